import type { OrderLookupResult, TrackOrderShipment } from "@portal/core/api";
import type { LinkParams } from "@portal/core/routes";
import { listedOrderShipments, orderButtonOf, type OrderButton } from "@portal/core/orders";
import { forwardStageOfCode, reverseStageOfCode, type ForwardStage, type ReverseStage } from "@portal/core/status";

/** Where each action button leads; labels (shipping soon, cancelled) lead nowhere. */
const BUTTON_TARGET = {
  "give-feedback": { path: "/tracking", hash: "#rating" },
  "view-details": { path: "/tracking", hash: "" },
  "raise-concern": { path: "/issue", hash: "" },
  "shipping-soon": null,
  cancelled: null,
} as const satisfies Record<OrderButton, { path: string; hash: string } | null>;

/** A delivery reads forward codes; a return pickup reads reverse codes and opens /reverse. */
export type OrderShipmentStage = { direction: "delivery"; stage: ForwardStage } | { direction: "pickup"; stage: ReverseStage };

export interface OrderShipmentRow {
  key: string;
  shipment: TrackOrderShipment;
  stage: OrderShipmentStage | undefined;
  button: OrderButton;
  /** The button's link, or undefined for a plain label. */
  href: string | undefined;
}

/** The shipments to list (code 23 dropped) with core's button for each (a delivery's or a pickup's). */
export function orderShipmentRows(
  order: OrderLookupResult,
  { now, routePrefix, params }: { now: Date; routePrefix: string; params: LinkParams },
): OrderShipmentRow[] {
  return listedOrderShipments(order.shipments).map((shipment, index) => {
    const button = orderButtonOf(shipment, now);
    const target = shipment.is_rvp ? PICKUP_TARGET : BUTTON_TARGET[button];
    const waybill = shipment.waybill?.trim();
    return {
      key: waybill || `pending-${index}`,
      shipment,
      stage: stageOf(shipment),
      button,
      href:
        target && waybill
          ? `${routePrefix}${target.path}?${linkQuery(waybill, shipment.cp_id, shipment.security_key ?? params.security_key)}${target.hash}`
          : undefined,
    };
  });
}

/** A return pickup always opens its own (reverse) timeline. */
const PICKUP_TARGET = { path: "/reverse", hash: "" } as const;

function stageOf(shipment: TrackOrderShipment): OrderShipmentStage | undefined {
  const code = shipment.latest_status?.code;
  if (code === undefined) return undefined;
  if (shipment.is_rvp) {
    const stage = reverseStageOfCode(code);
    return stage ? { direction: "pickup", stage } : undefined;
  }
  const stage = forwardStageOfCode(code);
  return stage ? { direction: "delivery", stage } : undefined;
}

function linkQuery(waybill: string, cpId: number | null | undefined, securityKey: string | undefined): string {
  const query = new URLSearchParams({ waybill });
  if (cpId !== null && cpId !== undefined) query.set("cp_id", String(cpId));
  if (securityKey) query.set("security_key", securityKey);
  return query.toString();
}
