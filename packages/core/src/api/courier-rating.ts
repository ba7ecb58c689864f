import * as v from "valibot";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";
import { FeedbackAnswersSchema } from "../rating/feedback-questions.ts";
import { envelopeSchema } from "./envelope.ts";
import { TrackingIdQuerySchema } from "./wire-fields.ts";

/** GET and POST courier-rating (product rules §7). */
export const CourierRatingQuerySchema = TrackingIdQuerySchema;
export type CourierRatingQuery = v.InferInput<typeof CourierRatingQuerySchema>;

export const CourierRatingResultSchema = v.object({
  /** Null until the shopper has rated. */
  courier_rating: v.nullish(v.number()),
  comment: v.nullish(v.string(), ""),
  /** Answers to the brand's own feedback questions, when any were given; shown back, like the comment, only with full access. */
  answers: v.optional(FeedbackAnswersSchema),
});
export type CourierRatingResult = v.InferOutput<typeof CourierRatingResultSchema>;
export const CourierRatingResponseSchema = envelopeSchema(CourierRatingResultSchema);

/** A rating on the brand's scale: 1-5 stars, or 0-10. */
export const CourierRatingBodySchema = v.object({
  courier_rating: v.pipe(
    v.number("rating" satisfies ValidationMessageKey),
    v.integer("rating" satisfies ValidationMessageKey),
    v.minValue(0, "courier_rating must be between 0 and 10."),
    v.maxValue(10, "courier_rating must be between 0 and 10."),
  ),
  comment: v.optional(v.pipe(v.string(), v.maxLength(1000, "comment is too long.")), ""),
  /** Answers to the questions the brand's manifest asks (core's question bank); any may be skipped. */
  answers: v.optional(FeedbackAnswersSchema, {}),
});
export type CourierRatingBody = v.InferInput<typeof CourierRatingBodySchema>;
