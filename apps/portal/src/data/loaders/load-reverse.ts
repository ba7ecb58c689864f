import { trackingOutcomeOf, type TrackingOutcome } from "@portal/core/messages";
import { trackQueryOf } from "../../screens/tracking/tracking-query.ts";
import type { ScreenLoaderInput } from "./loader-input.ts";

export interface ReverseLoad {
  outcome: TrackingOutcome;
}

/** `/reverse?waybill=…`: the return pickup's track-order outcome. */
export async function loadReverse({ params, source, brandEnterprise }: ScreenLoaderInput): Promise<ReverseLoad> {
  if (!params.waybill && !params.order_id) return { outcome: { kind: "not-found" } };
  return { outcome: trackingOutcomeOf(await source.trackOrder(trackQueryOf(params)), { brandEnterprise }) };
}
