import type { BrandRow, CourierRow, OrderRow, ScanRow, ShipmentRow } from "../schema.ts";

// What repositories hand to the rest of the server: camelCase, booleans for flags, and
// no column that only the database needs.

export interface Brand {
  id: string;
  subdomain: string;
  name: string;
  brandPackage: string;
  enterprise: boolean;
  securityCheckEnabled: boolean;
  apiKeyHash: string | null;
  createdAt: string;
}

export interface Courier {
  id: string;
  name: string;
  logoUrl: string | null;
  accountCode: string | null;
  /** IANA zone of the courier's scan times, when imported with its catalogue. */
  timeZone: string | null;
}

export interface Customer {
  name: string;
  phone: string | null;
  alternatePhone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  pincode: string | null;
}

export interface Order {
  id: string;
  brandId: string;
  orderId: string;
  orderDate: string;
  currency: string;
  totalMinor: number;
  paymentMethod: string;
  customer: Customer;
}

export interface LatestScan {
  code: number;
  status: string | null;
  description: string | null;
  location: string | null;
  scannedAt: string | null;
}

export interface Shipment {
  id: string;
  brandId: string;
  orderRef: string;
  waybill: string | null;
  courierId: string | null;
  securityKey: string | null;
  referenceNumber: string | null;
  orderType: string;
  shipDate: string | null;
  isReverse: boolean;
  product: { title: string | null; sku: string | null; imageUrl: string | null };
  edd: { date: string | null; messageId: number | null; message: string | null; from: string | null; to: string | null };
  failureReasonCode: number | null;
  /** Null before the first scan. */
  latest: LatestScan | null;
  createdAt: string;
  updatedAt: string;
}

export interface Scan {
  id: string;
  shipmentId: string;
  code: number;
  status: string;
  description: string;
  location: string | null;
  remark: string | null;
  /** NDR or failed-pickup reason of a failure scan. */
  reasonCode: number | null;
  scannedAt: string;
}

/** A shipment with everything the tracking page shows. Scans are newest first. */
export interface ShipmentDetail {
  shipment: Shipment;
  courier: Courier | null;
  order: Order;
  scans: Scan[];
}

/** One order and all its shipments (each with courier and scans, newest first). */
export interface OrderShipments {
  order: Order;
  shipments: Array<Omit<ShipmentDetail, "order">>;
}

export const fromFlag = (value: number): boolean => value !== 0;

export function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    subdomain: row.subdomain,
    name: row.name,
    brandPackage: row.brand_package,
    enterprise: fromFlag(row.enterprise),
    securityCheckEnabled: fromFlag(row.security_check_enabled),
    apiKeyHash: row.api_key_hash,
    createdAt: row.created_at,
  };
}

export function toCourier(row: CourierRow): Courier {
  return { id: row.id, name: row.name, logoUrl: row.logo_url, accountCode: row.account_code, timeZone: row.time_zone };
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    brandId: row.brand_id,
    orderId: row.order_id,
    orderDate: row.order_date,
    currency: row.currency,
    totalMinor: row.total_minor,
    paymentMethod: row.payment_method,
    customer: {
      name: row.customer_name,
      phone: row.customer_phone,
      alternatePhone: row.customer_alternate_phone,
      email: row.customer_email,
      address: row.customer_address,
      city: row.customer_city,
      state: row.customer_state,
      country: row.customer_country,
      pincode: row.customer_pincode,
    },
  };
}

export function toShipment(row: ShipmentRow): Shipment {
  return {
    id: row.id,
    brandId: row.brand_id,
    orderRef: row.order_ref,
    waybill: row.waybill,
    courierId: row.courier_id,
    securityKey: row.security_key,
    referenceNumber: row.reference_number,
    orderType: row.order_type,
    shipDate: row.ship_date,
    isReverse: fromFlag(row.is_reverse),
    product: { title: row.product_title, sku: row.product_sku, imageUrl: row.product_image_url },
    edd: { date: row.edd, messageId: row.edd_message_id, message: row.edd_message, from: row.edd_from, to: row.edd_to },
    failureReasonCode: row.failure_reason_code,
    latest:
      row.latest_code === null
        ? null
        : {
            code: row.latest_code,
            status: row.latest_status,
            description: row.latest_description,
            location: row.latest_location,
            scannedAt: row.latest_scanned_at,
          },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toScan(row: ScanRow): Scan {
  return {
    id: row.id,
    shipmentId: row.shipment_id,
    code: row.code,
    status: row.status,
    description: row.description,
    location: row.location === "" ? null : row.location,
    remark: row.remark,
    reasonCode: row.reason_code,
    scannedAt: row.scanned_at,
  };
}
