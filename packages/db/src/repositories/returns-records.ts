import type {
  ReturnAddressRow,
  ReturnOrderItemRow,
  ReturnReasonRow,
  ReturnRequestItemRow,
  ReturnRequestRow,
  ReturnSubReasonRow,
  ReturnVariantRow,
} from "../schema-returns.ts";
import type { ReturnStage } from "@portal/core/returns";
import { TextTranslationsSchema, type TextTranslations } from "@portal/core/locale";
import * as v from "valibot";
import { fromFlag, type Order } from "./records.ts";

// What the returns repositories hand to the API: camelCase, booleans, parsed JSON.

/** Request status words (return-status metadata.status); core's timeline reads them. */
export const RETURN_REQUEST_STATUSES = ["PLACED", "APPROVED", "REJECTED", "CANCELLED"] as const;
export type ReturnRequestStatus = (typeof RETURN_REQUEST_STATUSES)[number];

export const RETURN_KINDS = ["return", "exchange"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const PICKUP_TYPES = ["pickup", "self-ship"] as const;
export type PickupType = (typeof PICKUP_TYPES)[number];

/** A forward shipment of a return order. */
export interface ReturnShipment {
  /** The public `shipment_uuid`. */
  uuid: string;
  shipmentId: string;
  waybill: string | null;
  referenceNumber: string | null;
  securityKey: string | null;
  orderType: string;
  /** When the forward shipment's latest scan is a delivery, its time (the return window starts there). */
  latestCode: number | null;
  latestScannedAt: string | null;
}

export interface ReturnItem {
  itemId: number;
  shipmentUuid: string | null;
  title: string;
  sku: string | null;
  image: string | null;
  priceMinor: number;
  quantity: number;
  eligibleQuantity: number;
  storeCreditsUsedMinor: number;
  finalAmountPaidMinor: number;
  collectionPointId: string | null;
  inventoryQuantity: number | null;
  totalVariantInventoryQuantity: number | null;
  /** The brand's category (its return policy may name it). */
  category: string | null;
}

/** A pickup address as stored (its one-word columns need no renaming), without the row's keys. */
export type ReturnAddress = Omit<ReturnAddressRow, "id" | "brand_id" | "return_order_id" | "position">;

/** An order the shopper may return from, with everything return-info shows. */
export interface ReturnOrderRecord {
  id: string;
  brandId: string;
  captureImage: boolean;
  order: Order;
  /** In position order. */
  shipments: ReturnShipment[];
  items: ReturnItem[];
  addresses: ReturnAddress[];
}

/** One earlier request of an order: `itemIds` repeats an item id once per unit. */
export interface PreviousReturnRecord {
  feedId: string;
  createdAt: string;
  itemIds: number[];
  returnIds: string[];
}

export interface ReturnReasonRecord {
  reasonId: number;
  /** In the brand's default language. */
  name: string;
  /** The other languages' names (migration 0122). */
  translations: TextTranslations;
  active: boolean;
  imageRequired: boolean;
  imageQuantity: number;
  subReasons: Array<{ subReasonId: number; name: string; translations: TextTranslations }>;
}

/** A stored translations column (JSON {locale: text}); anything unreadable counts as none. */
export function readTranslations(json: string | null): TextTranslations {
  if (json === null || json === "") return {};
  try {
    const parsed = v.safeParse(TextTranslationsSchema, JSON.parse(json));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** Translations as stored: only filled languages, null when there are none. */
export function storedTranslations(translations: TextTranslations | undefined): string | null {
  const filled = Object.entries(translations ?? {}).filter(([, text]) => text !== undefined && text.trim() !== "");
  return filled.length > 0 ? JSON.stringify(Object.fromEntries(filled)) : null;
}

export interface ReturnVariantRecord {
  variantId: string;
  title: string;
  inventoryQuantity: number;
}

export interface ReturnRequestItemRecord {
  returnId: string;
  itemId: number;
  quantity: number;
  reasonId: number;
  subReasonId: number | null;
  comment: string;
  images: string[];
  exchangeVariantId: string | null;
  inspection: { outcome: string; note: string; at: string | null } | null;
}

/** A stored request. Refund details appear only masked. */
export interface ReturnRequestRecord {
  id: string;
  brandId: string;
  returnOrderId: string;
  kind: ReturnKind;
  status: ReturnRequestStatus;
  pickupType: PickupType;
  pickupAddress: ReturnAddress | null;
  pickupDate: string | null;
  refund: {
    mode: string | null;
    creditMinor: number;
    moneyMinor: number;
    bankName: string | null;
    accountMasked: string | null;
    upiMasked: string | null;
  };
  reverseShipmentId: string | null;
  awb: string | null;
  courierPartner: string | null;
  approvalDate: string | null;
  remark: string | null;
  rejectionReason: string | null;
  shippingLabelUrl: string | null;
  createdAt: string;
  /** Where core's return state machine has the request now. */
  stage: ReturnStage;
  stageChangedAt: string | null;
  /** The refund the brand recorded (not the one the shopper asked for), once recorded. */
  refundRecord: { amountMinor: number; mode: string; reference: string; refundedAt: string | null } | null;
  /** The exchange's new forward shipment. */
  exchangeWaybill: string | null;
  items: ReturnRequestItemRecord[];
}

export function toReturnItem(row: ReturnOrderItemRow): ReturnItem {
  return {
    itemId: row.item_id,
    shipmentUuid: row.shipment_uuid,
    title: row.title,
    sku: row.sku,
    image: row.image,
    priceMinor: row.price_minor,
    quantity: row.quantity,
    eligibleQuantity: row.eligible_quantity,
    storeCreditsUsedMinor: row.store_credits_used_minor,
    finalAmountPaidMinor: row.final_amount_paid_minor,
    collectionPointId: row.collection_point_id,
    inventoryQuantity: row.inventory_quantity,
    totalVariantInventoryQuantity: row.total_variant_inventory_quantity,
    category: row.category ?? null,
  };
}

/** Only the address's own fields, from a stored row or a request's pickup columns. */
export function toReturnAddress(row: ReturnAddress): ReturnAddress {
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    country: row.country,
  };
}

export function toReturnReason(row: ReturnReasonRow, subReasons: readonly ReturnSubReasonRow[]): ReturnReasonRecord {
  return {
    reasonId: row.reason_id,
    name: row.name,
    translations: readTranslations(row.translations),
    active: fromFlag(row.active),
    imageRequired: fromFlag(row.image_required),
    imageQuantity: row.image_quantity,
    subReasons: subReasons.map((s) => ({ subReasonId: s.sub_reason_id, name: s.name, translations: readTranslations(s.translations) })),
  };
}

export function toReturnVariant(row: ReturnVariantRow): ReturnVariantRecord {
  return { variantId: row.variant_id, title: row.title, inventoryQuantity: row.inventory_quantity };
}

export function toReturnRequestItem(row: ReturnRequestItemRow): ReturnRequestItemRecord {
  return {
    returnId: row.id,
    itemId: row.item_id,
    quantity: row.quantity,
    reasonId: row.reason_id,
    subReasonId: row.sub_reason_id,
    comment: row.comment,
    images: parseImageList(row.images_json),
    exchangeVariantId: row.exchange_variant_id,
    inspection: row.inspection_outcome === null ? null : { outcome: row.inspection_outcome, note: row.inspection_note ?? "", at: row.inspected_at },
  };
}

export function toReturnRequest(row: ReturnRequestRow, items: readonly ReturnRequestItemRow[]): ReturnRequestRecord {
  return {
    id: row.id,
    brandId: row.brand_id,
    returnOrderId: row.return_order_id,
    kind: oneOf(RETURN_KINDS, row.kind, "return"),
    status: oneOf(RETURN_REQUEST_STATUSES, row.status, "PLACED"),
    pickupType: oneOf(PICKUP_TYPES, row.pickup_type, "pickup"),
    pickupAddress:
      row.pickup_type === "pickup"
        ? toReturnAddress({
            name: row.pickup_name ?? "",
            phone: row.pickup_phone,
            email: row.pickup_email,
            address: row.pickup_address ?? "",
            pincode: row.pickup_pincode,
            city: row.pickup_city,
            state: row.pickup_state,
            country: row.pickup_country,
          })
        : null,
    pickupDate: row.pickup_date,
    refund: {
      mode: row.refund_mode,
      creditMinor: row.refund_credit_minor,
      moneyMinor: row.refund_money_minor,
      bankName: row.refund_bank_name,
      accountMasked: row.refund_account_masked,
      upiMasked: row.refund_upi_masked,
    },
    reverseShipmentId: row.reverse_shipment_ref,
    awb: row.awb,
    courierPartner: row.courier_partner,
    approvalDate: row.approval_date,
    remark: row.remark,
    rejectionReason: row.rejection_reason,
    shippingLabelUrl: row.shipping_label_url,
    createdAt: row.created_at,
    // Only applyReturnTransition and the migration write it, from core's union.
    stage: row.stage as ReturnStage,
    stageChangedAt: row.stage_changed_at,
    refundRecord:
      row.refund_recorded_minor === null
        ? null
        : { amountMinor: row.refund_recorded_minor, mode: row.refund_recorded_mode ?? "", reference: row.refund_reference ?? "", refundedAt: row.refunded_at },
    exchangeWaybill: row.exchange_waybill,
    items: items.map(toReturnRequestItem),
  };
}

/** A stored word outside its union (an older or hand-edited row) reads as the fallback. */
function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function parseImageList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}
