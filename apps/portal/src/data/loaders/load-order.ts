import type { OrderLookupResult } from "@portal/core/api";
import { trackingOutcomeOf } from "@portal/core/messages";
import type { ScreenLoad } from "../screen-load.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";

export type OrderLoad = ScreenLoad<{ order: OrderLookupResult }>;

/** `/my-order?order_id=…`: the order of the link, through track-order (spec section 7). */
export async function loadOrder({ params, source, brandEnterprise }: ScreenLoaderInput): Promise<OrderLoad> {
  const orderId = params.order_id;
  if (!orderId) return { status: "no-link" };
  const outcome = trackingOutcomeOf(await source.trackOrder({ order_id: orderId, security_key: params.security_key }), { brandEnterprise });
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
