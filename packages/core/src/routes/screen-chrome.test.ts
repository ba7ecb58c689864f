import { describe, expect, test } from "vitest";
import { SCREENS } from "./route-table.ts";
import { isBrandHeaderShown } from "./screen-chrome.ts";

describe("brand header visibility", () => {
  test("hidden on the login screen only", () => {
    expect(SCREENS.filter((s) => !isBrandHeaderShown(s, false))).toEqual(["login"]);
    expect(isBrandHeaderShown("not-found", false)).toBe(true);
  });

  test("a brand that hides its header hides it everywhere", () => {
    expect([...SCREENS, "not-found" as const].some((s) => isBrandHeaderShown(s, true))).toBe(false);
  });
});
