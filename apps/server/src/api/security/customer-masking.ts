import type { CustomerInfo } from "@portal/core/api";

export interface CustomerContact {
  name: string;
  phone: string | null;
  address: string | null;
  pincode: string | null;
}

const NOTHING: CustomerInfo = { name: "", phone: "", address: "", pincode: "" };

/**
 * The customer block of an answer as this shopper may see it: in full when the security
 * check granted access, else (an order opened by a second factor) nothing at all. Partial masks (initials, the phone's last
 * digits, the last address segment, pincode digits) were enough, put together across
 * calls and orders, to find and identify a customer, so without a valid key no part of
 * any field leaves the server (docs/security.md).
 */
export function customerInfoFor(customer: CustomerContact, granted: boolean): CustomerInfo {
  if (!granted) return { ...NOTHING };
  return {
    name: customer.name,
    phone: customer.phone ?? "",
    address: customer.address ?? "",
    pincode: customer.pincode ?? "",
  };
}
