import type { TrackingConfig } from "@portal/core/api";
import { FORWARD_CODES_BY_STAGE, REVERSE_CODES_BY_STAGE } from "@portal/core/status";
import type { Theme } from "@portal/core/theme";
import type { Brand, ShipmentDetail } from "@portal/db/repositories/records";
import { isContactUpdateOpen, type ShipmentStage } from "../shipment/shipment-stage.ts";

/** Codes on which the take-action form may show: failed deliveries forward, failed pickups reverse. */
const FORM_STATUS_CODES = {
  delivery: FORWARD_CODES_BY_STAGE["failed-delivery"],
  pickup: REVERSE_CODES_BY_STAGE.failed,
} as const satisfies Record<ShipmentStage["direction"], readonly number[]>;

/**
 * The tracking entry's config (product rules §3). The flags say what the server will accept
 * for this shipment and shopper, so the page never offers an action that is then refused:
 * - rating rates a delivery, so forward shipments only (the time window is checked on save);
 * - returns (RMS and the return form) start from a delivered forward shipment;
 * - RTO marks a forward shipment on its way back to the seller;
 * - contact update follows the shipment's stage (isContactUpdateOpen).
 */
export function trackingConfigOf(input: { brand: Brand; theme: Theme | undefined; detail: ShipmentDetail; stage: ShipmentStage }): TrackingConfig {
  const { brand, theme, detail, stage } = input;
  const forward = stage.direction === "delivery";
  const delivered = forward && stage.stage === "delivered";
  return {
    // The portal keys brand tweaks by the brand's subdomain (see ssr/render-page.ts).
    enterprise_user: brand.subdomain,
    order_date: detail.order.orderDate,
    ship_date: detail.shipment.shipDate,
    enable_rating: forward,
    enable_rms: delivered,
    enable_failed_delivery: true,
    enable_return_form: delivered,
    enable_rto: forward && stage.stage === "returned-to-origin",
    form_status_codes: [...FORM_STATUS_CODES[stage.direction]],
    website: theme?.meta_data.website ?? "",
    allow_contact_update: isContactUpdateOpen(detail),
    is_rvp: !forward,
    // The brand's channels need a read of its settings: track-order-lookup.ts fills them in.
    notify_channels: [],
    notify_subscribed: [],
  };
}
