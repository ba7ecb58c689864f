import type { FailureReason } from "@portal/core/feed-form";
import { ndrReasonOf } from "@portal/core/ndr";
import { pickupReasonOf } from "@portal/core/pickup";
import type { FailureDirection } from "../../../db/repositories/tracking-issue-configs.ts";

/** Failed deliveries read the NDR table (1-14), failed pickups the pickup table (1-11). */
const REASON_TABLE = {
  delivery: ndrReasonOf,
  pickup: pickupReasonOf,
} as const satisfies Record<FailureDirection, (code: number) => FailureReason>;

export function failureReasonOf(direction: FailureDirection, code: number): FailureReason {
  return REASON_TABLE[direction](code);
}

export function directionOfShipment(shipment: { isReverse: boolean }): FailureDirection {
  return shipment.isReverse ? "pickup" : "delivery";
}
