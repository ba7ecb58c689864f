import type { Kysely } from "kysely";
import { linkReturnOrderShipmentsIfAbsent, upsertFixedIdReturnOrders } from "@portal/db/repositories/import-return-orders";
import type { Database, NewShipmentRow } from "@portal/db/schema";
import { writeFixedIdRows } from "@portal/db/repositories/fixed-id-rows";

export const FIXTURE_TIME = new Date("2026-11-21T12:00:00.000Z");

/**
 * Two brands on *.localhost: alpha (no security check; a forward COD shipment and a return)
 * and beta (security check on; its shipment needs security_key "sk-beta-1").
 */
export async function insertStorageFixture(db: Kysely<Database>): Promise<void> {
  const T = FIXTURE_TIME.toISOString();
  const brand = (id: string, subdomain: string, name: string, securityCheck: 0 | 1) => ({
    id,
    subdomain,
    name,
    brand_package: "default",
    enterprise: 0 as const,
    security_check_enabled: securityCheck,
    api_key_hash: null,
    created_at: T,
  });
  await db
    .insertInto("brands")
    .values([brand("b-alpha", "alpha", "Alpha Apparel", 0), brand("b-beta", "beta", "Beta Books", 1)])
    .execute();
  await db
    .insertInto("themes")
    .values({
      brand_id: "b-alpha",
      document_json: JSON.stringify({ name: "Alpha Apparel", meta_data: { website: "https://alpha.example", contact: "1800 111 222" } }),
      updated_at: T,
    })
    .execute();
  await db.insertInto("couriers").values({ id: "c-swift", name: "Swift Couriers", logo_url: null, account_code: "SW" }).execute();
  const order = (id: string, brandId: string, orderId: string) => ({
    id,
    brand_id: brandId,
    order_id: orderId,
    order_date: T,
    currency: "INR",
    total_minor: 129_900,
    payment_method: "COD",
    customer_name: "Asha Rao",
    customer_phone: "9876543210",
    customer_alternate_phone: null,
    customer_email: "asha@example.com",
    customer_address: "Flat 4B, Lakeview Residency, 12th Main Road",
    customer_city: "Bengaluru",
    customer_state: "Karnataka",
    customer_country: "IN",
    customer_pincode: "560038",
    created_at: T,
  });
  const orders = [order("o-alpha", "b-alpha", "AL-1001"), order("o-alpha-2", "b-alpha", "AL-1002"), order("o-beta", "b-beta", "BB-2001")];
  const shipment = (id: string, brandId: string, orderRef: string, waybill: string, extra: Partial<NewShipmentRow> = {}): NewShipmentRow => ({
    id,
    brand_id: brandId,
    order_ref: orderRef,
    waybill,
    courier_id: "c-swift",
    security_key: null,
    order_type: "COD",
    is_reverse: 0,
    created_at: T,
    updated_at: T,
    ...extra,
  });
  const shipments = [
    shipment("s-alpha-1", "b-alpha", "o-alpha", "ALPHA-1"),
    shipment("s-alpha-2", "b-alpha", "o-alpha", "ALPHA-2"),
    shipment("s-alpha-r", "b-alpha", "o-alpha", "ALPHA-R1", { is_reverse: 1, order_type: "PREPAID" }),
    shipment("s-alpha-3", "b-alpha", "o-alpha-2", "ALPHA-3"),
    shipment("s-beta-1", "b-beta", "o-beta", "BETA-1", { security_key: "sk-beta-1" }),
  ];
  for (const brandId of ["b-alpha", "b-beta"]) {
    await writeFixedIdRows(db, brandId, {
      orders: orders.filter((o) => o.brand_id === brandId),
      shipments: shipments.filter((s) => s.brand_id === brandId),
      scans: [],
    });
  }
  // Return orders and the shipment uuids return-info hands out (the upload grants' proof).
  await upsertFixedIdReturnOrders(db, [
    { id: "ro-alpha", brand_id: "b-alpha", order_ref: "o-alpha", capture_image: 1, created_at: T },
    { id: "ro-alpha-2", brand_id: "b-alpha", order_ref: "o-alpha-2", capture_image: 1, created_at: T },
    { id: "ro-beta", brand_id: "b-beta", order_ref: "o-beta", capture_image: 1, created_at: T },
  ]);
  await linkReturnOrderShipmentsIfAbsent(db, [
    { uuid: RETURN_SHIPMENT_UUID.alpha, brand_id: "b-alpha", return_order_id: "ro-alpha", shipment_ref: "s-alpha-1", position: 0 },
    { uuid: RETURN_SHIPMENT_UUID.alphaSecondOrder, brand_id: "b-alpha", return_order_id: "ro-alpha-2", shipment_ref: "s-alpha-3", position: 0 },
    { uuid: RETURN_SHIPMENT_UUID.beta, brand_id: "b-beta", return_order_id: "ro-beta", shipment_ref: "s-beta-1", position: 0 },
  ]);
}

/** The fixture's shipment uuids: what the portal sends as an upload form's `key`. */
export const RETURN_SHIPMENT_UUID = {
  alpha: "return-key-1",
  alphaSecondOrder: "return-key-2",
  beta: "return-key-beta",
} as const;

/** A clock tests move by hand. */
export function manualClock(start: Date = FIXTURE_TIME) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}
