import type { PostalAddress, PreviousReturn, ReturnOrder, ReturnPolicyView, ReturnProduct } from "@portal/core/api";
import { isExchangeOffered, policyRefusalMessage, type ItemReturnability, type ReturnPolicy } from "@portal/core/returns";
import { itemPolicyOf } from "../request/policy-rules.ts";
import type { PreviousReturnRecord, ReturnAddress, ReturnItem, ReturnOrderRecord } from "@portal/db/repositories/returns-records";
import { minorToMajor } from "./minor-units.ts";

export interface ReturnOrderFocus {
  /** The forward shipments the link points at; undefined for the whole order. */
  shipmentIds: ReadonlySet<string> | undefined;
  /** The link's `sku`: only that product. */
  sku: string | undefined;
}

/**
 * The return-info result (core's ReturnOrder): the products the link points at, grouped by
 * the shipment they travelled in, the pickup addresses and earlier returns (newest first).
 * Undefined when nothing is left to show (say, a `sku` the order does not have).
 */
export function toReturnOrderResult(
  record: ReturnOrderRecord,
  previousReturns: readonly PreviousReturnRecord[],
  focus: ReturnOrderFocus,
  policy: { rules: ReturnPolicy; now: Date } = { rules: {}, now: new Date(0) },
): ReturnOrder | undefined {
  const shipments = record.shipments.filter((s) => focus.shipmentIds === undefined || focus.shipmentIds.has(s.shipmentId));
  const uuids = new Set(shipments.map((s) => s.uuid));
  const sku = focus.sku?.trim().toLowerCase();
  const items = record.items.filter(
    (item) =>
      (focus.shipmentIds === undefined || item.shipmentUuid === null || uuids.has(item.shipmentUuid)) &&
      (sku === undefined || (item.sku ?? "").toLowerCase() === sku),
  );
  if (items.length === 0) return undefined;

  const primary = shipments.find((s) => items.some((i) => i.shipmentUuid === s.uuid)) ?? shipments[0];
  const isCod = record.order.paymentMethod.trim().toUpperCase() === "COD";
  return {
    item_info: items.map((item) => withPolicy(toReturnProduct(item), itemPolicyOf(policy.rules, record, item, policy.now), policy.rules)),
    addresses: addressesOf(record).map(toPostalAddress),
    previous_returns: previousReturns.map(toPreviousReturn),
    awb: primary?.waybill ?? "",
    shipment_uuid: primary?.uuid ?? "",
    order_id: record.order.orderId,
    reference_number: primary?.referenceNumber ?? "",
    capture_image: record.captureImage,
    order_type: isCod ? "COD" : (primary?.orderType ?? record.order.paymentMethod),
    shipments: shipments
      .map((s) => ({ awb: s.waybill ?? "", shipment_uuid: s.uuid, item_ids: items.filter((i) => i.shipmentUuid === s.uuid).map((i) => i.itemId) }))
      .filter((group) => group.item_ids.length > 0),
    currency_code: record.order.currency,
    ...(Object.keys(policy.rules).length > 0 ? { return_policy: toPolicyView(policy.rules) } : {}),
  };
}

/** The item with the policy's verdict: why it cannot be returned (the brand's words when written), or until when it can. */
function withPolicy(product: ReturnProduct, verdict: ItemReturnability, rules: ReturnPolicy): ReturnProduct {
  if (!verdict.returnable) {
    const own = policyRefusalMessage(rules, verdict.refusal);
    return { ...product, not_returnable: { code: verdict.refusal, message: typeof own === "string" ? own : "" } };
  }
  return verdict.until === undefined ? product : { ...product, returnable_until: verdict.until.toISOString() };
}

const majorRecord = <K extends string>(record: Partial<Record<K, number>> | undefined): Record<K, number> =>
  Object.fromEntries(Object.entries(record ?? {}).map(([key, minor]) => [key, minorToMajor(minor as number)])) as Record<K, number>;

/** What the flow explains of the policy, amounts in the order's currency like the items'. */
function toPolicyView(rules: ReturnPolicy): ReturnPolicyView {
  const exchangeMessage = policyRefusalMessage(rules, "exchange-not-offered");
  return {
    ...(rules.refund_modes === undefined ? {} : { refund_modes: rules.refund_modes }),
    exchange: isExchangeOffered(rules),
    exchange_message: typeof exchangeMessage === "string" ? exchangeMessage : "",
    fee_by_mode: majorRecord(rules.fee_minor_by_mode),
    fee_by_reason: majorRecord(rules.fee_minor_by_reason),
    bonus_percent: rules.bonus_percent ?? {},
  };
}

function toReturnProduct(item: ReturnItem): ReturnProduct {
  return {
    id: item.itemId,
    title: item.title,
    sku: item.sku ?? "",
    image_url: item.image ?? "",
    quantity: item.quantity,
    price: minorToMajor(item.priceMinor),
    eligible_quantity_can_be_return: item.eligibleQuantity,
    store_credits_used: minorToMajor(item.storeCreditsUsedMinor),
    final_amount_paid: minorToMajor(item.finalAmountPaidMinor),
    collection_point_id: item.collectionPointId,
    inventory_quantity: item.inventoryQuantity,
    total_variant_inventory_quantity: item.totalVariantInventoryQuantity,
    ...(item.category === null ? {} : { category: item.category }),
  };
}

/** The order's saved addresses, or else the delivery address it was shipped to. */
function addressesOf(record: ReturnOrderRecord): ReturnAddress[] {
  if (record.addresses.length > 0) return record.addresses;
  const { customer } = record.order;
  if (!customer.address) return [];
  return [
    {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: customer.address,
      pincode: customer.pincode,
      city: customer.city,
      state: customer.state,
      country: customer.country,
    },
  ];
}

function toPostalAddress(address: ReturnAddress): PostalAddress {
  return {
    name: address.name,
    phone: address.phone ?? "",
    email: address.email ?? "",
    address: address.address,
    pincode: address.pincode ?? "",
    city: address.city ?? "",
    state: address.state ?? "",
    country: address.country ?? "",
  };
}

function toPreviousReturn(previous: PreviousReturnRecord): PreviousReturn {
  return { feed_id: previous.feedId, date: previous.createdAt, item_ids: previous.itemIds, return_ids: previous.returnIds };
}
