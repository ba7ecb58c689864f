import * as v from "valibot";
import { requiredParam } from "./wire-fields.ts";

/** GET fetch-variants: the variants an item may be exchanged for. */
export const VariantsQuerySchema = v.object({
  domain: requiredParam("domain"),
  itemInfoId: requiredParam("itemInfoId"),
});
export type VariantsQuery = v.InferInput<typeof VariantsQuerySchema>;

export const VariantSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.nullish(v.string(), ""),
  inventory_quantity: v.optional(v.number(), 0),
});
export type Variant = v.InferOutput<typeof VariantSchema>;

export const VariantsResultSchema = v.object({ dataList: v.optional(v.array(VariantSchema), []) });
export type VariantsResult = v.InferOutput<typeof VariantsResultSchema>;

/** The variants call succeeds only when meta.status is 200 (product rules §7). */
export const VARIANTS_SUCCESS_STATUS = 200;
