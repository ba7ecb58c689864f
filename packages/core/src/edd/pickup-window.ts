import { isCalendarDate } from "../dates/calendar-date.ts";
import type { ReverseStage } from "../status/reverse-stage.ts";

/** The days a courier gave for a return pickup (YYYY-MM-DD, the brand's calendar), first to last. */
export interface PickupWindow {
  from: string;
  to: string;
}

/** Whether the pickup is still to come at each stage: a failed pickup is tried again in a new window. */
const PICKUP_AHEAD = {
  requested: true,
  "out-for-pickup": true,
  failed: true,
  "picked-up": false,
  cancelled: false,
  "returned-to-warehouse": false,
} as const satisfies Record<ReverseStage, boolean>;

/**
 * The pickup window a return pickup's page shows (issue 33 item 15): the courier's expected
 * window (the shipment's edd_from-edd_to), or its one expected day, while the pickup is still
 * ahead; none once it is picked up, cancelled or back, or when the courier gave no date.
 */
export function pickupWindowOf(input: { stage: ReverseStage; eddFrom?: string | null; eddTo?: string | null; edd?: string | null }): PickupWindow | null {
  if (!PICKUP_AHEAD[input.stage]) return null;
  const from = input.eddFrom?.trim() ?? "";
  const to = input.eddTo?.trim() ?? "";
  if (isCalendarDate(from) && isCalendarDate(to)) return from <= to ? { from, to } : { from: to, to: from };
  const day = input.edd?.trim().slice(0, 10) ?? "";
  return isCalendarDate(day) ? { from: day, to: day } : null;
}
