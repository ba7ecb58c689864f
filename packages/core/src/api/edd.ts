import * as v from "valibot";
import { envelopeSchema } from "./envelope.ts";
import { TrackOrderQuerySchema } from "./track-order.ts";

/** GET edd takes the same parameters as track-order. */
export const EddQuerySchema = TrackOrderQuerySchema;
export type EddQuery = v.InferInput<typeof EddQuerySchema>;

/** Which expected-delivery message to show (product rules §4) and its supplied text, if any. */
export const EddUiSchema = v.object({
  message_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  /** The date text for id 1, the free text for id 8; empty otherwise. */
  message: v.nullish(v.string(), ""),
  /** With id 7 (a new attempt): the failed delivery's reason code, whose own next step replaces the generic line. */
  ndr_reason: v.nullish(v.pipe(v.number(), v.integer())),
});
export type EddUi = v.InferOutput<typeof EddUiSchema>;

export const EddResultSchema = v.object({ edd_ui: v.nullish(EddUiSchema) });
export type EddResult = v.InferOutput<typeof EddResultSchema>;
export const EddResponseSchema = envelopeSchema(EddResultSchema);
