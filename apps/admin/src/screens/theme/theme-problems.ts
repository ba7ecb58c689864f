import * as v from "valibot";
import {
  ThemeSchema,
  bannerTextProblems,
  type BannerTextProblem,
  contrastProblems,
  nonHexColourTokens,
  themeLinkProblems,
  type ColourToken,
  type ContrastProblem,
  type Theme,
  type ThemeLinkProblem,
} from "@portal/core/theme";

/** Why a field cannot be saved; the view turns each into a translated sentence. */
export type ThemeProblem =
  | { kind: "required"; field: "name" }
  | { kind: "not-hex"; token: ColourToken }
  | { kind: "contrast"; problem: ContrastProblem }
  | ThemeLinkProblem
  | BannerTextProblem
  | { kind: "not-time"; field: "from" | "to" }
  | { kind: "not-whole-number"; field: "return_authorization_id" }
  | { kind: "schema"; message: string };

/**
 * Everything that stops a save: core's ThemeSchema, hex colours, WCAG contrast (core's
 * contrastProblems, the same check update-theme makes; only pairs changed since `saved`
 * block, as on the server), web links and e-mail (core's themeLinkProblems, as on the
 * server), and well-formed hours and numbers.
 */
export function themeProblems(theme: Theme, saved: Theme | undefined): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  if (theme.name.trim() === "") problems.push({ kind: "required", field: "name" });
  const schema = v.safeParse(ThemeSchema, theme);
  if (!schema.success) problems.push({ kind: "schema", message: schema.issues[0]?.message ?? "" });
  const tokens = theme.tokens ?? {};
  for (const token of nonHexColourTokens(tokens)) if (tokens[token] !== saved?.tokens?.[token]) problems.push({ kind: "not-hex", token });
  for (const problem of contrastProblems(tokens, { before: saved?.tokens, onlyChanged: true })) problems.push({ kind: "contrast", problem });
  // Links and e-mail: core's rule, the one update-theme applies and the pages link by.
  problems.push(...themeLinkProblems(theme));
  // A banner switched on needs its default-language text: core's rule, update-theme's too.
  problems.push(...bannerTextProblems(theme));
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
