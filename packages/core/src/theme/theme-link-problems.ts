import { isEmailAddress, isWebLink } from "./web-links.ts";
import type { Theme } from "./theme-schema.ts";

/** The parts of a theme (stored, or an update-theme body) that hold links. */
type ThemeLinks = Pick<Partial<Theme>, "logo" | "meta_data">;

/** The theme's link fields, named as the console labels them. */
export const THEME_LINK_FIELDS = [
  ["website", (t: ThemeLinks) => t.meta_data?.website],
  ["logo", (t: ThemeLinks) => t.logo],
  ["social.fb", (t: ThemeLinks) => t.meta_data?.social?.fb],
  ["social.tw", (t: ThemeLinks) => t.meta_data?.social?.tw],
  ["social.ig", (t: ThemeLinks) => t.meta_data?.social?.ig],
  ["social.yt", (t: ThemeLinks) => t.meta_data?.social?.yt],
  ["app.android", (t: ThemeLinks) => t.meta_data?.app?.android],
  ["app.ios", (t: ThemeLinks) => t.meta_data?.app?.ios],
] as const satisfies ReadonlyArray<readonly [string, (t: ThemeLinks) => string | undefined]>;
export type ThemeLinkField = (typeof THEME_LINK_FIELDS)[number][0];

export type ThemeLinkProblem = { kind: "not-url"; field: ThemeLinkField } | { kind: "not-email" };

/** Every link that is not a web link (web-links.ts) and an e-mail that is not an address; blank values are fine. */
export function themeLinkProblems(theme: ThemeLinks): ThemeLinkProblem[] {
  const problems: ThemeLinkProblem[] = [];
  for (const [field, read] of THEME_LINK_FIELDS) {
    const value = read(theme)?.trim();
    if (value && !isWebLink(value)) problems.push({ kind: "not-url", field });
  }
  const email = theme.meta_data?.email?.trim();
  if (email && !isEmailAddress(email)) problems.push({ kind: "not-email" });
  return problems;
}
