import * as v from "valibot";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import { saveNdrCredentials } from "@portal/db/repositories/ndr-pushes";
import type { PortalCliIo, Prepared } from "../import/portal-cli.ts";
import { isNdrApiProvider, NDR_API_PROVIDERS, NDR_CREDENTIALS_SCHEMA } from "./ndr-aggregators.ts";

/**
 * `pnpm portal ndr-credentials <subdomain> clickpost <username> <key>` or
 * `… shiprocket <email> <password>`: the brand's login to the aggregator's NDR action API,
 * stored like the webhook secrets and never printed or logged.
 */
export const ndrCredentialsCommand = {
  async prepare([subdomain = "", provider = "", first = "", second = ""]: readonly string[]): Promise<Prepared> {
    if (!isNdrApiProvider(provider)) return { ok: false, message: `"${provider}" has no NDR API here: use one of ${NDR_API_PROVIDERS.join(", ")}.` };
    const given = provider === "clickpost" ? { username: first.trim(), key: second.trim() } : { email: first.trim(), password: second };
    const checked = v.safeParse(NDR_CREDENTIALS_SCHEMA[provider], given);
    if (!checked.success) {
      const field = checked.issues[0].path?.[0]?.key;
      return { ok: false, message: `The ${provider} ${String(field ?? "credentials")} is not valid.` };
    }
    return {
      ok: true,
      async apply(database, io: PortalCliIo) {
        const brand = await findBrandBySubdomain(database.db, subdomain);
        if (!brand) {
          io.stderr(`There is no brand "${subdomain}". Import it first (pnpm portal import).\n`);
          return 1;
        }
        await saveNdrCredentials(database.db, brand.id, provider, JSON.stringify(checked.output), { now: io.now() });
        io.stdout(`Saved the ${provider} NDR credentials for brand "${brand.subdomain}": shoppers' answers to failed deliveries are pushed there.\n`);
        return 0;
      },
    };
  },
};
