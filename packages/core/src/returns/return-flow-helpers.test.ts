import { describe, expect, test } from "vitest";
import { pickupDateOptions } from "./pickup-dates.ts";
import { returnInfoQuery } from "./return-info-query.ts";

describe("pickup dates", () => {
  test("the next 3 days from tomorrow, never a Sunday", () => {
    // Friday 2026-11-27 at noon UTC: Saturday, (Sunday skipped), Monday, Tuesday.
    expect(pickupDateOptions(new Date("2026-11-27T12:00:00Z"))).toEqual(["2026-11-28", "2026-11-30", "2026-12-01"]);
    // Late Saturday in UTC is already Sunday in Kolkata: Monday on.
    expect(pickupDateOptions(new Date("2026-11-28T20:00:00Z"), "Asia/Kolkata")).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
  });
});

describe("return-info query from a return-order URL", () => {
  test("mobile goes as phone_number, security_key as key; order_id is named by return_authorization_id", () => {
    expect(returnInfoQuery("demo", { order_id: "A-1", mobile: "9845012345" }, undefined)).toEqual({
      domain: "demo",
      reference_number: "A-1",
      phone_number: "9845012345",
    });
    expect(returnInfoQuery("banyan", { order_id: "A-1", email: "a@b.in" }, 5)).toEqual({ domain: "banyan", order_id: "A-1", email: "a@b.in" });
    expect(returnInfoQuery("demo", { waybill: "W1", security_key: "k" }, undefined)).toEqual({ domain: "demo", waybill: "W1", key: "k" });
    expect(returnInfoQuery("demo", { order_id: "A-1", reference_number: "R-1" }, undefined)).toEqual({
      domain: "demo",
      order_id: "A-1",
      reference_number: "R-1",
    });
  });
});
