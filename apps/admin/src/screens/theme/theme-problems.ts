import * as v from "valibot";
import { ThemeSchema, contrastProblems, nonHexColourTokens, type ColourToken, type ContrastProblem, type Theme } from "@portal/core/theme";

/** Why a field cannot be saved; the view turns each into a translated sentence. */
export type ThemeProblem =
  | { kind: "required"; field: "name" }
  | { kind: "not-hex"; token: ColourToken }
  | { kind: "contrast"; problem: ContrastProblem }
  | { kind: "not-url"; field: string }
  | { kind: "not-email" }
  | { kind: "not-time"; field: "from" | "to" }
  | { kind: "not-whole-number"; field: "return_authorization_id" }
  | { kind: "schema"; message: string };

const URL_FIELDS = [
  ["website", (t: Theme) => t.meta_data?.website],
  ["logo", (t: Theme) => t.logo],
  ["social.fb", (t: Theme) => t.meta_data?.social?.fb],
  ["social.tw", (t: Theme) => t.meta_data?.social?.tw],
  ["social.ig", (t: Theme) => t.meta_data?.social?.ig],
  ["social.yt", (t: Theme) => t.meta_data?.social?.yt],
  ["app.android", (t: Theme) => t.meta_data?.app?.android],
  ["app.ios", (t: Theme) => t.meta_data?.app?.ios],
] as const;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    // A path on this portal (an uploaded logo) is a link too.
    return value.startsWith("/") && !value.startsWith("//");
  }
}

/**
 * Everything that stops a save: core's ThemeSchema, hex colours, WCAG contrast (core's
 * contrastProblems, the same check update-theme makes; only pairs changed since `saved`
 * block, as on the server), and well-formed links, e-mail, hours and numbers.
 */
export function themeProblems(theme: Theme, saved: Theme | undefined): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  if (theme.name.trim() === "") problems.push({ kind: "required", field: "name" });
  const schema = v.safeParse(ThemeSchema, theme);
  if (!schema.success) problems.push({ kind: "schema", message: schema.issues[0]?.message ?? "" });
  const tokens = theme.tokens ?? {};
  for (const token of nonHexColourTokens(tokens)) if (tokens[token] !== saved?.tokens?.[token]) problems.push({ kind: "not-hex", token });
  for (const problem of contrastProblems(tokens, { before: saved?.tokens, onlyChanged: true })) problems.push({ kind: "contrast", problem });
  for (const [field, read] of URL_FIELDS) {
    const value = read(theme)?.trim();
    if (value && !isWebUrl(value)) problems.push({ kind: "not-url", field });
  }
  const email = theme.meta_data?.email?.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push({ kind: "not-email" });
  for (const field of ["from", "to"] as const) {
    const time = theme.meta_data?.time?.[field];
    if (time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) problems.push({ kind: "not-time", field });
  }
  const id = theme.return_authorization_id;
  if (id !== undefined && (!Number.isInteger(id) || id < 0)) problems.push({ kind: "not-whole-number", field: "return_authorization_id" });
  return problems;
}

/** Every contrast pair below its minimum, changed or not, for the always-visible report. */
export function allContrastProblems(theme: Theme): ContrastProblem[] {
  return contrastProblems(theme.tokens ?? {});
}
