import { presentText, type ImportShipment } from "@portal/core/import";
import type { ImportedCourier, ImportedOrder, ImportedShipment } from "@portal/db/repositories/import-shipments";
import { toIsoTimestamp, type ScanInput } from "@portal/db/repositories/shipments";

/** What one imported shipment becomes in the tracking tables. */
export interface ShipmentImportRows {
  /** `orderId` is undefined when the document leaves it out: the stored order is kept. */
  order: Omit<ImportedOrder, "orderId"> & { orderId: string | undefined };
  courier: ImportedCourier | undefined;
  /** `order_ref` is filled in once the order's id is known. */
  shipment: Omit<ImportedShipment, "given"> & { given: Omit<ImportedShipment["given"], "order_ref"> };
  scans: ScanInput[];
  /** The update's own time (event_time, else its newest scan) and id: an older one changes no field. */
  event: { at: string | undefined; id: string | undefined };
}

/** `Date.prototype.toISOString` output: what resolveShipmentTimes gives every time. */
const CANONICAL_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A time as stored (ISO-8601 UTC), skipping the Date round trip for text that already is (a feed's every time, after resolveShipmentTimes). */
export const storedTimestamp = (value: Date | string): string => (typeof value === "string" && CANONICAL_ISO.test(value) ? value : toIsoTimestamp(value));

/** What a new shipment holds where the document gives nothing: the same for every shipment, so shared. */
const NEW_SHIPMENT_FALLBACK: ShipmentImportRows["shipment"]["fallback"] = Object.freeze({
  courier_id: null,
  security_key: null,
  reference_number: null,
  order_type: "PREPAID",
  ship_date: null,
  is_reverse: 0,
  product_title: null,
  product_sku: null,
  product_image_url: null,
  edd: null,
  edd_message_id: null,
  edd_message: null,
  edd_from: null,
  edd_to: null,
  failure_reason_code: null,
  latest_code: null,
  latest_status: null,
  latest_description: null,
  latest_location: null,
  latest_scanned_at: null,
  event_at: null,
  event_id: null,
});

/** Blank text counts as "not given", so it keeps what is stored. */
/** A feed's text, absent when blank or a word for "no value" ("null", "None"): core's presentText. */
const given = presentText;

/** Prices arrive in major units; every currency the portal shows has two minor digits. */
const toMinor = (amount: number): number => Math.round(amount * 100);

/**
 * Maps one shipment of an import document (the track-order entry shape) to rows. Its times
 * must already be UTC instants (resolveShipmentTimes). A shipment without an order_id keeps
 * its stored order; only a new one gets an order numbered after its waybill.
 */
export function shipmentImportRows(entry: ImportShipment, { currency }: { currency: string }): ShipmentImportRows {
  const scans: ScanInput[] = [];
  let firstScanAt: string | undefined;
  let newestScanAt: string | undefined;
  const addScan = (scan: ImportShipment["scans"][number]) => {
    scans.push({
      code: scan.code,
      status: scan.status,
      description: scan.description,
      location: given(scan.location) ?? null,
      remark: given(scan.remark) ?? null,
      reasonCode: scan.reason_code ?? null,
      scannedAt: scan.timestamp,
    });
    const at = storedTimestamp(scan.timestamp);
    if (firstScanAt === undefined || at < firstScanAt) firstScanAt = at;
    if (newestScanAt === undefined || at > newestScanAt) newestScanAt = at;
  };
  for (const scan of entry.scans) addScan(scan);
  if (entry.latest_status) addScan(entry.latest_status);
  const items = entry.additional.order_detail;
  const priced = items.filter((item) => typeof item.price === "number");
  const product = items[0];
  const customer = entry.customer_info;
  const courierKey = entry.cp_id != null ? String(entry.cp_id) : given(entry.cp_name)?.toLowerCase();

  return {
    order: {
      orderId: given(entry.order_id),
      given: {
        order_date: entry.config.order_date ? storedTimestamp(entry.config.order_date) : undefined,
        total_minor: priced.length > 0 ? Math.round(priced.reduce((sum, item) => sum + toMinor(item.price ?? 0) * item.quantity, 0)) : undefined,
        payment_method: given(entry.order_type),
        customer_name: given(customer.name),
        customer_phone: given(customer.phone),
        customer_address: given(customer.address),
        customer_pincode: given(customer.pincode),
      },
      fallback: {
        order_date: firstScanAt ?? new Date(0).toISOString(),
        currency,
        total_minor: 0,
        payment_method: given(entry.order_type) ?? "PREPAID",
        customer_name: "",
        customer_phone: null,
        customer_alternate_phone: null,
        customer_email: null,
        customer_address: null,
        customer_city: null,
        customer_state: null,
        customer_country: null,
        customer_pincode: null,
      },
    },
    courier:
      courierKey === undefined
        ? undefined
        : { key: courierKey, name: given(entry.cp_name), logoUrl: given(entry.logo_url), accountCode: given(entry.account_code) },
    shipment: {
      waybill: entry.waybill,
      given: {
        security_key: given(entry.security_key),
        reference_number: given(entry.reference_number),
        order_type: given(entry.order_type),
        ship_date: entry.config.ship_date ? storedTimestamp(entry.config.ship_date) : undefined,
        is_reverse: entry.config.is_rvp ? 1 : 0,
        product_title: given(product?.title),
        product_sku: given(product?.sku),
        product_image_url: given(product?.image_url),
        edd: given(entry.edd ?? entry.predict?.edd),
        edd_message: given(entry.predict?.message),
        edd_message_id: entry.edd_message_id,
        edd_from: entry.edd_from,
        edd_to: entry.edd_to,
      },
      fallback: NEW_SHIPMENT_FALLBACK,
    },
    scans,
    event: { at: entry.event_time ? storedTimestamp(entry.event_time) : newestScanAt, id: given(entry.event_id) },
  };
}
