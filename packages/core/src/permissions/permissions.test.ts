import { describe, expect, test } from "vitest";
import { CONTACT_UPDATE_BLOCKING_STAGES, isContactUpdateAllowed } from "./contact-update.ts";
import { isLoginSuccess } from "./login-guard.ts";
import { maskAddress, maskEmail, maskName, maskPhone, maskPincode, visibleCustomerDetails } from "./masking.ts";
import { TRACKING_CAPABILITIES, can, isTrackingInvalid, trackingAccessOf, type TrackingCapability } from "./security-check.ts";

describe("security check (spec section 6)", () => {
  test.each<[boolean, boolean, boolean, string]>([
    [true, false, true, "status-only"],
    [true, true, false, "full"],
    [false, false, false, "full"],
    [false, true, false, "full"],
  ])("check enabled %s, key valid %s: invalid %s, access %s", (enableSecurityCheck, securityKeyValid, invalid, access) => {
    expect(isTrackingInvalid({ enableSecurityCheck, securityKeyValid })).toBe(invalid);
    expect(trackingAccessOf({ enableSecurityCheck, securityKeyValid })).toBe(access);
  });

  test.each<[TrackingCapability, boolean]>([
    ["see-status", true],
    ["see-timeline", false],
    ["see-customer-details", false],
    ["download-label", false],
    ["update-contact", false],
    ["raise-concern", false],
    ["view-orders", false],
    ["start-return", false],
  ])("without a valid key, %s: %s", (capability, allowed) => {
    expect(can("status-only", capability)).toBe(allowed);
  });

  test("with full access everything is allowed", () => {
    for (const capability of TRACKING_CAPABILITIES) expect(can("full", capability)).toBe(true);
  });
});

describe("masking", () => {
  test.each([
    ["Asha Rao", "A*** R**"],
    ["  Asha   Rao ", "A*** R**"],
    ["X", "X"],
    ["", ""],
    ["आशा राव", "आ* रा*"],
  ])("name %j -> %j", (value, masked) => expect(maskName(value)).toBe(masked));

  test.each([
    ["9876543210", "******3210"],
    ["+91 98765 43210", "***********3210"],
    ["123", "123"],
    ["", ""],
  ])("phone %j -> %j", (value, masked) => expect(maskPhone(value)).toBe(masked));

  test.each([
    ["12 MG Road, Kothrud, Pune", "** ** ****, *******, Pune"],
    ["Flat 4B Lotus Towers", "**** ** ***** ******"],
    ["", ""],
  ])("address %j -> %j", (value, masked) => expect(maskAddress(value)).toBe(masked));

  test.each([
    ["asha@example.com", "a***@example.com"],
    ["not-an-email", "n***********"],
  ])("email %j -> %j", (value, masked) => expect(maskEmail(value)).toBe(masked));

  test("pincode keeps the region", () => expect(maskPincode("411001")).toBe("411***"));

  test("customer details are masked only when asked", () => {
    const customer = { name: "Asha Rao", phone: "9876543210", address: "12 MG Road, Pune", pincode: "411001" };
    expect(visibleCustomerDetails(customer, false)).toBe(customer);
    expect(visibleCustomerDetails(customer, true)).toEqual({
      name: "A*** R**",
      phone: "******3210",
      address: "** ** ****, Pune",
      pincode: "411***",
    });
  });
});

describe("contact update (spec section 6)", () => {
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
