import { describe, expect, test } from "vitest";
import { customerInfoFor } from "./customer-masking.ts";

const customer = { name: "Asha Rao", phone: "9876543210", address: "12 MG Road, Kothrud, Pune", pincode: "411001" };

describe("customer details by access", () => {
  test("in full with full access", () => {
    expect(customerInfoFor(customer, "full")).toEqual(customer);
  });

  test("masked by core's rules at status only", () => {
    expect(customerInfoFor(customer, "status-only")).toEqual({
      name: "A*** R**",
      phone: "******3210",
      address: "** ** ****, *******, Pune",
      pincode: "411***",
    });
  });

  test("missing details read as empty, masked or not", () => {
    const sparse = { name: "Asha", phone: null, address: null, pincode: null };
    expect(customerInfoFor(sparse, "full")).toEqual({ name: "Asha", phone: "", address: "", pincode: "" });
    expect(customerInfoFor(sparse, "status-only")).toEqual({ name: "A***", phone: "", address: "", pincode: "" });
  });
});
