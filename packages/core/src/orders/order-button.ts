import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isWithinDays } from "../dates/instant.ts";
import { forwardStageOfCode } from "../status/forward-stage.ts";
import { isReverseActionFormShown } from "../status/reverse-stage.ts";
import { EXTRA_STATUS_LABEL } from "../status/status-labels.ts";
import type { StatusEvent } from "../status/status-event.ts";
import { FEEDBACK_BUTTON_DAYS } from "../rating/rating-window.ts";

/** The one button each shipment of "My orders" shows (product rules §4). */
export const ORDER_BUTTONS = ["give-feedback", "view-details", "raise-concern", "shipping-soon", "cancelled"] as const;
export type OrderButton = (typeof ORDER_BUTTONS)[number];

export const ORDER_BUTTON_LABEL = {
  "give-feedback": msg`Give delivery feedback`,
  "view-details": msg`View details`,
  "raise-concern": msg`Raise a concern`,
  "shipping-soon": EXTRA_STATUS_LABEL["shipping-soon"],
  cancelled: msg`Cancelled`,
} as const satisfies Record<OrderButton, MessageDescriptor>;

/** Only `shipping-soon` and `cancelled` are plain labels; the others are actions. */
export const ORDER_BUTTON_IS_ACTION = {
  "give-feedback": true,
  "view-details": true,
  "raise-concern": true,
  "shipping-soon": false,
  cancelled: false,
} as const satisfies Record<OrderButton, boolean>;

/** What the rule needs of a shipment; the API's TrackOrderShipment fits. */
export interface OrderShipmentLike {
  waybill?: string | null;
  latest_status?: StatusEvent | null;
  /** Already rated: feedback is not offered again. */
  rated?: boolean;
  /** A return pickup (RVP): its codes are reverse codes and its buttons its own. */
  is_rvp?: boolean;
}

/** Expired shipments (code 23) are not listed (product rules §4). */
export const HIDDEN_ORDER_STATUS_CODE = 23;

/** The one button a shipment shows, by its direction: a delivery's or a return pickup's. */
export function orderButtonOf(shipment: OrderShipmentLike, now: Date): OrderButton {
  return shipment.is_rvp ? pickupButtonOf(shipment) : deliveryButtonOf(shipment, now);
}

/**
 * - No waybill yet: "cancelled" when the latest status is cancelled, else "shipping soon".
 * - Delivered within 3 days and not rated yet: give feedback; delivered earlier, or rated: view details.
 * - Failed delivery: raise a concern.
 * - Anything else in progress: view details (the tracking page).
 */
function deliveryButtonOf(shipment: OrderShipmentLike, now: Date): OrderButton {
  const status = shipment.latest_status ?? null;
  const stage = status ? forwardStageOfCode(status.code) : undefined;
  if (!shipment.waybill?.trim()) return stage === "cancelled" ? "cancelled" : "shipping-soon";
  if (stage === "failed-delivery") return "raise-concern";
  if (stage === "delivered" && status && !shipment.rated && isWithinDays(status.timestamp, now, FEEDBACK_BUTTON_DAYS)) return "give-feedback";
  return "view-details";
}

/**
 * A return pickup: "shipping soon" until it has a waybill; then a concern while its failed
 * pickup is open (the reverse page's own take-action rule, isReverseActionFormShown), else
 * its details. Delivery feedback is not asked of a pickup.
 */
function pickupButtonOf(shipment: OrderShipmentLike): OrderButton {
  if (!shipment.waybill?.trim()) return "shipping-soon";
  return shipment.latest_status && isReverseActionFormShown(shipment.latest_status.code) ? "raise-concern" : "view-details";
}

/** The shipments to list: all but those whose latest status is code 23. */
export function listedOrderShipments<T extends OrderShipmentLike>(shipments: readonly T[]): T[] {
  return shipments.filter((s) => s.latest_status?.code !== HIDDEN_ORDER_STATUS_CODE);
}
