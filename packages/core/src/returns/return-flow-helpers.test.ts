import { describe, expect, test } from "vitest";
import { pickupAddressErrors, PICKUP_ADDRESS_MESSAGE } from "./pickup-address-rules.ts";
import { pickupDateOptions } from "./pickup-dates.ts";
import { returnInfoQuery } from "./return-info-query.ts";
import { VALIDATION_MESSAGE } from "../validation/validation-messages.ts";

const base = { name: "Asha Rao", phone: "9845012345", email: "", address: "Flat 402, Lotus Residency", pincode: "411001", city: "", state: "", country: "IN" };

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
    expect(returnInfoQuery("demo", { order_id: "A-1", mobile: "9845012345" }, undefined)).toEqual({ domain: "demo", reference_number: "A-1", phone_number: "9845012345" });
    expect(returnInfoQuery("banyan", { order_id: "A-1", email: "a@b.in" }, 5)).toEqual({ domain: "banyan", order_id: "A-1", email: "a@b.in" });
    expect(returnInfoQuery("demo", { waybill: "W1", security_key: "k" }, undefined)).toEqual({ domain: "demo", waybill: "W1", key: "k" });
    expect(returnInfoQuery("demo", { order_id: "A-1", reference_number: "R-1" }, undefined)).toEqual({ domain: "demo", order_id: "A-1", reference_number: "R-1" });
  });
});

describe("pickup address rules per country", () => {
  test("India: 10-digit phone, 6-digit pincode, address 10..600; the city comes from the pincode", () => {
    expect(pickupAddressErrors(base, "IN")).toEqual({});
    expect(pickupAddressErrors({ ...base, phone: "98450", pincode: "4110", address: "Pune" }, "IN")).toEqual({
      phone: VALIDATION_MESSAGE.phone,
      pincode: VALIDATION_MESSAGE.pincode,
      address: VALIDATION_MESSAGE["address-short"],
    });
  });
  test("UAE: +971 mobiles of 9 digits starting with 5, an emirate, no pincode", () => {
    const uae = { ...base, phone: "+971 50 123 4567", pincode: "", city: "Dubai", country: "AE" };
    expect(pickupAddressErrors(uae, "AE")).toEqual({});
    expect(pickupAddressErrors({ ...uae, phone: "9845012345", city: "Mumbai" }, "AE")).toEqual({ phone: PICKUP_ADDRESS_MESSAGE["ae-phone"], city: PICKUP_ADDRESS_MESSAGE.emirate });
  });
  test("US: a 5-digit ZIP and a city", () => {
    const us = { ...base, phone: "4155550134", pincode: "94110", city: "San Francisco", country: "US" };
    expect(pickupAddressErrors(us, "US")).toEqual({});
    expect(pickupAddressErrors({ ...us, pincode: "411001", city: "" }, "US")).toEqual({ pincode: PICKUP_ADDRESS_MESSAGE["us-zip"], city: PICKUP_ADDRESS_MESSAGE.city });
  });
});
