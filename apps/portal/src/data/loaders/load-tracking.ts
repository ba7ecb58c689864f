import type { EddUi, TrackOrderQuery } from "@portal/core/api";
import { trackingOutcomeOf, type TrackingOutcome } from "@portal/core/messages";
import { isTrackingUrl } from "@portal/core/routes";
import { forwardTimelineData, type ForwardTimelineData } from "@portal/core/timeline";
import { forwardTimelineOfEntry } from "@portal/ui";
import { trackQueryOf } from "../../screens/tracking/tracking-query.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";

type ShipmentOutcome = Extract<TrackingOutcome, { kind: "shipment" }>;

/**
 * A tracking link's outcome as the page shows it: a shipment comes with its forward timeline,
 * built here (on the server for a link, in the browser after a search) so the page's own
 * script carries no timeline rules.
 */
export type ShownTrackingOutcome = Exclude<TrackingOutcome, ShipmentOutcome> | (ShipmentOutcome & { timeline: ForwardTimelineData });

/**
 * `/`, `/page`, `/tracking`: the search form, or a tracking link's outcome (product rules §8:
 * shipment, order, not shipped, or the retry state) with its expected-delivery message.
 */
export type TrackingLoad = { kind: "search" } | { kind: "tracking"; outcome: ShownTrackingOutcome; edd: EddUi | null };

/** track-order and edd take the same parameters, so both are asked at once for a waybill link. */
export async function loadTracking({ path, params, search, source, brandEnterprise, servedHref }: ScreenLoaderInput): Promise<TrackingLoad> {
  if (!path || !isTrackingUrl(path, params)) return { kind: "search" };
  const query = trackQueryOf(params);
  const earlyEdd = params.waybill ? source.getEdd(query) : undefined;
  // The search form's field tells the server this view came from a search (docs/insights.md); not on a refresh of the served page.
  const searchBy = servedHref ? null : search.get("search_by");
  const asked: TrackOrderQuery = searchBy === "waybill" || searchBy === "order_id" ? { ...query, search_by: searchBy } : query;
  const outcome = trackingOutcomeOf(await source.trackOrder(asked), { brandEnterprise });
  if (outcome.kind !== "shipment") return { kind: "tracking", outcome, edd: null };
  const edd = await (earlyEdd ?? source.getEdd(trackQueryOf({ ...params, waybill: outcome.waybill })));
  const shown = { ...outcome, timeline: forwardTimelineData(forwardTimelineOfEntry(outcome.entry)) };
  return { kind: "tracking", outcome: shown, edd: edd.ok ? (edd.data.edd_ui ?? null) : null };
}
