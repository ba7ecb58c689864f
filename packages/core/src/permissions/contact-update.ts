import { forwardStageOfCode, type ForwardStage } from "../status/forward-stage.ts";
import type { StatusEvent } from "../status/status-event.ts";

/**
 * Once any scan shows one of these, updating the contact number no longer helps the
 * delivery, so the form is disabled (spec section 6: delivered, lost, damaged, returned,
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
