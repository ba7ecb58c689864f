import { trackingOutcomeOf, type TrackingOutcome } from "@portal/core/messages";
import { buildReversePickupTimeline } from "@portal/core/timeline";
import { trackQueryOf } from "../../screens/tracking/tracking-query.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";

export interface ReverseLoad {
  outcome: TrackingOutcome;
  /** A failed pickup's reason code (npr feed), so the page says why; null when not failed or not given. */
  failureCode: number | null;
}

/**
 * `/reverse?waybill=…`: the return pickup's track-order outcome, and for a failed pickup its
 * reason code from the pickup feed (read only then: most pickups never fail).
 */
export async function loadReverse({ params, source, brandEnterprise }: ScreenLoaderInput): Promise<ReverseLoad> {
  if (!params.waybill && !params.order_id) return { outcome: { kind: "not-found" }, failureCode: null };
  const outcome = trackingOutcomeOf(await source.trackOrder(trackQueryOf(params)), { brandEnterprise });
  if (outcome.kind !== "shipment" || !outcome.entry.config.is_rvp) return { outcome, failureCode: null };
  if (buildReversePickupTimeline(outcome.entry.latest_status.code).stage !== "failed") return { outcome, failureCode: null };
  const feed = await source.getPickupFeed({ tracking_id: outcome.waybill, security_key: params.security_key });
  return { outcome, failureCode: feed.ok ? (feed.data.new_ndr ?? null) : null };
}
