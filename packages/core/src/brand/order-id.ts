import type { BrandManifest } from "./brand-manifest.ts";

/** The order id as the brand shows it: its store prefix cut off (product rules §6, order-id trimming). */
export function displayOrderId(orderId: string, manifest: Pick<BrandManifest, "orderIdTrim">): string {
  const prefix = manifest.orderIdTrim.prefix;
  return prefix && orderId.startsWith(prefix) && orderId.length > prefix.length ? orderId.slice(prefix.length) : orderId;
}

/**
 * The order ids a typed one may stand for: as typed, and with the brand's store prefix put
 * back when the page showed it cut off (a shopper types the "311101" they were shown for
 * TL-311101). At most two, the typed one first.
 */
export function orderIdCandidates(typed: string, manifest: Pick<BrandManifest, "orderIdTrim">): string[] {
  const prefix = manifest.orderIdTrim.prefix;
  return prefix && !typed.startsWith(prefix) ? [typed, `${prefix}${typed}`] : [typed];
}
