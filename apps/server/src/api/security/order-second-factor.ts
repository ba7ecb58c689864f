import type { OrderShipments } from "../../db/repositories/records.ts";
import { emailMatches, phoneMatchesAny } from "./contact-match.ts";
import { securityKeyMatchesAny } from "./security-key.ts";

/** What an order link may carry besides the order id (spec section 2: mobile, email or reference_number). */
export interface SecondFactor {
  mobile?: string | undefined;
  email?: string | undefined;
  referenceNumber?: string | undefined;
}

/**
 * Whether an order-id lookup also proves knowledge of the order: its mobile (or alternate
 * number), its email, or one of its shipments' reference numbers. Order ids are short and
 * sequential, so the id alone proves nothing. Every check runs, in constant time, so the
 * time taken does not tell which factor failed or whether the order exists.
 */
export function provesOrder(order: OrderShipments | undefined, given: SecondFactor): boolean {
  const customer = order?.order.customer;
  const references = order?.shipments.map((s) => s.shipment.referenceNumber) ?? [];
  const checks = [
    given.mobile !== undefined && phoneMatchesAny([customer?.phone ?? null, customer?.alternatePhone ?? null], given.mobile),
    given.email !== undefined && emailMatches(customer?.email ?? null, given.email),
    given.referenceNumber !== undefined && securityKeyMatchesAny(references, given.referenceNumber),
  ];
  return order !== undefined && checks.some(Boolean);
}
