export {
  ShippingLabelQuerySchema,
  ShippingLabelResponseSchema,
  ShippingLabelResultSchema,
  type ShippingLabelResult,
  type ShippingLabelStatus,
} from "@portal/core/api";

export const SHIPPING_LABEL_PATH = "shipping-label";
