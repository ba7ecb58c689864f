import { describe, expect, test } from "vitest";
import { shouldShowFooter } from "./footer-visibility.ts";

describe("shouldShowFooter", () => {
  test("shows while the step is unset or below 2", () => {
    expect(shouldShowFooter(undefined, false)).toBe(true);
    expect(shouldShowFooter(null, false)).toBe(true);
    expect(shouldShowFooter(1, false)).toBe(true);
  });

  test("hides from step 2 on", () => {
    expect(shouldShowFooter(2, false)).toBe(false);
    expect(shouldShowFooter(3, false)).toBe(false);
  });

  test("always shown footers stay on every step", () => {
    expect(shouldShowFooter(2, true)).toBe(true);
    expect(shouldShowFooter(3, true)).toBe(true);
  });
});
