import type { ColumnType, Insertable, Selectable, Updateable } from "kysely";
import type { TrackingFeedTables } from "./schema-tracking-feeds.ts";
import type { ReturnTables } from "./schema-returns.ts";
import type { AdminTables } from "./schema-admin-labels.ts";
import type { AdminConsoleTables } from "./schema-admin-console.ts";
import type { SecurityTables } from "./schema-security.ts";
import type { BrandEventTables } from "./schema-brand-events.ts";
import type { NdrPushTables } from "./schema-ndr-pushes.ts";
import type { InsightTables } from "./schema-insights.ts";
import type { NotificationTables } from "./schema-notifications.ts";

/**
 * The database as Kysely sees it. Column types are chosen to read back identically from
 * SQLite and PostgreSQL:
 * - timestamps are ISO-8601 UTC strings (`Date#toISOString()`), so they sort as text;
 * - yes/no flags are integers 0/1 (SQLite has no boolean, and better-sqlite3 cannot bind one);
 * - money is an integer count of minor units (paise, cents), never a float;
 * - ids are text (no dialect-specific auto-increment in the DDL).
 *
 * Portability trap: in a multi-row INSERT whose rows name different columns, Kysely's SQLite
 * dialect fills the missing ones with NULL (PostgreSQL uses DEFAULT). Give every row the same
 * columns, or insert rows one by one.
 */
export interface Database
  extends
    TrackingFeedTables,
    ReturnTables,
    AdminTables,
    AdminConsoleTables,
    SecurityTables,
    BrandEventTables,
    NdrPushTables,
    InsightTables,
    NotificationTables {
  brands: BrandsTable;
  themes: ThemesTable;
  couriers: CouriersTable;
  orders: OrdersTable;
  shipments: ShipmentsTable;
  scans: ScansTable;
  webhook_secrets: WebhookSecretsTable;
}

/** A brand's secret for one aggregator's webhooks (HMAC key or token). */
export interface WebhookSecretsTable {
  brand_id: string;
  /** A WebhookProvider: clickpost, shiprocket, aftership or easypost. */
  provider: string;
  secret: string;
  updated_at: IsoTimestamp;
}

/** 0 = no, 1 = yes. Repositories turn it into a boolean. */
export type Flag = 0 | 1;

/** ISO-8601 UTC timestamp, e.g. "2026-11-21T16:43:52.214Z". */
export type IsoTimestamp = string;

/** When a row was made and last changed (a migration's `timestamps` columns). */
export interface Timestamps {
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface BrandsTable {
  id: string;
  /** Lower-case host label the brand is served on: `acme` for acme.example.com. */
  subdomain: string;
  name: string;
  /** The package under brands/ that renders this brand, e.g. "default" or "kestrel". */
  brand_package: string;
  enterprise: ColumnType<Flag, Flag | undefined, Flag>;
  /** When set, shoppers must present a shipment's security_key to see personal details. */
  security_check_enabled: ColumnType<Flag, Flag | undefined, Flag>;
  /** Hash of the brand's API key for the import API; null until one is issued. */
  api_key_hash: string | null;
  created_at: IsoTimestamp;
}

export interface ThemesTable {
  brand_id: string;
  /** JSON text of a theme that passed `ThemeSchema` from @portal/core/theme. */
  document_json: string;
  updated_at: IsoTimestamp;
}

export interface CouriersTable {
  id: string;
  name: string;
  logo_url: string | null;
  account_code: string | null;
  /** IANA zone the courier's zone-less scan times are in. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrdersTable {
  /** Surrogate key; shipments point at it. */
  id: string;
  brand_id: string;
  /** The brand's own order number (the `order_id` query parameter); unique per brand. */
  order_id: string;
  order_date: IsoTimestamp;
  /** ISO-4217 code, e.g. "INR". */
  currency: string;
  total_minor: number;
  /** "COD", "PREPAID", … as the brand sends it. */
  payment_method: string;
  customer_name: string;
  customer_phone: string | null;
  customer_alternate_phone: string | null;
  customer_email: string | null;
  customer_address: string | null;
  customer_city: string | null;
  customer_state: string | null;
  /** ISO-3166 alpha-2, e.g. "IN". */
  customer_country: string | null;
  customer_pincode: string | null;
  created_at: IsoTimestamp;
}

export interface ShipmentsTable extends Timestamps {
  id: string;
  brand_id: string;
  /** `orders.id` (not the brand's order number). */
  order_ref: string;
  /** Courier's tracking number (AWB). Null while the shipment has none yet ("shipping soon"). */
  waybill: string | null;
  courier_id: string | null;
  security_key: string | null;
  reference_number: string | null;
  /** "COD" or "PREPAID". */
  order_type: string;
  ship_date: IsoTimestamp | null;
  /** 1 for a reverse pickup (return), whose codes follow the reverse table. */
  is_reverse: ColumnType<Flag, Flag | undefined, Flag>;
  product_title: string | null;
  product_sku: string | null;
  product_image_url: string | null;
  /** Expected delivery date as the courier gives it (usually YYYY-MM-DD). */
  edd: string | null;
  /** Expected-delivery message id (product rules §4, 1-9). */
  edd_message_id: number | null;
  /** Supplied text for message ids 1 and 8. */
  edd_message: string | null;
  /** Expected delivery window (calendar dates in the brand's zone), when the courier gives one. */
  edd_from: ColumnType<string | null, string | null | undefined, string | null>;
  edd_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** NDR reason (forward, 1-14) or failed-pickup reason (reverse, 1-11) of the latest failure. */
  failure_reason_code: number | null;
  // The latest scan, copied here so lists and lookups need not read every scan.
  latest_code: number | null;
  latest_status: string | null;
  latest_description: string | null;
  latest_location: string | null;
  latest_scanned_at: IsoTimestamp | null;
  /** The newest source event applied (its own time, and id where given): older ones change no field (0075). */
  event_at: ColumnType<IsoTimestamp | null, IsoTimestamp | null | undefined, IsoTimestamp | null>;
  event_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ScansTable {
  id: string;
  shipment_id: string;
  code: number;
  status: string;
  description: string;
  /** "" when the courier gave none: part of the scan's identity, so never NULL. */
  location: ColumnType<string, string | null | undefined, string>;
  remark: string | null;
  /** NDR (1-14) or failed-pickup (1-11) reason of a failure scan. */
  reason_code: ColumnType<number | null, number | null | undefined, number | null>;
  scanned_at: IsoTimestamp;
}

export type BrandRow = Selectable<BrandsTable>;
export type NewBrandRow = Insertable<BrandsTable>;
export type ThemeRow = Selectable<ThemesTable>;
export type CourierRow = Selectable<CouriersTable>;
export type NewCourierRow = Insertable<CouriersTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type ShipmentRow = Selectable<ShipmentsTable>;
export type NewShipmentRow = Insertable<ShipmentsTable>;
export type ShipmentUpdate = Updateable<ShipmentsTable>;
export type ScanRow = Selectable<ScansTable>;
export type NewScanRow = Insertable<ScansTable>;
