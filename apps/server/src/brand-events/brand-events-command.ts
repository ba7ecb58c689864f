import * as v from "valibot";
import { BrandEventUrlSchema } from "@portal/core/api";
import { findBrandEventEndpoint, saveBrandEventEndpoint } from "@portal/db/repositories/brand-events";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import type { PortalCliIo, Prepared } from "../import/portal-cli.ts";
import { newWebhookSecret } from "./standard-webhooks.ts";

/**
 * `pnpm portal brand-events <subdomain> <url|off> [--new-secret]`: where the brand's events
 * go. A secret is made the first time (or when asked) and printed once, to stdout only; the
 * same URL check as the admin console.
 */
export const brandEventsCommand = {
  async prepare([subdomain = "", target = ""]: readonly string[], _io: PortalCliIo, flags: ReadonlySet<string>): Promise<Prepared> {
    const off = target === "off";
    const url = off ? undefined : v.safeParse(BrandEventUrlSchema, target);
    if (url && !url.success) return { ok: false, message: `"${target}": ${url.issues[0].message}` };
    const wantsSecret = flags.has("--new-secret");
    if (off && wantsSecret) return { ok: false, message: "--new-secret goes with an address, not with off." };
    return {
      ok: true,
      async apply(database, io) {
        const brand = await findBrandBySubdomain(database.db, subdomain);
        if (!brand) {
          io.stderr(`There is no brand "${subdomain}". Import it first (pnpm portal import).\n`);
          return 1;
        }
        const current = await findBrandEventEndpoint(database.db, brand.id);
        if (off) {
          if (current) await saveBrandEventEndpoint(database.db, { brandId: brand.id, url: current.url, enabled: false }, { now: io.now() });
          io.stdout(`Brand "${brand.subdomain}" sends no events now${current ? ` (address kept: ${current.url})` : ""}.\n`);
          return 0;
        }
        const address = url!.success ? url!.output : "";
        const secret = !current || wantsSecret ? newWebhookSecret() : undefined;
        await saveBrandEventEndpoint(database.db, { brandId: brand.id, url: address, enabled: true, secret }, { now: io.now() });
        io.stdout(
          secret
            ? `Brand "${brand.subdomain}" sends its events to ${address}, signed with this secret (shown once; give it to the receiver):\n\n  ${secret}\n`
            : `Brand "${brand.subdomain}" sends its events to ${address} (secret unchanged).\n`,
        );
        return 0;
      },
    };
  },
};
