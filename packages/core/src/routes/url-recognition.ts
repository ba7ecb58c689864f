import type { ScreenPath } from "./route-table.ts";

/** The query parameters the portal reads (product rules §2, URL recognition). */
export const LINK_PARAMS = ["security_key", "waybill", "order_id", "mobile", "email", "cp_id", "awbs", "reference_number"] as const;
export type LinkParam = (typeof LINK_PARAMS)[number];
export type LinkParams = Partial<Record<LinkParam, string>>;

/** Reads the known parameters; blank values count as absent. */
export function readLinkParams(search: URLSearchParams | string): LinkParams {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  const out: LinkParams = {};
  for (const name of LINK_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) out[name] = value;
  }
  return out;
}

const FORWARD_PATHS: ReadonlySet<ScreenPath> = new Set<ScreenPath>(["/", "/page", "/tracking", "/reverse", "/reverse/issue"]);
const RETURN_PATHS: ReadonlySet<ScreenPath> = new Set<ScreenPath>(["/returns", "/returns/status", "/return-exchange"]);

/**
 * A tracking URL is a forward path with a waybill or an order id
 * (a cp_id only counts together with one of them).
 */
export function isTrackingUrl(path: ScreenPath, params: LinkParams): boolean {
  return FORWARD_PATHS.has(path) && Boolean(params.waybill || params.order_id);
}

/**
 * A return URL is a return path with waybill + security_key, or order_id with one of
 * mobile, email, security_key or reference_number, or awbs.
 */
export function isReturnUrl(path: ScreenPath, params: LinkParams): boolean {
  if (!RETURN_PATHS.has(path)) return false;
  if (params.awbs) return true;
  if (params.waybill && params.security_key) return true;
  return Boolean(params.order_id && (params.mobile || params.email || params.security_key || params.reference_number));
}
