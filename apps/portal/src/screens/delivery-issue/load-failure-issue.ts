import {
  apiFail,
  apiOk,
  type ApiResult,
  type PortalApiClient,
  type TrackingEntry,
  type TrackingFeedResult,
  type TrackOrderResult,
  type TrackOrderShipment,
} from "@portal/core/api";
import { trackingOutcomeOf } from "@portal/core/messages";
import type { LinkParams } from "@portal/core/routes";
import { forwardStageOfCode } from "@portal/core/status";
import { stageOfferOf, type FeedDirection } from "@portal/ui";
import type { TrackingAnswer } from "../../state/initial-state.ts";
import { feedCallsOf } from "./feed-calls.ts";

/** What a failure page knows once its calls are back. */
export type FailureIssueLoad =
  /** Not shipped yet, wrong number, another brand's or expired: the spec's one message. */
  | { status: "not-found" }
  /** No answer (offline, time-out, server error): the shopper may try again. */
  | { status: "failed" }
  | {
      status: "ready";
      waybill: string;
      entry: TrackingEntry;
      /** Null when the status alone rules the form out (the feed is not needed then). */
      feed: TrackingFeedResult | null;
      /** When the answer came: preferred dates count from here. */
      loadedAt: Date;
    };

export interface LoadFailureIssueInput {
  api: PortalApiClient;
  direction: FeedDirection;
  params: LinkParams;
  /** The track-order answer the server inlined, if it fetched one for this page. */
  inlined: TrackingAnswer | undefined;
  brandEnterprise: string;
  now?: () => Date;
}

function resultOfAnswer(answer: TrackingAnswer): ApiResult<TrackOrderResult> {
  return answer.kind === "result" ? apiOk(answer.result) : apiFail({ kind: "http", status: answer.status, message: answer.message });
}

/** The shipment of an order link to act on: a failed one first, else the first shipped one. */
function shipmentToAct(shipments: readonly TrackOrderShipment[]): string | undefined {
  const shipped = shipments.filter((s) => s.waybill);
  const failed = shipped.find((s) => s.latest_status && forwardStageOfCode(s.latest_status.code) === "failed-delivery");
  return (failed ?? shipped[0])?.waybill ?? undefined;
}

/**
 * Loads a failure page: the shipment (track-order, or the server's inlined answer) and its
 * feed (the open reason code and the concern raised), in parallel when the link names the
 * waybill. Never throws.
 */
export async function loadFailureIssue(input: LoadFailureIssueInput): Promise<FailureIssueLoad> {
  const { api, direction, params, inlined, brandEnterprise, now = () => new Date() } = input;
  const feedCalls = feedCallsOf(api, direction);
  const readFeed = (waybill: string) => feedCalls.read({ tracking_id: waybill, security_key: params.security_key });
  if (!params.waybill && !params.order_id) return { status: "not-found" };

  // Started at once: on a slow network the two calls overlap instead of queueing.
  const earlyFeed = params.waybill ? readFeed(params.waybill) : undefined;
  const track =
    inlined && params.waybill
      ? resultOfAnswer(inlined)
      : await api.trackOrder({ waybill: params.waybill, order_id: params.order_id, cp_id: params.cp_id, security_key: params.security_key });
  let outcome = trackingOutcomeOf(track, { brandEnterprise });
  let feedPromise = earlyFeed;

  if (outcome.kind === "order") {
    const waybill = shipmentToAct(outcome.order.shipments);
    if (!waybill) return { status: "not-found" };
    const [byWaybill, feed] = [api.trackOrder({ waybill, security_key: params.security_key }), readFeed(waybill)];
    outcome = trackingOutcomeOf(await byWaybill, { brandEnterprise });
    feedPromise = feed;
  }
  if (outcome.kind === "not-found" || outcome.kind === "order") return { status: "not-found" };
  if (outcome.kind === "error") return { status: "failed" };

  const { waybill, entry } = outcome;
  if (stageOfferOf(direction, entry).kind === "not-offered") return { status: "ready", waybill, entry, feed: null, loadedAt: now() };
  const feed = await (feedPromise ?? readFeed(waybill));
  if (!feed.ok) return { status: "failed" };
  return { status: "ready", waybill, entry, feed: feed.data, loadedAt: now() };
}
