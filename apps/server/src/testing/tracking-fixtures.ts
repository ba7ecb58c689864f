import type { Kysely } from "kysely";
import { recordScans } from "../db/repositories/shipments.ts";
import type { Database } from "../db/schema.ts";
import { seedDemo } from "../db/seed/demo-seed.ts";

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

/** The demo data (both demo brands, every status code, concerns and ratings) plus a failure per reason code. */
export async function seedTrackingFixtures(db: Kysely<Database>): Promise<void> {
  await seedDemo(db, { now: NOW });
  const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR).toISOString();
  await db
    .insertInto("orders")
    .values({
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
    })
    .execute();
  const failures = [
    ...NDR_FIXTURE_CODES.map((code) => ({ code, waybill: ndrWaybill(code), reverse: false, scans: [1, 4, 6, 7] })),
    ...NPR_FIXTURE_CODES.map((code) => ({ code, waybill: nprWaybill(code), reverse: true, scans: [1, 25, 3] })),
  ];
  for (const failure of failures) {
    const id = `fx:${failure.waybill}`;
    await db
      .insertInto("shipments")
      .values({
        id,
        brand_id: DEMO_BRAND_ID,
        order_ref: "fx-order",
        waybill: failure.waybill,
        courier_id: "parcelwing",
        security_key: `key-${failure.waybill}`,
        reference_number: null,
        order_type: "COD",
        ship_date: at(30),
        is_reverse: failure.reverse ? 1 : 0,
        failure_reason_code: failure.code,
        created_at: at(40),
        updated_at: at(40),
      })
      .execute();
    const count = failure.scans.length;
    await recordScans(
      db,
      id,
      failure.scans.map((code, i) => ({ code, status: `Status ${code}`, description: `Scan ${code}`, scannedAt: at(2 + (count - 1 - i) * 8) })),
      { now: NOW },
    );
  }
}

/** A demo shipment's security key, read from the database. */
export async function securityKeyOf(db: Kysely<Database>, brandId: string, waybill: string): Promise<string> {
  const row = await db.selectFrom("shipments").select("security_key").where("brand_id", "=", brandId).where("waybill", "=", waybill).executeTakeFirstOrThrow();
  if (!row.security_key) throw new Error(`${waybill} has no security key`);
  return row.security_key;
}
