import type { BrandManifest } from "./brand-manifest.ts";

/** The order id as the brand shows it: its store prefix cut off (spec section 6, order-id trimming). */
export function displayOrderId(orderId: string, manifest: Pick<BrandManifest, "orderIdTrim">): string {
  const prefix = manifest.orderIdTrim.prefix;
  return prefix && orderId.startsWith(prefix) && orderId.length > prefix.length ? orderId.slice(prefix.length) : orderId;
}
