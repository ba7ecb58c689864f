import * as v from "valibot";
import { OptionalParamSchema, SecurityKeyParamSchema } from "./wire-fields.ts";

/**
 * GET live-tracking: a Server-Sent Events stream for one open tracking page. It sends no data,
 * only that the shipment changed (`changed`, its id the shipment's version), so the page reads
 * the news through track-order with the same key checks and masking as any other read; and
 * `end` once the shipment has reached a final stage, after which the page stops listening.
 * A shipment the caller may not see, or one already final, is answered without a stream.
 */
export { LIVE_TRACKING_EVENT, LIVE_TRACKING_PATH } from "../live/index.ts";

export const LiveTrackingQuerySchema = v.pipe(
  v.object({ waybill: OptionalParamSchema, security_key: SecurityKeyParamSchema }),
  v.check((q) => Boolean(q.waybill), "Pass the waybill of the open tracking page."),
);
export type LiveTrackingQuery = v.InferInput<typeof LiveTrackingQuerySchema>;
