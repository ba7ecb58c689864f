import type { OrderLookupResult } from "@portal/core/api";
import { trackingOutcomeOf } from "@portal/core/messages";
import type { ScreenLoad } from "../screen-load.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";
import { secondFactorOf } from "../../screens/tracking/tracking-query.ts";

export type OrderLoad = ScreenLoad<{ order: OrderLookupResult }>;

/**
 * `/my-order?order_id=…`: the order of the link, through track-order (product rules §7), with
 * the link's second factor, which a key-checking brand needs to open an order id.
 */
export async function loadOrder({ params, source, brandEnterprise }: ScreenLoaderInput): Promise<OrderLoad> {
  const orderId = params.order_id;
  if (!orderId) return { status: "no-link" };
  const outcome = trackingOutcomeOf(await source.trackOrder({ order_id: orderId, security_key: params.security_key, ...secondFactorOf(params) }), {
    brandEnterprise,
  });
  switch (outcome.kind) {
    case "order":
      return { status: "ready", order: outcome.order };
    case "error":
      return { status: "failed" };
    case "shipment":
    case "not-found":
      return { status: "not-found" };
  }
}
