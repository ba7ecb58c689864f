import { describe, expect, test } from "vitest";
import { LANGUAGE_PREFIXES, LOCALE_BY_PREFIX } from "../locale/locales.ts";
import { PATHS_BY_SCREEN, SCREENS, allRoutePaths, localizedPath, matchRoute } from "./route-table.ts";

describe("route table (product rules §2)", () => {
  const rows = SCREENS.flatMap((screen) => PATHS_BY_SCREEN[screen].map((path) => ({ screen, path })));

  test.each(rows)("$path opens $screen without a prefix, in English", ({ screen, path }) => {
    expect(matchRoute(path)).toEqual({ screen, path, prefix: null, locale: "en" });
  });

  test.each(LANGUAGE_PREFIXES.flatMap((prefix) => rows.map((row) => ({ ...row, prefix }))))(
    "/$prefix$path opens $screen in its language",
    ({ screen, path, prefix }) => {
      const match = matchRoute(localizedPath(path, prefix));
      expect(match).toEqual({ screen, path, prefix, locale: LOCALE_BY_PREFIX[prefix] });
    },
  );

  test.each([...LANGUAGE_PREFIXES])("bare /%s is the home screen", (prefix) => {
    expect(matchRoute(`/${prefix}`)?.screen).toBe("home");
    expect(matchRoute(`/${prefix}/`)?.screen).toBe("home");
  });

  test("the be prefix means Bengali", () => {
    expect(matchRoute("/be/tracking")?.locale).toBe("bn");
    expect(matchRoute("/bn/tracking")).toBeNull();
  });

  test.each(["/no-such-page", "/en/no-such-page", "/fr/tracking", "/tracking/", "/en/en/tracking", "/reverse/issue/x", "/returns/other", "/EN/tracking"])(
    "%s is not found",
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  test("every path exists with and without every prefix", () => {
    const paths = allRoutePaths();
    expect(paths).toHaveLength(14 * 10);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(matchRoute(path)).not.toBeNull();
  });
});
