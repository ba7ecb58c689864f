import { LINK_PARAMS, type LinkParams } from "@portal/core/routes";
import type { UserState } from "../../state/initial-state.ts";

type RoutePrefix = UserState["routePrefix"];

/** `?a=1&b=2` of the link parameters that are set, in a stable order; "" when none. */
export function linkSearch(params: LinkParams): string {
  const query = new URLSearchParams();
  for (const name of LINK_PARAMS) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Update Contact and Take Action keep the shopper's link (waybill, security key...) so the next screen knows the shipment. */
export function updateContactHref(prefix: RoutePrefix, params: LinkParams): string {
  return `${prefix}/update-contact${linkSearch(params)}`;
}

export function takeActionHref(prefix: RoutePrefix, params: LinkParams): string {
  return `${prefix}/issue${linkSearch(params)}`;
}

/** My Orders for the shipment's order; the security key travels along so a brand that checks keys shows it. */
export function myOrdersHref(prefix: RoutePrefix, orderId: string, securityKey?: string): string {
  return `${prefix}/my-order${linkSearch({ order_id: orderId, ...(securityKey ? { security_key: securityKey } : {}) })}`;
}

/** One shipment's own tracking page, from an order's list: a return pickup's is `/reverse`. */
export function shipmentTrackingHref(
  prefix: RoutePrefix,
  shipment: { waybill: string; cpId?: number | null },
  securityKey?: string,
  page: "tracking" | "reverse" = "tracking",
): string {
  return `${prefix}/${page}${linkSearch({
    waybill: shipment.waybill,
    ...(shipment.cpId != null ? { cp_id: String(shipment.cpId) } : {}),
    ...(securityKey ? { security_key: securityKey } : {}),
  })}`;
}

/** The home screen, to search again. */
export function homeHref(prefix: RoutePrefix): string {
  return prefix === "" ? "/" : prefix;
}
