import type { ApiResult, TrackingEntry, TrackingFeedQuery, TrackingFeedResult, TrackOrderShipment } from "@portal/core/api";
import { trackingOutcomeOf } from "@portal/core/messages";
import { forwardStageOfCode } from "@portal/core/status";
import { stageOfferOf, type FeedDirection } from "@portal/ui";
import type { PortalDataSource } from "../../api/portal-data-source.ts";
import type { ScreenLoad } from "../screen-load.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";
import { secondFactorOf } from "../../screens/tracking/tracking-query.ts";

/** What a failure page knows once its calls are back. */
export type FailureIssueLoad = ScreenLoad<{
  waybill: string;
  entry: TrackingEntry;
  /** Null when the status alone rules the form out (the feed is not needed then). */
  feed: TrackingFeedResult | null;
  /** When the answer came (ISO): preferred dates count from here, the same on server and client. */
  loadedAt: string;
}>;

type FeedRead = (query: TrackingFeedQuery) => Promise<ApiResult<TrackingFeedResult>>;

/** Failed deliveries answer on tracking-feed, failed pickups on npr/tracking-feed (product rules §7). */
const FEED_READ = {
  delivery: (source) => source.getTrackingFeed,
  pickup: (source) => source.getPickupFeed,
} as const satisfies Record<FeedDirection, (source: PortalDataSource) => FeedRead>;

/** The shipment of an order link to act on: a failed one first, else the first shipped one. */
function shipmentToAct(shipments: readonly TrackOrderShipment[]): TrackOrderShipment | undefined {
  const shipped = shipments.filter((s) => s.waybill);
  const failed = shipped.find((s) => s.latest_status && forwardStageOfCode(s.latest_status.code) === "failed-delivery");
  return failed ?? shipped[0];
}

/**
 * `/issue` and `/reverse/issue`: the shipment (track-order) and its feed (the open reason
 * code and the concern raised), in parallel when the link names the waybill. Never throws.
 */
export async function loadFailureIssue(direction: FeedDirection, input: ScreenLoaderInput): Promise<FailureIssueLoad> {
  const { source, params, brandEnterprise, now } = input;
  const feedRead = FEED_READ[direction](source);
  const readFeed = (waybill: string, securityKey = params.security_key) => feedRead({ tracking_id: waybill, security_key: securityKey });
  if (!params.waybill && !params.order_id) return { status: "not-found" };

  // Started at once: on a slow network the two calls overlap instead of queueing.
  const earlyFeed = params.waybill ? readFeed(params.waybill) : undefined;
  const track = await source.trackOrder({
    waybill: params.waybill,
    order_id: params.order_id,
    cp_id: params.cp_id,
    security_key: params.security_key,
    ...secondFactorOf(params),
  });
  let outcome = trackingOutcomeOf(track, { brandEnterprise });
  let feedPromise = earlyFeed;

  if (outcome.kind === "order") {
    const shipment = shipmentToAct(outcome.order.shipments);
    const waybill = shipment?.waybill;
    if (!waybill) return { status: "not-found" };
    // A proven order names each shipment's own key (key-checking brands); the link's key may be another shipment's.
    const securityKey = shipment.security_key ?? params.security_key;
    const [byWaybill, feed] = [source.trackOrder({ waybill, security_key: securityKey }), readFeed(waybill, securityKey)];
    outcome = trackingOutcomeOf(await byWaybill, { brandEnterprise });
    feedPromise = feed;
  }
  if (outcome.kind === "not-found" || outcome.kind === "order") return { status: "not-found" };
  if (outcome.kind === "error") return { status: "failed" };

  const { waybill, entry } = outcome;
  const loadedAt = now().toISOString();
  if (stageOfferOf(direction, entry).kind === "not-offered") return { status: "ready", waybill, entry, feed: null, loadedAt };
  const feed = await (feedPromise ?? readFeed(waybill));
  if (!feed.ok) return { status: "failed" };
  return { status: "ready", waybill, entry, feed: feed.data, loadedAt };
}
