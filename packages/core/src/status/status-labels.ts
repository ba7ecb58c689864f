import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ForwardStage } from "./forward-stage.ts";

/** Label of each forward stage, as shown on the status badge and timeline. */
export const FORWARD_STAGE_LABEL = {
  "order-placed": msg`Order placed`,
  "ready-to-ship": msg`Ready to ship`,
  dispatched: msg`Dispatched`,
  "in-transit": msg`In transit`,
  "out-for-delivery": msg`Out for delivery`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  lost: msg`Lost`,
  damaged: msg`Damaged`,
  expired: msg`Expired`,
  "failed-delivery": msg`Failed delivery`,
  "returned-to-origin": msg`Returned to origin`,
} as const satisfies Record<ForwardStage, MessageDescriptor>;

/**
 * Status labels the product rules list without a code mapping (section 4). Reverse pickups, return
 * requests and order lists reuse them, so each text exists once in the catalog.
 */
export const EXTRA_STATUS_LABELS = [
  "pickup-requested",
  "return-placed",
  "pickup-cancelled",
  "out-for-pickup",
  "picked-up",
  "returned",
  "reached-warehouse",
  "shipped",
  "ready-for-dispatch",
  "shipping-soon",
] as const;
export type ExtraStatusLabel = (typeof EXTRA_STATUS_LABELS)[number];

export const EXTRA_STATUS_LABEL = {
  "pickup-requested": msg`Pickup requested`,
  "return-placed": msg`Return placed`,
  "pickup-cancelled": msg`Pickup cancelled`,
  "out-for-pickup": msg`Out for pickup`,
  "picked-up": msg`Picked up`,
  returned: msg`Returned`,
  "reached-warehouse": msg`Reached warehouse`,
  shipped: msg`Shipped`,
  "ready-for-dispatch": msg`Ready for dispatch`,
  "shipping-soon": msg`Shipping soon`,
} as const satisfies Record<ExtraStatusLabel, MessageDescriptor>;
