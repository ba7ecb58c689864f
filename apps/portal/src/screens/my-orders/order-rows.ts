import type { OrderLookupResult, TrackOrderShipment } from "@portal/core/api";
import type { LinkParams } from "@portal/core/routes";
import { listedOrderShipments, orderButtonOf, type OrderButton } from "@portal/core/orders";
import { forwardStageOfCode, type ForwardStage } from "@portal/core/status";

/** Where each action button leads; labels (shipping soon, cancelled) lead nowhere. */
const BUTTON_TARGET = {
  "give-feedback": { path: "/tracking", hash: "#rating" },
  "view-details": { path: "/tracking", hash: "" },
  "raise-concern": { path: "/issue", hash: "" },
  "shipping-soon": null,
  cancelled: null,
} as const satisfies Record<OrderButton, { path: string; hash: string } | null>;

export interface OrderShipmentRow {
  key: string;
  shipment: TrackOrderShipment;
  stage: ForwardStage | undefined;
  button: OrderButton;
  /** The button's link, or undefined for a plain label. */
  href: string | undefined;
}

/** The shipments to list (code 23 dropped) with core's button for each. */
export function orderShipmentRows(order: OrderLookupResult, { now, routePrefix, params }: { now: Date; routePrefix: string; params: LinkParams }): OrderShipmentRow[] {
  return listedOrderShipments(order.shipments).map((shipment, index) => {
    const button = orderButtonOf(shipment, now);
    const target = BUTTON_TARGET[button];
    const waybill = shipment.waybill?.trim();
    return {
      key: waybill || `pending-${index}`,
      shipment,
      stage: shipment.latest_status ? forwardStageOfCode(shipment.latest_status.code) : undefined,
      button,
      href: target && waybill ? `${routePrefix}${target.path}?${linkQuery(waybill, shipment.cp_id, params.security_key)}${target.hash}` : undefined,
    };
  });
}

function linkQuery(waybill: string, cpId: number | null | undefined, securityKey: string | undefined): string {
  const query = new URLSearchParams({ waybill });
  if (cpId !== null && cpId !== undefined) query.set("cp_id", String(cpId));
  if (securityKey) query.set("security_key", securityKey);
  return query.toString();
}
