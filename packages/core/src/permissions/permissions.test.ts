import { describe, expect, test } from "vitest";
import { CONTACT_UPDATE_BLOCKING_STAGES, isContactUpdateAllowed } from "./contact-update.ts";
import { isLoginSuccess } from "./login-guard.ts";
import { isTrackingInvalid } from "./security-check.ts";

describe("security check (product rules §6)", () => {
  test.each<[boolean, boolean, boolean]>([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])("check enabled %s, key valid %s: invalid %s", (enableSecurityCheck, securityKeyValid, invalid) => {
    expect(isTrackingInvalid({ enableSecurityCheck, securityKeyValid })).toBe(invalid);
  });
});

describe("contact update (product rules §6)", () => {
  const scan = (code: number) => ({ code, timestamp: "2024-05-01T00:00:00Z" });
  test.each<[number, boolean]>([
    [1, true],
    [4, true],
    [5, true],
    [6, true],
    [10, true],
    [23, true],
    [8, false],
    [32, false],
    [16, false],
    [17, false],
    [11, false],
    [21, false],
    [27, false],
    [7, false],
    [9, false],
  ])("a scan with code %i leaves contact update allowed: %s", (code, allowed) => {
    expect(isContactUpdateAllowed({ scans: [scan(1), scan(code)] })).toBe(allowed);
  });

  test("any earlier blocking scan is enough, even if the shipment moved on", () => {
    expect(isContactUpdateAllowed({ scans: [scan(7), scan(6)] })).toBe(false);
  });

  test("the brand can switch it off", () => {
    expect(isContactUpdateAllowed({ scans: [scan(1)], allowed: false })).toBe(false);
  });

  test("the blocking stages", () => {
    expect([...CONTACT_UPDATE_BLOCKING_STAGES].sort()).toEqual(["damaged", "delivered", "failed-delivery", "lost", "returned-to-origin"]);
  });
});

describe("login success", () => {
  test.each<[number, unknown, boolean]>([
    [200, { sub_token: "S" }, true],
    [200, { sub_token: "" }, false],
    [200, { token: "S" }, false],
    [201, { sub_token: "S" }, false],
    [401, { sub_token: "S" }, false],
    [200, null, false],
  ])("status %i with %j is a login success: %s", (status, body, ok) => {
    expect(isLoginSuccess(status, body)).toBe(ok);
  });
});
