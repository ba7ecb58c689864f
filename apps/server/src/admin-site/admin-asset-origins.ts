import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "../env.ts";
import { effectiveThemeFor } from "../brands/brand-rules.ts";
import { brandForHost } from "../http/brand-for-host.ts";
import { themeImageOrigins } from "../http/theme-image-origins.ts";
import { themeForPage } from "../ssr/sanitize-banner.ts";

/** Hosts the admin console may load images from and send files to, besides itself. */
export interface AdminAssetOrigins {
  /** The host's brand's configured asset hosts: its logo's, its banners' images', its `image_hosts`. */
  imageOrigins: string[];
  /** The S3-compatible store logos are uploaded to and shown from, when one is configured. */
  uploadOrigin: string | undefined;
}

/**
 * The asset hosts of the brand whose host serves the console, the same list its shopper pages
 * allow (theme-image-origins.ts). An unknown host, or a theme that cannot be read, allows none.
 */
export async function adminAssetOrigins(
  deps: { db: Kysely<Database>; env: Pick<ServerEnv, "baseDomain" | "defaultBrand" | "s3"> },
  host: string | undefined,
): Promise<AdminAssetOrigins> {
  const uploadOrigin = deps.env.s3 ? new URL(deps.env.s3.endpoint).origin : undefined;
  const brand = await brandForHost(deps, host).catch(() => undefined);
  const theme = brand ? await effectiveThemeFor(deps.db, brand).catch(() => undefined) : undefined;
  return { imageOrigins: theme ? themeImageOrigins(themeForPage(theme)) : [], uploadOrigin };
}
