import { themeLinkProblems, type ThemeLinkProblem } from "@portal/core/theme";

type ThemeBody = { logo?: string; meta_data?: { website?: string; email?: string; social?: Record<string, string>; app?: Record<string, string> } };

/**
 * The theme as the console would let an admin save it: link fields that are not web links and
 * an e-mail that is not an address are refused by update-theme (core's themeLinkProblems), so
 * a payload there never reaches the store through the admin's path. Blank them, and say which.
 */
export function themeWithoutRefusedLinks<T extends ThemeBody>(theme: T): { theme: T; refused: ThemeLinkProblem[] } {
  const refused = themeLinkProblems(theme as Parameters<typeof themeLinkProblems>[0]);
  const copy = structuredClone(theme);
  for (const problem of refused) {
    if (problem.kind === "not-email") {
      if (copy.meta_data) copy.meta_data.email = "";
      continue;
    }
    const [group, key] = problem.field.split(".") as [string, string | undefined];
    if (group === "logo") copy.logo = "";
    else if (group === "website" && copy.meta_data) copy.meta_data.website = "";
    else if (key && (group === "social" || group === "app")) {
      const links = copy.meta_data?.[group];
      if (links) links[key] = "";
    }
  }
  return { theme: copy, refused };
}
