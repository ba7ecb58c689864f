import type { CustomerInfo } from "@portal/core/api";
import { can, visibleCustomerDetails, type TrackingAccess } from "@portal/core/permissions";

export interface CustomerContact {
  name: string;
  phone: string | null;
  address: string | null;
  pincode: string | null;
}

/**
 * The customer block of a tracking answer as this shopper may see it: in full with access
 * to customer details, else name, phone, address (and pincode) masked by core's rules so
 * the rightful shopper can still recognise them (spec section 6).
 */
export function customerInfoFor(customer: CustomerContact, access: TrackingAccess): CustomerInfo {
  const details = {
    name: customer.name,
    phone: customer.phone ?? "",
    address: customer.address ?? "",
    pincode: customer.pincode ?? "",
  };
  return visibleCustomerDetails(details, !can(access, "see-customer-details"));
}
