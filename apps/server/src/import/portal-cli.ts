import { randomBytes } from "node:crypto";
import { describeRejections } from "@portal/core/import";
import { isWebhookProvider, WEBHOOK_PROVIDERS } from "@portal/core/webhooks";
import { hashPassword } from "../auth/password-hash.ts";
import { linkBrandPackage } from "../brands/link-brand-package.ts";
import type { DatabaseConnection } from "@portal/db/connection";
import { refreshInsights } from "@portal/db/insights";
import { migrateToLatest } from "@portal/db/migrate";
import { saveAdminUser } from "@portal/db/repositories/admin-users";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import { setBrandApiKeyHash } from "@portal/db/repositories/import-api-keys";
import { saveWebhookSecret } from "@portal/db/repositories/webhook-secrets";
import { brandEventsCommand } from "../brand-events/brand-events-command.ts";
import { ndrCredentialsCommand } from "../ndr-push/ndr-credentials-command.ts";
import { generateBrandApiKey, hashBrandApiKey } from "./brand-api-key.ts";
import { checkImportFile, importFile } from "./import-file.ts";
import { ImportRejectedError } from "./import-rejected-error.ts";
import { formatImportSummary } from "./import-summary.ts";

/** What the operator commands need from the outside world; tests pass their own. */
export interface PortalCliIo {
  openDatabase(): DatabaseConnection;
  /** The file's text in chunks, opened anew at each call (an import reads it more than once). */
  openFile(path: string): AsyncIterable<string>;
  stdout(text: string): void;
  stderr(text: string): void;
  now(): Date;
}

export const PORTAL_CLI_USAGE = `usage: pnpm portal <command>

  import <file.json> [--all-or-nothing]
                                   load an import document (see docs/data-import.md); valid
                                   records are written and bad ones listed, unless
                                   --all-or-nothing

  api-key <subdomain>              create or replace the brand's API key for POST /api/v1/ingest
  admin-user <subdomain> <name>    create an admin of the brand, or reset their password
  webhook-secret <subdomain> <clickpost|shiprocket|aftership|easypost> [secret]
                                   set the brand's secret for that service's tracking webhooks
                                   (the one its dashboard shows, or a new one printed once)
  brand <subdomain> <package>      render the brand with a brand package (brands/<package>)
  brand-events <subdomain> <url|off> [--new-secret]
                                   send the brand's events (docs/brand-events.md) to <url>,
                                   signed as Standard Webhooks; the first time, or with
                                   --new-secret, a new whsec_ secret is printed once; off stops
  ndr-credentials <subdomain> clickpost <username> <key>
  ndr-credentials <subdomain> shiprocket <email> <password>
                                   push shoppers' answers to failed deliveries to that
                                   aggregator's NDR API (docs/providers.md, "NDR loop")
  insights-backfill [subdomain]    rebuild the Insights roll-ups (docs/insights.md) from the raw
                                   rows, of every brand or of one
`;

type Command = "import" | "api-key" | "admin-user" | "webhook-secret" | "brand" | "brand-events" | "ndr-credentials" | "insights-backfill";
const ARGUMENTS = {
  import: ["file"],
  "api-key": ["subdomain"],
  "admin-user": ["subdomain", "username"],
  "webhook-secret": ["subdomain", "provider"],
  brand: ["subdomain", "package"],
  "brand-events": ["subdomain", "url"],
  "ndr-credentials": ["subdomain", "provider", "login", "secret"],
  "insights-backfill": [],
} as const satisfies Record<Command, readonly string[]>;

const FLAGS = {
  import: ["--all-or-nothing"],
  "api-key": [],
  "admin-user": [],
  "webhook-secret": [],
  brand: [],
  "brand-events": ["--new-secret"],
  "ndr-credentials": [],
  "insights-backfill": [],
} as const satisfies Record<Command, readonly string[]>;
/** Arguments a command may add after its required ones. */
const OPTIONAL_ARGUMENTS = {
  import: 0,
  "api-key": 0,
  "admin-user": 0,
  "webhook-secret": 1,
  brand: 0,
  "brand-events": 0,
  "ndr-credentials": 0,
  "insights-backfill": 1,
} as const satisfies Record<Command, number>;

