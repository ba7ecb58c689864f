import * as v from "valibot";
import { envelopeSchema } from "./envelope.ts";
import { TrackingIdQuerySchema } from "./wire-fields.ts";

/**
 * GET survey-shortlink. The product rules show neither side; this contract is ours: the link of the
 * brand's external survey for one shipment, opened after feedback.
 */
export const SurveyShortlinkQuerySchema = TrackingIdQuerySchema;
export type SurveyShortlinkQuery = v.InferInput<typeof SurveyShortlinkQuerySchema>;

export const SurveyShortlinkResultSchema = v.object({
  short_link: v.pipe(v.string(), v.url()),
});
export type SurveyShortlinkResult = v.InferOutput<typeof SurveyShortlinkResultSchema>;
export const SurveyShortlinkResponseSchema = envelopeSchema(SurveyShortlinkResultSchema);
