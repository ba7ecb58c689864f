import type { OrderLookupResult, TrackOrderShipment } from "@portal/core/api";
import type { OrderShipments } from "@portal/db/repositories/records";
import { customerInfoFor } from "../../security/customer-masking.ts";
import type { TrackingAccessCheck } from "../../security/tracking-access.ts";
import { HIDDEN_ORDER_STATUS_CODE } from "@portal/core/orders";
import { wireScanOf } from "./wire-scan.ts";

/**
 * The shipments of an order worth listing: those whose latest scan is code 23 are dropped
 * (product rules §4, like core's listedOrderShipments); shipments without a waybill or scan
 * yet stay, as "shipping soon".
 */
export function listedShipmentsOf(order: OrderShipments): OrderShipments["shipments"] {
  return order.shipments.filter((s) => s.scans[0]?.code !== HIDDEN_ORDER_STATUS_CODE);
}

/**
 * The order lookup answer (track-order by order_id): the listed shipments with their
 * status and products, and the order's summary. Opened by a second factor rather than a
 * valid key (security-check brands), the customer's details and scan remarks are left out.
 * On those brands each shipment carries its own security key for its links when `shareKeys`
 * (a valid key, or the shopper's own mobile or email); callers build this answer only after
 * the key or a second factor was proven.
 */
export function orderLookupOf(
  order: OrderShipments,
  listed: OrderShipments["shipments"],
  check: TrackingAccessCheck,
  cpIds: ReadonlyMap<string, number>,
  { shareKeys, rated }: { shareKeys: boolean; rated: ReadonlySet<string> },
): OrderLookupResult {
  const full = check.granted;
  const shipments = listed.map(({ shipment, courier, scans }): TrackOrderShipment => {
    const latest = scans[0];
    return {
      waybill: shipment.waybill,
      cp_id: (courier && cpIds.get(courier.id)) ?? null,
      cp_name: courier?.name ?? "",
      latest_status: latest ? wireScanOf(latest, { withRemark: full }) : null,
      skus: [{ sku: shipment.product.sku ?? "", title: shipment.product.title ?? "", image_url: shipment.product.imageUrl ?? "", quantity: 1, price: null }],
      edd: shipment.edd.date,
      is_rvp: shipment.isReverse,
      rated: rated.has(shipment.id),
      // Each link needs its own shipment's key to open on such brands: given to a shopper who
      // proved the order with a key or their own contact, never for a guessable reference.
      ...(check.securityCheckEnabled && shareKeys && shipment.securityKey ? { security_key: shipment.securityKey } : {}),
    };
  });
  const { customer } = order.order;
  return {
    shipments,
    order_id: order.order.orderId,
    order_date: order.order.orderDate,
    currency: order.order.currency,
    // Minor units in the database; the API speaks in the currency's main unit (every portal currency has 2 decimals).
    total: order.order.totalMinor / 100,
    payment_method: order.order.paymentMethod,
    customer_info: customerInfoFor({ name: customer.name, phone: customer.phone, address: customer.address, pincode: customer.pincode }, check.granted),
  };
}
