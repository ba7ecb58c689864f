import * as v from "valibot";
import { OptionalParamSchema, requiredParam } from "./wire-fields.ts";

/** GET shipping-label: the label of one waybill, prepared in the background (product rules: it takes a few minutes). */
export const ShippingLabelQuerySchema = v.object({
  waybill: requiredParam("waybill"),
  security_key: OptionalParamSchema,
});
export type ShippingLabelQuery = v.InferInput<typeof ShippingLabelQuerySchema>;

/** What a shopper sees of a label job: "pending" until the file is ready, then its link. */
export type ShippingLabelStatus = "pending" | "ready" | "failed";

export const ShippingLabelResultSchema = v.object({
  status: v.picklist(["pending", "ready", "failed"] satisfies ShippingLabelStatus[]),
  /** A download link (expires after an hour; ask again for a fresh one); null unless ready. */
  url: v.nullable(v.string()),
  /** When a pending label is expected (ISO-8601 UTC); null otherwise. */
  ready_at: v.nullable(v.string()),
});
export type ShippingLabelResult = v.InferOutput<typeof ShippingLabelResultSchema>;
