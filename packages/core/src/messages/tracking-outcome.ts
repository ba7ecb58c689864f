import type { ApiResult } from "../api/api-result.ts";
import { readTrackOrderResult, type OrderLookupResult, type TrackingEntry, type TrackOrderResult } from "../api/track-order.ts";
import { HIDDEN_ORDER_STATUS_CODE } from "../orders/order-button.ts";

/**
 * What the tracking page shows for a track-order answer (product rules §8):
 * - not-found: HTTP 400, no data, another brand's shipment, or latest code 23 - all get
 *   the "not shipped yet or wrong order number" message;
 * - error: any other failure (the tracking error state).
 */
export type TrackingOutcome =
  | { kind: "order"; order: OrderLookupResult }
  | { kind: "shipment"; waybill: string; entry: TrackingEntry }
  | { kind: "not-found" }
  | { kind: "error"; message: string };

export interface TrackingOutcomeContext {
  /** The brand's enterprise user; a shipment of another enterprise is not shown. */
  brandEnterprise?: string;
}

export function trackingOutcomeOf(result: ApiResult<TrackOrderResult>, context: TrackingOutcomeContext = {}): TrackingOutcome {
  if (!result.ok) {
    const { kind, status, message } = result.error;
    const notFound = (kind === "http" || kind === "api") && (status === 400 || status === 404);
    return notFound ? { kind: "not-found" } : { kind: "error", message };
  }
  const lookup = readTrackOrderResult(result.data);
  switch (lookup.kind) {
    case "empty":
      return { kind: "not-found" };
    case "order":
      return lookup.order.shipments.length === 0 ? { kind: "not-found" } : { kind: "order", order: lookup.order };
    case "waybill": {
      const owner = lookup.entry.config.enterprise_user.trim();
      const brand = context.brandEnterprise?.trim() ?? "";
      const otherBrand = owner !== "" && brand !== "" && owner.toLowerCase() !== brand.toLowerCase();
      if (otherBrand || lookup.entry.latest_status.code === HIDDEN_ORDER_STATUS_CODE) return { kind: "not-found" };
      return { kind: "shipment", waybill: lookup.waybill, entry: lookup.entry };
    }
  }
}