const isCommand = (name: string | undefined): name is Command => name !== undefined && Object.hasOwn(ARGUMENTS, name);

/**
 * `pnpm portal <command> …`. Returns the exit code: 0 done, 1 refused (bad document, unknown
 * brand), 2 misused. Secrets it makes (API keys, passwords) go to stdout once and nowhere else.
 */
export async function runPortalCli(args: readonly string[], io: PortalCliIo): Promise<number> {
  const [name, ...given] = args;
  const flags = new Set(given.filter((a) => a.startsWith("--")));
  const rest = given.filter((a) => !a.startsWith("--"));
  const unknownFlag = [...flags].some((flag) => !(isCommand(name) && (FLAGS[name] as readonly string[]).includes(flag)));
  const argumentCountOk = isCommand(name) && rest.length >= ARGUMENTS[name].length && rest.length <= ARGUMENTS[name].length + OPTIONAL_ARGUMENTS[name];
  if (!isCommand(name) || !argumentCountOk || unknownFlag) {
    io.stderr(PORTAL_CLI_USAGE);
    return 2;
  }
  const run = COMMANDS[name];
  // Read and check the input before touching the database.
  const prepared = await run.prepare(rest, io, flags);
  if (!prepared.ok) {
    io.stderr(`${prepared.message}\n`);
    return 1;
  }
  const database = io.openDatabase();
  try {
    await migrateToLatest(database.db);
    return await prepared.apply(database, io);
  } catch (error) {
    if (!(error instanceof ImportRejectedError)) throw error;
    io.stderr(`Import refused, nothing was written:\n${error.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

export type Prepared = { ok: true; apply(database: DatabaseConnection, io: PortalCliIo): Promise<number> } | { ok: false; message: string };

const webhookSecretCommand = {
  async prepare([subdomain = "", provider = "", given]: readonly string[]): Promise<Prepared> {
    if (!isWebhookProvider(provider)) return { ok: false, message: `"${provider}" is not a webhook provider: use one of ${WEBHOOK_PROVIDERS.join(", ")}.` };
    if (given !== undefined && given.trim().length < 16) return { ok: false, message: "The secret must be at least 16 characters." };
    return {
      ok: true,
      async apply(database, io) {
        const brand = await findBrandBySubdomain(database.db, subdomain);
        if (!brand) return unknownBrand(io, subdomain);
        const secret = given?.trim() ?? randomBytes(24).toString("base64url");
        await saveWebhookSecret(database.db, brand.id, provider, secret, { now: io.now() });
        io.stdout(
          given === undefined
            ? `New ${provider} webhook secret for brand "${brand.subdomain}" (shown once; give it to ${provider}):\n\n  ${secret}\n`
            : `Saved the ${provider} webhook secret for brand "${brand.subdomain}".\n`,
        );
        return 0;
      },
    };
  },
};

const insightsBackfillCommand = {
  async prepare([subdomain]: readonly string[]): Promise<Prepared> {
    return {
      ok: true,
      async apply(database, io) {
        const now = io.now();
        let brandIds: string[];
        if (subdomain === undefined) brandIds = (await database.db.selectFrom("brands").select("id").orderBy("id").execute()).map((b) => b.id);
        else {
          const brand = await findBrandBySubdomain(database.db, subdomain);
          if (!brand) return unknownBrand(io, subdomain);
          brandIds = [brand.id];
        }
        for (const brandId of brandIds) {
          // Without its watermark a brand's every day is rebuilt from the raw rows.
          await database.db.deleteFrom("insight_watermarks").where("brand_id", "=", brandId).execute();
          const done = await refreshInsights(database.db, brandId, { now });
          io.stdout(`${brandId}: ${done.shipmentDays} shipment days, ${done.returnDays} return days, ${done.ratingDays} rating days rebuilt\n`);
        }
        return 0;
      },
    };
  },
};

const COMMANDS: Record<Command, { prepare(args: readonly string[], io: PortalCliIo, flags: ReadonlySet<string>): Promise<Prepared> }> = {
  import: {
    async prepare([file = ""], io, flags) {
      const atomic = flags.has("--all-or-nothing");
      const open = () => io.openFile(file);
      let checked: Awaited<ReturnType<typeof checkImportFile>>;
      try {
        // A first read checks the JSON (and, all or nothing, every record) before the database opens.
        checked = await checkImportFile(open, { records: atomic });
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : "cannot read it";
        return { ok: false, message: `${file}: ${reason}. A relative path is read from the directory the command was typed in.` };
      }
      if (!checked.ok) {
        if (checked.problem === "json") return { ok: false, message: `${file} is not valid JSON: ${checked.message}` };
        const detail = checked.rejected.length > 0 ? `\n${describeRejections(checked.rejected)}` : ` ${checked.message}`;
        return { ok: false, message: `${file} is not a valid import document:${detail}` };
      }
      const { lists } = checked;
      return {
        ok: true,
        async apply(database) {
          const summary = await importFile(database.db, open, lists, { now: io.now(), atomic });
          io.stdout(`Imported ${file}\n${formatImportSummary(summary)}\n`);
          // Some records refused: the rest is written, but the operator's script should notice.
          return summary.rejected > 0 ? 1 : 0;
        },
      };
    },
  },

  "api-key": {
    async prepare([subdomain = ""]) {
      return {
        ok: true,
        async apply(database, io) {
          const brand = await findBrandBySubdomain(database.db, subdomain);
          if (!brand) return unknownBrand(io, subdomain);
          const key = generateBrandApiKey();
          await setBrandApiKeyHash(database.db, brand.id, hashBrandApiKey(key));
          io.stdout(
            `API key for brand "${brand.subdomain}" (shown once; any earlier key stops working now):\n\n  ${key}\n\n` +
              `Send it as: Authorization: Bearer ${key}\n`,
          );
          return 0;
        },
      };
    },
  },

  "webhook-secret": webhookSecretCommand,
  "insights-backfill": insightsBackfillCommand,
  "brand-events": brandEventsCommand,
  "ndr-credentials": ndrCredentialsCommand,
  "admin-user": {
    async prepare([subdomain = "", username = ""]) {
      if (username.trim() === "") return { ok: false, message: "The username must not be blank." };
      return {
        ok: true,
        async apply(database, io) {
          const brand = await findBrandBySubdomain(database.db, subdomain);
          if (!brand) return unknownBrand(io, subdomain);
          const password = randomBytes(15).toString("base64url");
          const { created } = await saveAdminUser(database.db, { brandId: brand.id, username, passwordHash: await hashPassword(password) }, { now: io.now() });
          io.stdout(
            `${created ? "Created" : "Reset the password of"} admin "${username.trim()}" of brand "${brand.subdomain}".\n` +
              `Password (shown once): ${password}\n`,
          );
          return 0;
        },
      };
    },
  },

  brand: {
    async prepare([subdomain = "", packageId = ""]) {
      return {
        ok: true,
        async apply(database, io) {
          const linked = await linkBrandPackage(database.db, subdomain, packageId);
          if (!linked.ok) {
            io.stderr(`${linked.message}\n`);
            return 1;
          }
          io.stdout(`Brand "${subdomain}" now renders with package "${packageId}" (was "${linked.previous}").\n`);
          return 0;
        },
      };
    },
  },
};

function unknownBrand(io: PortalCliIo, subdomain: string): number {
  io.stderr(`There is no brand "${subdomain}". Import it first (pnpm portal import).\n`);
  return 1;
}
