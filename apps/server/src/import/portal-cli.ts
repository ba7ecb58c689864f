import { randomBytes } from "node:crypto";
import { validateRequest } from "@portal/core/api";
import { ImportDocumentSchema } from "@portal/core/import";
import { hashPassword } from "../api/admin/password-hash.ts";
import { linkBrandPackage } from "../brands/link-brand-package.ts";
import type { DatabaseConnection } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { saveAdminUser } from "../db/repositories/admin-users.ts";
import { findBrandBySubdomain } from "../db/repositories/brands.ts";
import { setBrandApiKeyHash } from "../db/repositories/import-api-keys.ts";
import { generateBrandApiKey, hashBrandApiKey } from "./brand-api-key.ts";
import { importDocument } from "./import-document.ts";
import { ImportRejectedError } from "./import-rejected-error.ts";
import { formatImportSummary } from "./import-summary.ts";

/** What the operator commands need from the outside world; tests pass their own. */
export interface PortalCliIo {
  openDatabase(): DatabaseConnection;
  readFile(path: string): Promise<string>;
  stdout(text: string): void;
  stderr(text: string): void;
  now(): Date;
}

export const PORTAL_CLI_USAGE = `usage: pnpm portal <command>

  import <file.json>               load an import document (see docs/data-import.md)
  api-key <subdomain>              create or replace the brand's API key for POST /api/v1/ingest
  admin-user <subdomain> <name>    create an admin of the brand, or reset their password
  brand <subdomain> <package>      render the brand with a brand package (brands/<package>)
`;

type Command = "import" | "api-key" | "admin-user" | "brand";
const ARGUMENTS = { import: ["file"], "api-key": ["subdomain"], "admin-user": ["subdomain", "username"], brand: ["subdomain", "package"] } as const satisfies Record<
  Command,
  readonly string[]
>;

const isCommand = (name: string | undefined): name is Command => name !== undefined && Object.hasOwn(ARGUMENTS, name);

/**
 * `pnpm portal <command> …`. Returns the exit code: 0 done, 1 refused (bad document, unknown
 * brand), 2 misused. Secrets it makes (API keys, passwords) go to stdout once and nowhere else.
 */
export async function runPortalCli(args: readonly string[], io: PortalCliIo): Promise<number> {
  const [name, ...rest] = args;
  if (!isCommand(name) || rest.length !== ARGUMENTS[name].length) {
    io.stderr(PORTAL_CLI_USAGE);
    return 2;
  }
  const run = COMMANDS[name];
  // Read and check the input before touching the database.
  const prepared = await run.prepare(rest, io);
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
    io.stderr(`Import refused, nothing was written: ${error.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

type Prepared = { ok: true; apply(database: DatabaseConnection, io: PortalCliIo): Promise<number> } | { ok: false; message: string };

const COMMANDS: Record<Command, { prepare(args: readonly string[], io: PortalCliIo): Promise<Prepared> }> = {
  import: {
    async prepare([file = ""], io) {
      let text: string;
      try {
        text = await io.readFile(file);
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : "cannot read it";
        return { ok: false, message: `${file}: ${reason}. Relative paths start in apps/server; pass an absolute path, e.g. "$PWD/${file}".` };
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        return { ok: false, message: `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
      }
      const document = validateRequest(ImportDocumentSchema, json);
      if (!document.ok) return { ok: false, message: `${file} is not a valid import document: ${document.message}` };
      return {
        ok: true,
        async apply(database) {
          const summary = await importDocument(database.db, document.value, { now: io.now() });
          io.stdout(`Imported ${file}\n${formatImportSummary(summary)}\n`);
          return 0;
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

  "admin-user": {
    async prepare([subdomain = "", username = ""]) {
      if (username.trim() === "") return { ok: false, message: "The username must not be blank." };
      return {
        ok: true,
        async apply(database, io) {
          const brand = await findBrandBySubdomain(database.db, subdomain);
          if (!brand) return unknownBrand(io, subdomain);
          const password = randomBytes(15).toString("base64url");
          const { created } = await saveAdminUser(
            database.db,
            { brandId: brand.id, username, passwordHash: await hashPassword(password) },
            { now: io.now() },
          );
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
