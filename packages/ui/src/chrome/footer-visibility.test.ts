import { describe, expect, test } from "vitest";
import { shouldShowFooter } from "./footer-visibility.ts";

describe("shouldShowFooter", () => {
  test("shows while the step is unset or below 2", () => {
    expect(shouldShowFooter(undefined, "below-step-2")).toBe(true);
    expect(shouldShowFooter(null, "below-step-2")).toBe(true);
    expect(shouldShowFooter(1, "below-step-2")).toBe(true);
  });

  test("hides from step 2 on", () => {
    expect(shouldShowFooter(2, "below-step-2")).toBe(false);
    expect(shouldShowFooter(3, "below-step-2")).toBe(false);
  });

  test("always shown footers stay on every step", () => {
    expect(shouldShowFooter(2, "always")).toBe(true);
    expect(shouldShowFooter(3, "always")).toBe(true);
  });
});
