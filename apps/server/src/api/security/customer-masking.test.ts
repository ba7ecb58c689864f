import { describe, expect, test } from "vitest";
import { customerInfoFor } from "./customer-masking.ts";

const customer = { name: "Asha Rao", phone: "9876543210", address: "12 MG Road, Kothrud, Pune", pincode: "411001" };

describe("customer details by access", () => {
  test("in full when access is granted", () => {
    expect(customerInfoFor(customer, true)).toEqual(customer);
  });

  test("no part of any field without access (an order opened by a second factor)", () => {
    const shown = customerInfoFor(customer, false);
    expect(shown).toEqual({ name: "", phone: "", address: "", pincode: "" });
    // Not the initials, the last four digits, the city or the pincode's first digits.
    for (const part of ["A", "3210", "Pune", "411"]) expect(JSON.stringify(shown)).not.toContain(part);
  });

  test("missing details read as empty", () => {
    const sparse = { name: "Asha", phone: null, address: null, pincode: null };
    expect(customerInfoFor(sparse, true)).toEqual({ name: "Asha", phone: "", address: "", pincode: "" });
    expect(customerInfoFor(sparse, false)).toEqual({ name: "", phone: "", address: "", pincode: "" });
  });
});
