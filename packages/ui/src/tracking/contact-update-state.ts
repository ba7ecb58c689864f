import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TrackingEntry } from "@portal/core/api";
import { isContactUpdateAllowed } from "@portal/core/permissions";

/**
 * Whether the Update Contact button works, and if not, why: the shipment is past the point
 * where a new number helps (core's rule: delivered, lost, damaged, returned or failed), or
 * the brand does not offer it. (A link without a valid key on a brand that checks keys
 * never reaches a tracking page: it gets the not-found answer, docs/security.md.)
 */
export const CONTACT_UPDATE_STATES = ["allowed", "shipment-closed", "not-offered"] as const;
export type ContactUpdateState = (typeof CONTACT_UPDATE_STATES)[number];

export function contactUpdateStateOf(entry: Pick<TrackingEntry, "latest_status" | "scans" | "config">): ContactUpdateState {
  if (!isContactUpdateAllowed({ scans: [...entry.scans, entry.latest_status] })) return "shipment-closed";
  return entry.config.allow_contact_update ? "allowed" : "not-offered";
}

/** The explanation shown beside a disabled Update Contact button. */
export const CONTACT_UPDATE_NOTE = {
  allowed: null,
  "shipment-closed": msg`The contact number can no longer be changed for this shipment.`,
  "not-offered": msg`Contact number changes are not available for this shipment.`,
} as const satisfies Record<ContactUpdateState, MessageDescriptor | null>;
