import { PREVIEW_THEME_PARAM } from "@portal/core/api";
import { ThemeSchema, type Theme } from "@portal/core/theme";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { findLivePreview } from "@portal/db/repositories/theme-previews";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "../../../env.ts";
import { signedTokensFor } from "../../../auth/signed-token.ts";
import { verifyPreviewToken } from "./preview-token.ts";

export interface PagePreview {
  theme: Theme;
  /** The console origin allowed to frame this page; undefined: none. */
  frameOrigin: string | undefined;
}

/**
 * The unsaved theme a shopper page should show instead of the stored one: only when the URL
 * carries a preview token this server signed, for this brand, whose admin session is still
 * live and still manages the brand, and only for a page loaded into a frame
 * (`Sec-Fetch-Dest: iframe`, which browsers set and no page script can), whose CSP then lets
 * only the console that asked for the preview frame it. So the unsaved theme shows only inside
 * that console: a link opened in a tab, forwarded or framed by another site shows the brand's
 * saved theme (issue 32 item 8). Anything else is ignored and the page renders as usual.
 */
export async function previewForPage(
  deps: { db: Kysely<Database>; env: Pick<ServerEnv, "sessionSecret">; now: () => Date },
  url: URL,
  brandId: string,
  fetchDestination: string | null,
): Promise<PagePreview | undefined> {
  const token = url.searchParams.get(PREVIEW_THEME_PARAM);
  if (!token || fetchDestination !== "iframe") return undefined;
  const id = verifyPreviewToken(token, signedTokensFor(deps.env), deps.now());
  if (!id) return undefined;
  const preview = await findLivePreview(deps.db, id, brandId, { now: deps.now() });
  if (!preview) return undefined;
  const parsed = v.safeParse(ThemeSchema, preview.document);
  return parsed.success ? { theme: parsed.output, frameOrigin: preview.frameOrigin || undefined } : undefined;
}
