import type { MessageDescriptor } from "@lingui/core";
import type { TrackOrderShipment } from "@portal/core/api";
import { ORDER_BUTTON_LABEL, orderButtonOf } from "@portal/core/orders";
import {
  EXTRA_STATUS_LABEL,
  FORWARD_STAGE_LABEL,
  FORWARD_STAGE_TONE,
  REVERSE_STAGE_LABEL,
  REVERSE_STAGE_TONE,
  forwardStageOfCode,
  reverseStageOfCode,
  type StatusTone,
} from "@portal/core/status";

/** How one shipment of an order reads in the list: trackable with a status, or not shipped yet. */
export type OrderShipmentView =
  | { kind: "trackable"; waybill: string; state: string; label: MessageDescriptor; tone: StatusTone; page: "tracking" | "reverse" }
  | { kind: "not-shipped"; state: "shipping-soon" | "cancelled"; label: MessageDescriptor; tone: StatusTone };

const NOT_SHIPPED_TONE = { "shipping-soon": "neutral", cancelled: "failure" } as const satisfies Record<"shipping-soon" | "cancelled", StatusTone>;

/**
 * Core's order rules decide: without a waybill a shipment is "shipping soon" or "cancelled";
 * with one it links to its own tracking page and shows its stage. A return pickup reads
 * reverse codes and opens its own (reverse) page, never a forward "Order placed".
 */
export function orderShipmentViewOf(shipment: TrackOrderShipment, now: Date): OrderShipmentView {
  const waybill = shipment.waybill?.trim();
  if (!waybill) {
    const button = orderButtonOf(shipment, now);
    const state = button === "cancelled" ? "cancelled" : "shipping-soon";
    return { kind: "not-shipped", state, label: ORDER_BUTTON_LABEL[state], tone: NOT_SHIPPED_TONE[state] };
  }
  const code = shipment.latest_status?.code;
  if (shipment.is_rvp) {
    const stage = code === undefined ? undefined : reverseStageOfCode(code);
    return stage
      ? { kind: "trackable", waybill, state: stage, label: REVERSE_STAGE_LABEL[stage], tone: REVERSE_STAGE_TONE[stage], page: "reverse" }
      : { kind: "trackable", waybill, state: "shipping-soon", label: EXTRA_STATUS_LABEL["shipping-soon"], tone: "neutral", page: "reverse" };
  }
  const stage = code === undefined ? undefined : forwardStageOfCode(code);
  return stage
    ? { kind: "trackable", waybill, state: stage, label: FORWARD_STAGE_LABEL[stage], tone: FORWARD_STAGE_TONE[stage], page: "tracking" }
    : { kind: "trackable", waybill, state: "shipping-soon", label: EXTRA_STATUS_LABEL["shipping-soon"], tone: "neutral", page: "tracking" };
}
