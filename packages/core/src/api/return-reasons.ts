import * as v from "valibot";
import { requiredParam } from "./wire-fields.ts";
import { TextTranslationsSchema } from "../locale/brand-text-schema.ts";

/** A brand text's other languages beside its default-language value (locale/brand-text.ts). */
const TranslationsSchema = v.optional(TextTranslationsSchema, {});

/** GET return-reasons. */
export const ReturnReasonsQuerySchema = v.object({ domain: requiredParam("domain") });
export type ReturnReasonsQuery = v.InferInput<typeof ReturnReasonsQuerySchema>;

const ImageCountSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);

/** A flat return reason (product rules §3, Return reason). */
export const ReturnReasonSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  /** In the brand's default language. */
  name: v.string(),
  translations: TranslationsSchema,
  active: v.optional(v.boolean(), true),
  imageRequired: v.optional(v.boolean(), false),
  imageQuantity: ImageCountSchema,
});
export type ReturnReason = v.InferOutput<typeof ReturnReasonSchema>;

export const SubReasonSchema = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string(), translations: TranslationsSchema });
export type SubReason = v.InferOutput<typeof SubReasonSchema>;

/** A reason with sub reasons, for brands that use two levels. */
export const ReasonWithSubReasonsSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  reason_name: v.string(),
  translations: TranslationsSchema,
  imageRequired: v.optional(v.boolean(), false),
  imageQuantity: ImageCountSchema,
  sub_reasons: v.optional(v.array(SubReasonSchema), []),
});
export type ReasonWithSubReasons = v.InferOutput<typeof ReasonWithSubReasonsSchema>;

export const ReturnReasonsResultSchema = v.object({
  return_reasons: v.optional(v.array(ReturnReasonSchema), []),
  returnReasonsWithSubReason: v.optional(v.array(ReasonWithSubReasonsSchema), []),
  exchangeInstructions: v.nullish(v.string(), ""),
  exchangeInstructionsTranslations: TranslationsSchema,
});
export type ReturnReasonsResult = v.InferOutput<typeof ReturnReasonsResultSchema>;
