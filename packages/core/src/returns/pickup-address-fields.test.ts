import { describe, expect, test } from "vitest";
import { firstPickupAddressIssue, pickupAddressIssues } from "./pickup-address-fields.ts";

const base = { name: "Asha Rao", phone: "9845012345", email: "", address: "Flat 402, Lotus Residency", pincode: "411001", city: "", state: "", country: "IN" };

// product rules §9 through core's country fields: the same rule the form and the server apply.
describe("pickup address issues per country", () => {
  test("India: 10-digit phone (+91 allowed), 6-digit pincode, address 10..600; the pincode names the city", () => {
    expect(pickupAddressIssues({ ...base, phone: "+91 98450 12345" }, "IN")).toEqual({});
    expect(pickupAddressIssues({ ...base, name: " ", phone: "98450", pincode: "4110", address: "Pune" }, "IN")).toEqual({
      name: "name",
      phone: "phone",
      pincode: "pincode",
      address: "address-short",
    });
  });

  test("UAE: 9 digits from 5 (+971 allowed), an emirate from the list, no postal code asked", () => {
    const uae = { ...base, phone: "+971 50 123 4567", pincode: "", city: "dubai", country: "AE" };
    expect(pickupAddressIssues(uae, "AE")).toEqual({});
    expect(pickupAddressIssues({ ...uae, phone: "9845012345", city: "Mumbai" }, "AE")).toEqual({ phone: "phone-nine-from-5", city: "emirate" });
  });

  test("US: a 5-digit ZIP, a 10-digit number (+1 allowed) and a city", () => {
    const us = { ...base, phone: "+1 (415) 555-0134", pincode: "94110", city: "San Francisco", country: "US" };
    expect(pickupAddressIssues(us, "US")).toEqual({});
    expect(pickupAddressIssues({ ...us, pincode: "411001", city: " " }, "US")).toEqual({ pincode: "zip", city: "city" });
  });

  test("Philippines: a 4-digit postal code and a city; Germany: an international number, no postal code", () => {
    const ph = { ...base, phone: "9171234567", pincode: "1000", city: "Manila", country: "PH" };
    expect(pickupAddressIssues(ph, "PH")).toEqual({});
    expect(pickupAddressIssues({ ...ph, pincode: "411001", city: "" }, "PH")).toEqual({ pincode: "postal-code-ph", city: "city" });
    const de = { ...base, phone: "+49 151 23456789", pincode: "", city: "Berlin", country: "DE" };
    expect(pickupAddressIssues(de, "DE")).toEqual({});
    expect(pickupAddressIssues({ ...de, phone: "12" }, "DE")).toEqual({ phone: "phone-international" });
  });

  test("the first issue follows the form's field order", () => {
    expect(firstPickupAddressIssue(pickupAddressIssues({ ...base, address: "x", phone: "1" }, "IN"))).toBe("phone");
    expect(firstPickupAddressIssue({})).toBeUndefined();
  });
});
