import type { EddUi } from "@portal/core/api";
import { trackingOutcomeOf, type TrackingOutcome } from "@portal/core/messages";
import { isTrackingUrl } from "@portal/core/routes";
import { trackQueryOf } from "../../screens/tracking/tracking-query.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";

/**
 * `/`, `/page`, `/tracking`: the search form, or a tracking link's outcome (spec section 8:
 * shipment, order, not shipped, or the retry state) with its expected-delivery message.
 */
export type TrackingLoad = { kind: "search" } | { kind: "tracking"; outcome: TrackingOutcome; edd: EddUi | null };

/** track-order and edd take the same parameters, so both are asked at once for a waybill link. */
export async function loadTracking({ path, params, source, brandEnterprise }: ScreenLoaderInput): Promise<TrackingLoad> {
  if (!path || !isTrackingUrl(path, params)) return { kind: "search" };
  const query = trackQueryOf(params);
  const earlyEdd = params.waybill ? source.getEdd(query) : undefined;
  const outcome = trackingOutcomeOf(await source.trackOrder(query), { brandEnterprise });
  if (outcome.kind !== "shipment") return { kind: "tracking", outcome, edd: null };
  const edd = await (earlyEdd ?? source.getEdd(trackQueryOf({ ...params, waybill: outcome.waybill })));
  return { kind: "tracking", outcome, edd: edd.ok ? (edd.data.edd_ui ?? null) : null };
}
