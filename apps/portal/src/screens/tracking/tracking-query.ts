import type { TrackOrderQuery } from "@portal/core/api";
import type { LinkParams } from "@portal/core/routes";

/**
 * The link parameters track-order (and edd) take: product rules §7. An order link's second
 * factor (mobile, email, reference number) goes along: a key-checking brand opens an order
 * id only with it or a valid key.
 */
const TRACK_QUERY_PARAMS = [
  "waybill",
  "order_id",
  "cp_id",
  "security_key",
  "mobile",
  "email",
  "reference_number",
] as const satisfies readonly (keyof TrackOrderQuery)[];

/** The track-order query of a link: its waybill or order id, courier id, security key and second factor. */
export function trackQueryOf(params: LinkParams): TrackOrderQuery {
  const query: TrackOrderQuery = {};
  for (const name of TRACK_QUERY_PARAMS) {
    const value = params[name];
    if (value) query[name] = value;
  }
  return query;
}

/** Two links ask for the same tracking exactly when their keys are equal. */
export function trackQueryKey(params: LinkParams): string {
  const query = trackQueryOf(params);
  return TRACK_QUERY_PARAMS.map((name) => `${name}=${query[name] ?? ""}`).join("&");
}

/** The order link's second factor (mobile, email or reference number), for an order-id lookup. */
export function secondFactorOf(params: LinkParams): Pick<TrackOrderQuery, "mobile" | "email" | "reference_number"> {
  const { mobile, email, reference_number } = trackQueryOf(params);
  return { mobile, email, reference_number };
}
