import * as v from "valibot";
import { envelopeSchema, OptionalParamSchema, requiredParam } from "@portal/core/api";

// TODO(core): move into packages/core/src/api/shipping-label.ts and add
// `shippingLabel: { host: "tracking", method: "GET", path: "shipping-label", query:
// ShippingLabelQuerySchema, shape: "envelope", response: ShippingLabelResultSchema }` to
// API_ENDPOINTS, so the client can call it. Defined here until core has it.

export const SHIPPING_LABEL_PATH = "shipping-label";

export const ShippingLabelQuerySchema = v.object({
  waybill: requiredParam("waybill"),
  security_key: OptionalParamSchema,
});

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
export const ShippingLabelResponseSchema = envelopeSchema(ShippingLabelResultSchema);
