import type { OrderShipments } from "@portal/db/repositories/records";
import { emailMatches, phoneMatchesAny } from "./contact-match.ts";
import { securityKeyMatchesAny } from "./security-key.ts";

/** What an order link may carry besides the order id (product rules §2: mobile, email or reference_number). */
export interface SecondFactor {
  mobile?: string | undefined;
  email?: string | undefined;
  referenceNumber?: string | undefined;
}

/**
 * What an order-id lookup proves besides the id: "contact" when it carries the order's
 * mobile (or alternate number) or email, which the shopper holds; "reference" when only one
 * of its shipments' reference numbers, which shops often derive from the order id (AC-50012
 * and REF-50012) and so a stranger can guess; else "none". Order ids are short and
 * sequential, so the id alone proves nothing. Every check runs, in constant time, so the
 * time taken does not tell which factor failed or whether the order exists.
 */
export type OrderProof = "none" | "reference" | "contact";

export function proofOfOrder(order: OrderShipments | undefined, given: SecondFactor): OrderProof {
  const customer = order?.order.customer;
  const references = order?.shipments.map((s) => s.shipment.referenceNumber) ?? [];
  const byPhone = given.mobile !== undefined && phoneMatchesAny([customer?.phone ?? null, customer?.alternatePhone ?? null], given.mobile);
  const byEmail = given.email !== undefined && emailMatches(customer?.email ?? null, given.email);
  const byReference = given.referenceNumber !== undefined && securityKeyMatchesAny(references, given.referenceNumber);
  if (order === undefined) return "none";
  return byPhone || byEmail ? "contact" : byReference ? "reference" : "none";
}
