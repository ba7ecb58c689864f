import type { NotifyChannel, TrackingEntry } from "@portal/core/api";
import type { CalendarDate } from "@portal/core/dates";
import { isTrackingInvalid } from "@portal/core/permissions";
import type { Theme } from "@portal/core/theme";
import type { ContactUpdate } from "@portal/db/repositories/tracking-contact-updates";
import type { CourierRating } from "@portal/db/repositories/tracking-ratings";
import type { Brand, ShipmentDetail } from "@portal/db/repositories/records";
import { customerInfoFor } from "../../security/customer-masking.ts";
import type { TrackingAccessCheck } from "../../security/tracking-access.ts";
import { eddUiOf, isExpectationOver } from "../edd/edd-ui.ts";
import { predictOf } from "../edd/predict.ts";
import { ratingScaleOfTheme, scaleValueOfScore } from "@portal/core/rating";
import { shipmentStageOf } from "../shipment/shipment-stage.ts";
import { trackingConfigOf } from "./tracking-config.ts";
import { wireScanOf } from "./wire-scan.ts";

/**
 * The shopper's earlier rating. `ratedBefore` is what the page needs to choose between the
 * rating form and "thanks"; it is sent explicitly so a rating with no star still counts.
 */
export interface ExistingRating {
  star: number | null;
  comment: string;
  ratedBefore: boolean;
}

export interface TrackingEntryInput {
  brand: Brand;
  theme: Theme | undefined;
  detail: ShipmentDetail;
  check: TrackingAccessCheck;
  rating: CourierRating | undefined;
  contactUpdate: ContactUpdate | undefined;
  /** The channels the brand sends updates on, which the page offers to subscribe to; none when absent. */
  notifyChannels?: readonly NotifyChannel[];
  /** The channels this shipment's updates already go to. */
  notifySubscribed?: readonly NotifyChannel[];
  cpId: number | null;
  /** The brand's calendar day now: an EDD before it has passed. */
  today: CalendarDate;
}

/**
 * Everything known about one waybill (product rules §7, track-order). Built only when the
 * check granted access: without it the shipment is answered as an unknown one, so there
 * is no partial entry (docs/security.md).
 */
export function trackingEntryOf(input: TrackingEntryInput): TrackingEntry & { rating: ExistingRating } {
  const { brand, theme, detail, check, rating } = input;
  const { shipment, order, courier } = detail;
  const [latest] = detail.scans;
  if (latest === undefined) throw new Error(`Shipment ${shipment.id} has no scans; only visible shipments have entries`);
  const stage = shipmentStageOf(detail);
  const eddUi = eddUiOf(shipment, stage, input.today);
  return {
    latest_status: wireScanOf(latest, { withRemark: true }),
    scans: detail.scans.map((scan) => wireScanOf(scan, { withRemark: true })),
    valid: !isTrackingInvalid({ enableSecurityCheck: check.securityCheckEnabled, securityKeyValid: check.securityKeyValid }),
    additional: {
      order_detail: [
        { title: shipment.product.title ?? "", image_url: shipment.product.imageUrl ?? "", sku: shipment.product.sku ?? "", quantity: 1, price: null },
      ],
    },
    config: {
      ...trackingConfigOf({ brand, theme, detail, stage }),
      notify_channels: [...(input.notifyChannels ?? [])],
      notify_subscribed: [...(input.notifySubscribed ?? [])],
    },
    customer_info: customerInfoFor(
      {
        name: order.customer.name,
        // The number the shopper last gave is the one the courier should use.
        phone: input.contactUpdate?.phone ?? order.customer.phone,
        address: order.customer.address,
        pincode: order.customer.pincode,
      },
      check.granted,
    ),
    cp_name: courier?.name ?? "",
    logo_url: courier?.logoUrl ?? "",
    account_code: courier?.accountCode ?? "",
    cp_id: input.cpId,
    order_id: order.orderId,
    tracking_id: shipment.waybill ?? "",
    reference_number: shipment.referenceNumber ?? "",
    order_type: shipment.orderType,
    security_key_valid: check.securityKeyValid,
    enable_security_check: check.securityCheckEnabled,
    edd: shipment.edd.date,
    edd_from: isExpectationOver(stage) ? null : shipment.edd.from,
    edd_to: isExpectationOver(stage) ? null : shipment.edd.to,
    predict: predictOf(shipment, eddUi),
    rating: {
      star: rating ? scaleValueOfScore(ratingScaleOfTheme(theme), rating.score) : null,
      comment: rating ? rating.comment : "",
      ratedBefore: rating !== undefined,
    },
    banners: [],
  };
}
