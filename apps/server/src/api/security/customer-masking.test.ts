import { describe, expect, test } from "vitest";
import { customerInfoFor } from "./customer-masking.ts";

const customer = { name: "Asha Rao", phone: "9876543210", address: "12 MG Road, Kothrud, Pune", pincode: "411001" };

describe("customer details by access", () => {
  test("in full with full access", () => {
    expect(customerInfoFor(customer, "full")).toEqual(customer);
  });

  test("no part of any field at status only", () => {
    const shown = customerInfoFor(customer, "status-only");
    expect(shown).toEqual({ name: "", phone: "", address: "", pincode: "" });
    // Not the initials, the last four digits, the city or the pincode's first digits.
    for (const part of ["A", "3210", "Pune", "411"]) expect(JSON.stringify(shown)).not.toContain(part);
  });

  test("missing details read as empty", () => {
    const sparse = { name: "Asha", phone: null, address: null, pincode: null };
    expect(customerInfoFor(sparse, "full")).toEqual({ name: "Asha", phone: "", address: "", pincode: "" });
    expect(customerInfoFor(sparse, "status-only")).toEqual({ name: "", phone: "", address: "", pincode: "" });
  });
});
