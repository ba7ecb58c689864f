import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TrackingEntry } from "@portal/core/api";
import { CONTACT_UPDATE_BLOCKING_STAGES, isContactUpdateAllowed } from "@portal/core/permissions";
import { eventTime, forwardStageOfCode } from "@portal/core/status";

type BlockingStage = (typeof CONTACT_UPDATE_BLOCKING_STAGES)[number];
export type ContactClosedReason = BlockingStage | "not-allowed";

/** Why the numbers can no longer change (product rules §6), in the shopper's terms. */
export const CONTACT_CLOSED_MESSAGE = {
  delivered: msg`This shipment has already been delivered, so its contact number can no longer be changed.`,
  lost: msg`This shipment was lost in transit, so its contact number can no longer be changed.`,
  damaged: msg`This shipment was damaged in transit, so its contact number can no longer be changed.`,
  "returned-to-origin": msg`This shipment is going back to the seller, so its contact number can no longer be changed.`,
  "failed-delivery": msg`A delivery attempt has failed. Please use Take Action on the tracking page to give another number.`,
  "not-allowed": msg`The contact number cannot be changed for this shipment.`,
} as const satisfies Record<ContactClosedReason, MessageDescriptor>;

export type ContactPermission = { kind: "open" } | { kind: "closed"; reason: ContactClosedReason };

/**
 * Core's rule (no update after delivered, lost, damaged, returned or failed scans; the
 * shipment's own switch) with the newest blocking scan as the reason to show.
 */
export function contactPermissionOf(entry: TrackingEntry): ContactPermission {
  const scans = [...entry.scans, entry.latest_status];
  if (isContactUpdateAllowed({ scans, allowed: entry.config.allow_contact_update })) return { kind: "open" };
  // Newest first; a copy, as older phones' browsers lack Array#toSorted.
  const blocking = [...scans]
    .sort((a, b) => eventTime(b) - eventTime(a))
    .map((scan) => forwardStageOfCode(scan.code))
    .find((stage): stage is BlockingStage => stage !== undefined && (CONTACT_UPDATE_BLOCKING_STAGES as readonly string[]).includes(stage));
  return { kind: "closed", reason: blocking ?? "not-allowed" };
}
