import { forwardStageOfCode, type ForwardStage } from "../status/forward-stage.ts";
import { reverseStageOfCode, type ReverseStage } from "../status/reverse-stage.ts";
import type { StatusEvent } from "../status/status-event.ts";

/**
 * Once any scan shows one of these, updating the contact number no longer helps the
 * delivery, so the form is disabled (product rules §6: delivered, lost, damaged, returned,
 * failed).
 */
export const CONTACT_UPDATE_BLOCKING_STAGES = [
  "delivered",
  "lost",
  "damaged",
  "returned-to-origin",
  "failed-delivery",
] as const satisfies readonly ForwardStage[];

export interface ContactUpdateInput {
  scans: readonly StatusEvent[];
  /** config.allow_contact_update; default on. */
  allowed?: boolean;
}

export function isContactUpdateAllowed({ scans, allowed = true }: ContactUpdateInput): boolean {
  if (!allowed) return false;
  return !scans.some((scan) => {
    const stage = forwardStageOfCode(scan.code);
    return stage !== undefined && (CONTACT_UPDATE_BLOCKING_STAGES as readonly ForwardStage[]).includes(stage);
  });
}

/**
 * Reverse pickup stages after which a new number no longer helps the pickup, the pickup
 * counterpart of CONTACT_UPDATE_BLOCKING_STAGES.
 */
export const PICKUP_CONTACT_UPDATE_BLOCKED = {
  requested: false,
  "out-for-pickup": false,
  failed: true,
  "picked-up": true,
  cancelled: true,
  "returned-to-warehouse": true,
} as const satisfies Record<ReverseStage, boolean>;

/** The same rule for a reverse pickup, read by the pickup codes of its scans. */
export function isPickupContactUpdateAllowed({ scans, allowed = true }: ContactUpdateInput): boolean {
  if (!allowed) return false;
  return !scans.some((scan) => {
    const stage = reverseStageOfCode(scan.code);
    return stage !== undefined && PICKUP_CONTACT_UPDATE_BLOCKED[stage];
  });
}
