import { COLOUR_TOKENS, bannerTextProblems, contrastProblems, nonHexColourTokens, themeLinkProblems, type Theme } from "@portal/core/theme";
import type { UpdateThemeBody } from "@portal/core/api";
import { findThemeForBrand, saveThemeForBrand } from "@portal/db/repositories/themes";
import { recordThemeVersion } from "@portal/db/repositories/theme-versions";
import type { Brand } from "@portal/db/repositories/records";
import type { ApiDeps } from "../../api-deps.ts";
import type { AdminAuth } from "../admin-auth.ts";
import type { MessageDescriptor } from "@lingui/core";
import { ADMIN_MESSAGE, contrastTooLowFor, themeLinkNotWebFor } from "@portal/core/messages";

export type ThemeSaveResult = { ok: true; theme: Theme; versionId: string } | { ok: false; message: MessageDescriptor };

/**
 * Saves a brand's theme and records the version (who, when, which fields changed). Refused
 * when a colour it changes is not hex, or a colour pair it changes falls below WCAG
 * contrast (core's contrastProblems, the same check the console runs as you type). Pairs
 * the brand already had are left alone, so an old choice does not block other edits. Links
 * and the e-mail must be web links and an address (core's themeLinkProblems, the console's
 * own check), so a typo is refused here rather than silently linking nowhere on the pages.
 * A banner switched on needs its default-language text (core's bannerTextProblems).
 */
export async function saveThemeVersion(
  deps: ApiDeps,
  { brand, auth, theme, restoredFrom }: { brand: Brand; auth: AdminAuth; theme: UpdateThemeBody; restoredFrom?: string },
): Promise<ThemeSaveResult> {
  const before = await findThemeForBrand(deps.db, brand.id);
  const tokens = theme.tokens ?? {};
  const changedColours = COLOUR_TOKENS.filter((token) => tokens[token] !== before?.tokens?.[token]);
  if (nonHexColourTokens(tokens).some((token) => changedColours.includes(token))) return { ok: false, message: ADMIN_MESSAGE.colourNotHex };
  const problems = contrastProblems(tokens, { before: before?.tokens, onlyChanged: true });
  if (problems.length > 0) {
    const [first] = problems;
    return { ok: false, message: first ? contrastTooLowFor({ ...first.pair, ratio: first.ratio }) : ADMIN_MESSAGE.contrastTooLow };
  }
  const [linkProblem] = themeLinkProblems(theme);
  if (linkProblem) return { ok: false, message: linkProblem.kind === "not-url" ? themeLinkNotWebFor(linkProblem.field) : ADMIN_MESSAGE.themeEmailInvalid };
  if (bannerTextProblems(theme).length > 0) return { ok: false, message: ADMIN_MESSAGE.bannerDefaultMissing };
  const now = deps.now();
  const saved = await saveThemeForBrand(deps.db, brand.id, theme, { now });
  const versionId = await recordThemeVersion(
    deps.db,
    { brandId: brand.id, adminUserId: auth.session.adminUserId, username: auth.session.username, before, after: saved, restoredFrom },
    { now },
  );
  deps.log.info("theme updated", { brand: brand.subdomain, username: auth.session.username, version: versionId });
  return { ok: true, theme: saved, versionId };
}
