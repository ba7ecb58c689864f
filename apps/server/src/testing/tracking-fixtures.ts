import type { Kysely } from "kysely";
import type { Database, NewOrderRow, NewScanRow } from "@portal/db/schema";
import { writeFixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import type { FixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import { seedDemo } from "../seed/demo-seed.ts";
import { newestScans } from "@portal/db/latest-scan";

/** The clock of every tracking API test: the demo data is seeded relative to it. */
export const NOW = new Date("2026-11-21T12:00:00.000Z");
const HOUR = 3_600_000;

export const DEMO_BRAND_ID = "brand-demo";
export const KESTREL_BRAND_ID = "brand-kestrel";

/** Failed forward shipments of the demo brand, one per NDR reason code: waybill FX-NDR-<code>. */
export const NDR_FIXTURE_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 99] as const;
/** Failed reverse pickups of the demo brand, one per failed-pickup code: waybill FX-NPR-<code>. */
export const NPR_FIXTURE_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 99] as const;
export const ndrWaybill = (code: number) => `FX-NDR-${code}`;
export const nprWaybill = (code: number) => `FX-NPR-${code}`;

/** The demo data (both demo brands, every status code, concerns and ratings) plus a failure per reason code, written as the seed writes. */
export async function seedTrackingFixtures(db: Kysely<Database>): Promise<void> {
  await seedDemo(db, { now: NOW });
  const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR).toISOString();
  const order: NewOrderRow = {
    id: "fx-order",
    brand_id: DEMO_BRAND_ID,
    order_id: "FX-1",
    order_date: at(48),
    currency: "INR",
    total_minor: 99_900,
    payment_method: "COD",
    customer_name: "Asha Rao",
    customer_phone: "9876543210",
    customer_alternate_phone: null,
    customer_email: "asha@example.com",
    customer_address: "12 MG Road, Kothrud, Pune",
    customer_city: "Pune",
    customer_state: "Maharashtra",
    customer_country: "IN",
    customer_pincode: "411001",
    created_at: at(48),
  };
  const failures = [
    ...NDR_FIXTURE_CODES.map((code) => ({ code, waybill: ndrWaybill(code), reverse: false, scans: [1, 4, 6, 7] })),
    ...NPR_FIXTURE_CODES.map((code) => ({ code, waybill: nprWaybill(code), reverse: true, scans: [1, 25, 3] })),
  ];
  const rows: FixedIdRows = { orders: [order], shipments: [], scans: [] };
  for (const failure of failures) {
    const id = `fx:${failure.waybill}`;
    const count = failure.scans.length;
    const scans = failure.scans.map((code, i): NewScanRow => ({
      id: `${id}:scan:${i + 1}`,
      shipment_id: id,
      code,
      status: `Status ${code}`,
      description: `Scan ${code}`,
      location: "",
      remark: null,
      reason_code: null,
      scanned_at: at(2 + (count - 1 - i) * 8),
    }));
    rows.scans.push(...scans);
    rows.shipments.push({
      id,
      brand_id: DEMO_BRAND_ID,
      order_ref: order.id,
      waybill: failure.waybill,
      courier_id: "parcelwing",
      security_key: `key-${failure.waybill}`,
      reference_number: null,
      order_type: "COD",
      ship_date: at(30),
      is_reverse: failure.reverse ? 1 : 0,
      ...newestScans(scans),
      failure_reason_code: failure.code,
      created_at: at(40),
      updated_at: NOW.toISOString(),
    });
  }
  await writeFixedIdRows(db, DEMO_BRAND_ID, rows);
}

/** A demo shipment's security key, read from the database. */
export async function securityKeyOf(db: Kysely<Database>, brandId: string, waybill: string): Promise<string> {
  const row = await db.selectFrom("shipments").select("security_key").where("brand_id", "=", brandId).where("waybill", "=", waybill).executeTakeFirstOrThrow();
  if (!row.security_key) throw new Error(`${waybill} has no security key`);
  return row.security_key;
}
