import { describe, expect, test } from "vitest";
import { checkTrackingAccess } from "./tracking-access.ts";
import { securityKeyMatches, securityKeyMatchesAny } from "./security-key.ts";

describe("security key check", () => {
  test.each<[string | null | undefined, string | undefined, boolean]>([
    ["a1b2c3d4e5f6", "a1b2c3d4e5f6", true],
    ["a1b2c3d4e5f6", "a1b2c3d4e5f7", false],
    ["a1b2c3d4e5f6", "a1b2c3", false],
    ["a1b2c3d4e5f6", "A1B2C3D4E5F6", false],
    ["a1b2c3d4e5f6", undefined, false],
    ["a1b2c3d4e5f6", "", false],
    // No stored key can never be matched, not even by an empty or absent key.
    [null, "", false],
    [null, undefined, false],
    [undefined, "anything", false],
    ["", "", false],
  ])("stored %j, given %j -> %s", (expected, given, matches) => {
    expect(securityKeyMatches(expected, given)).toBe(matches);
  });

  test("any of several keys", () => {
    expect(securityKeyMatchesAny(["k1", null, "k3"], "k3")).toBe(true);
    expect(securityKeyMatchesAny(["k1", null, "k3"], "k2")).toBe(false);
    expect(securityKeyMatchesAny([], "k1")).toBe(false);
  });
});

describe("tracking access (core's security check)", () => {
  test.each<[boolean, string | undefined, boolean, boolean]>([
    [true, "key", true, true],
    [true, "wrong", false, false],
    [true, undefined, false, false],
    [false, "key", true, true],
    [false, "wrong", false, true],
    [false, undefined, false, true],
  ])("check on %s, key %j -> valid %s, granted %s", (enabled, given, valid, granted) => {
    expect(checkTrackingAccess(enabled, ["key"], given)).toEqual({ securityCheckEnabled: enabled, securityKeyValid: valid, granted });
  });
});
