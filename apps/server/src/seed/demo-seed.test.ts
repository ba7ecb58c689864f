import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import { findShipmentByWaybill, findShipmentsByOrderId } from "@portal/db/repositories/shipments";
import { findThemeForBrand, saveThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { DEMO_BRANDS } from "./demo-brands.ts";
import { demoCases, listDemoCases } from "./demo-cases.ts";
import { SPEC_FORWARD_CODES } from "./demo-scenarios.ts";
import { seedDemo } from "./demo-seed.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const SEEDED_TABLES = [
  "brands",
  "themes",
  "couriers",
  "orders",
  "shipments",
  "scans",
  "return_orders",
  "return_order_shipments",
  "return_order_items",
  "return_addresses",
  "return_reasons",
  "return_sub_reasons",
  "return_settings",
  "return_variants",
  "return_requests",
  "return_request_items",
  "return_request_events",
] as const;
/** `<rows> <digest>` per table, seeded at NOW. */
const PINNED_DEMO: Record<string, string> = {
  brands: "16 750c2c84c02d782a",
  themes: "16 6b22e5e8323d84ee",
  couriers: "5 d679601555f04349",
  // Issue 37: 90 days of history for demo and kestrel (extensions/insights-history-seed.ts).
  orders: "698 8c695036153ff469",
  shipments: "722 33dfefe033f3f215",
  scans: "4464 615381a8c3848195",
  return_orders: "126 b508a978d090eb2b",
  return_order_shipments: "42 e30e20efb084c069",
  return_order_items: "144 7e68701c022b58b7",
  return_addresses: "192 ff7414fa6c6b6651",
  // Issue 33 item 11: demo reasons, instructions and banners in hi, ar and ta.
  return_reasons: "36 f0e294a1803946cd",
  return_sub_reasons: "48 c2ceb87f828a6092",
  return_settings: "6 c821bdc034f1d352",
  return_variants: "432 bf3abe03aa82da0e",
  // Issue 34: every request has a stage and its history; five more requests show the later stages.
  return_requests: "78 cc44a8dde2f914df",
  return_request_items: "78 020f5f01999ce00d",
  return_request_events: "234 29b0ea80fb224a09",
};
const DAY = 24 * 3_600_000;

async function snapshot(db: Kysely<Database>) {
  return {
    brands: await db.selectFrom("brands").selectAll().orderBy("id").execute(),
    themes: await db.selectFrom("themes").selectAll().orderBy("brand_id").execute(),
    couriers: await db.selectFrom("couriers").selectAll().orderBy("id").execute(),
    orders: await db.selectFrom("orders").selectAll().orderBy("id").execute(),
    shipments: await db.selectFrom("shipments").selectAll().orderBy("id").execute(),
    scans: await db.selectFrom("scans").selectAll().orderBy("id").execute(),
  };
}

describe.each(testDatabases)("demo seed on $label", (target) => {
  const database = useTestDatabase(target, { setup: (db) => seedDemo(db, { now: NOW }) });

  test("seeds exactly the pinned demo: a digest of every seeded table, uuids aside", async () => {
    // Pins what the demo contains (the e2e tests rely on its cases, waybills, keys and times):
    // a change to the data files or the seed that changes any row changes its table's digest.
    // Update the digests only for an intended change of the demo.
    const digests: Record<string, string> = {};
    for (const table of SEEDED_TABLES) {
      const rows = await database.db.selectFrom(table).selectAll().execute();
      const lines = rows
        .map((row) =>
          JSON.stringify(
            Object.fromEntries(
              Object.entries(row)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([k, v]) => [k, v === null ? null : String(v)]),
            ),
          ).replace(UUID, "<uuid>"),
        )
        .sort();
      digests[table] = `${rows.length} ${createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16)}`;
    }
    expect(digests).toEqual(PINNED_DEMO);
  });

  test("running it again with the same clock changes nothing", async () => {
    const before = await snapshot(database.db);
    const result = await seedDemo(database.db, { now: NOW });
    expect(result.seeded).toEqual(["demo", "kestrel", "lotus", "banyan", "oasis", "redwood"]);
    expect(await snapshot(database.db)).toEqual(before);
  });

  test("a later start moves the demo's times along without duplicating anything", async () => {
    const before = await snapshot(database.db);
    await seedDemo(database.db, { now: new Date(NOW.getTime() + 5 * DAY) });
    const after = await snapshot(database.db);
    expect(after.scans).toHaveLength(before.scans.length);
    expect(after.shipments).toHaveLength(before.shipments.length);
    expect(after.orders).toHaveLength(before.orders.length);
    const recent = await findShipmentByWaybill(database.db, "brand-demo", "DEMO-DLV-008");
    expect(Date.parse(recent?.shipment.latest?.scannedAt ?? "")).toBe(NOW.getTime() + 5 * DAY - 20 * 3_600_000);
    await seedDemo(database.db, { now: NOW }); // back to the clock the other tests expect
  });

  test("keeps a theme edited through the portal", async () => {
    const demo = await findBrandBySubdomain(database.db, "demo");
    const original = await findThemeForBrand(database.db, "brand-demo");
    await saveThemeForBrand(database.db, "brand-demo", { name: "Edited Demo" }, { now: NOW });
    await seedDemo(database.db, { now: NOW });
    expect((await findThemeForBrand(database.db, demo?.id ?? ""))?.name).toBe("Edited Demo");
    if (original) await saveThemeForBrand(database.db, "brand-demo", original, { now: NOW });
  });

  test("two brands, each with a valid theme", async () => {
    const demo = await findBrandBySubdomain(database.db, "demo");
    expect(demo).toMatchObject({ name: "Demo Store", brandPackage: "default" });
    const demoTheme = await findThemeForBrand(database.db, "brand-demo");
    expect(demoTheme?.logo).toBeUndefined(); // the header shows its placeholder
    expect(demoTheme?.config).toMatchObject({ currency: "INR", country: "IN" });
    expect(Object.keys(demoTheme?.meta_data ?? {})).toEqual(expect.arrayContaining(["website", "email", "contact", "time", "day", "social", "app"]));

    const kestrel = await findBrandBySubdomain(database.db, "kestrel");
    expect(kestrel).toMatchObject({ name: "Kestrel & Co.", brandPackage: "kestrel", securityCheckEnabled: true });
    const kestrelTheme = await findThemeForBrand(database.db, "brand-kestrel");
    expect(kestrelTheme?.tokens.primary).not.toBe(demoTheme?.tokens.primary);
  });

  test.each(DEMO_BRANDS.map((b) => [b.subdomain, b] as const))("%s has a shipment for every forward status code of the product rules", async (_, brand) => {
    const rows = await database.db
      .selectFrom("shipments")
      .select(["latest_code", "waybill"])
      .where("brand_id", "=", brand.id)
      .where("is_reverse", "=", 0)
      .execute();
    const codes = new Set(rows.map((r) => r.latest_code));
    expect(SPEC_FORWARD_CODES.filter((code) => !codes.has(code))).toEqual([]);
    // Readable and deterministic: PREFIX-STAGE-CODE[-VARIANT], e.g. DEMO-DLV-008-OLD.
    const readable = new RegExp(`^${brand.waybillPrefix}-[A-Z]{3}-\\d{3,4}(-[A-Z]+)?$`);
    const waybills = rows.flatMap((r) => (r.waybill === null ? [] : [r.waybill]));
    expect(waybills.filter((waybill) => !readable.test(waybill))).toEqual([]);
  });

  test("delivered within 3 days and earlier; a failure followed by a new attempt", async () => {
    const recent = await findShipmentByWaybill(database.db, "brand-demo", "DEMO-DLV-008");
    const old = await findShipmentByWaybill(database.db, "brand-demo", "DEMO-DLV-008-OLD");
    expect(NOW.getTime() - Date.parse(recent?.shipment.latest?.scannedAt ?? "")).toBeLessThan(3 * DAY);
    expect(NOW.getTime() - Date.parse(old?.shipment.latest?.scannedAt ?? "")).toBeGreaterThan(3 * DAY);

    const reattempt = await findShipmentByWaybill(database.db, "brand-demo", "DEMO-OFD-006-REATTEMPT");
    expect(reattempt?.scans.slice(0, 2).map((s) => s.code)).toEqual([6, 7]);

    const scans = recent?.scans ?? [];
    expect(scans.map((s) => s.scannedAt)).toEqual(
      scans
        .map((s) => s.scannedAt)
        .toSorted()
        .toReversed(),
    );
    expect(scans.at(-1)?.code).toBe(1);
  });

  test("orders with several shipments, one still without a waybill", async () => {
    const orderCase = demoCases.find((c) => c.brand === "demo" && c.case.startsWith("Order with 3"));
    const order = await findShipmentsByOrderId(database.db, "brand-demo", orderCase?.orderId ?? "");
    expect(order?.shipments.map((s) => s.shipment.waybill)).toEqual(["DEMO-DLV-008-SPLIT", "DEMO-TRN-005-SPLIT", null]);
  });

  test("reverse pickups are flagged", async () => {
    const reverse = await database.db.selectFrom("shipments").select("waybill").where("is_reverse", "=", 1).execute();
    expect(reverse.length).toBeGreaterThanOrEqual(6);
    expect(reverse.every((r) => r.waybill?.includes("-RVP-"))).toBe(true);
    // A return on an order picks up what that order's forward shipment delivered.
    const delivered = await findShipmentByWaybill(database.db, "brand-demo", "DEMO-DLV-008-OLD");
    const pickup = await findShipmentByWaybill(database.db, "brand-demo", "DEMO-RVP-025");
    expect(pickup?.shipment.isReverse).toBe(true);
    expect(pickup?.order.id).toBe(delivered?.order.id);
    expect(pickup?.shipment.product).toEqual(delivered?.shipment.product);
  });

  test("every demo shipment case opens that shipment of its brand, with its security key where needed", async () => {
    const cases = await listDemoCases(database.db);
    expect(cases).toEqual(demoCases);
    const opened = await Promise.all(
      cases
        .filter((c) => c.waybill !== null)
        .map(async (c) => {
          const brand = await findBrandBySubdomain(database.db, c.brand);
          const query = new URL(c.path, "http://demo.localhost").searchParams;
          const detail = await findShipmentByWaybill(database.db, brand?.id ?? "", query.get("waybill") ?? "");
          return {
            case: c.case,
            orderId: detail?.order.orderId,
            securityKey: query.get("security_key") ?? undefined,
          };
        }),
    );
    const expected = await Promise.all(
      cases
        .filter((c) => c.waybill !== null)
        .map(async (c) => {
          const brand = await findBrandBySubdomain(database.db, c.brand);
          const detail = await findShipmentByWaybill(database.db, brand?.id ?? "", c.waybill ?? "");
          return {
            case: c.case,
            orderId: c.orderId,
            securityKey: brand?.securityCheckEnabled ? (detail?.shipment.securityKey ?? "missing") : undefined,
          };
        }),
    );
    expect(opened).toEqual(expected);
    // One lookup per case over every demo brand, brand packages included.
  }, 60_000);

  test("every demo order case opens an order of its brand with several shipments, with a shipment's key where needed", async () => {
    const orderCases = demoCases.filter((c) => c.waybill === null);
    expect(orderCases.length).toBeGreaterThanOrEqual(4);
    const opened = await Promise.all(
      orderCases.map(async (c) => {
        const brand = await findBrandBySubdomain(database.db, c.brand);
        const query = new URL(c.path, "http://demo.localhost").searchParams;
        const order = await findShipmentsByOrderId(database.db, brand?.id ?? "", query.get("order_id") ?? "");
        const keys = order?.shipments.map((s) => s.shipment.securityKey) ?? [];
        const key = query.get("security_key");
        return { count: order?.shipments.length ?? 0, keyed: brand?.securityCheckEnabled ? key !== null && keys.includes(key) : key === null };
      }),
    );
    expect(opened.every(({ count, keyed }) => count > 1 && keyed)).toBe(true);
    expect(orderCases.some((c) => c.path.includes("security_key="))).toBe(true);
  });
});

describe.each(testDatabases)("demo seed beside a real brand on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: (db) =>
      db
        .insertInto("brands")
        .values({ id: "real-brand", subdomain: "kestrel", name: "A real Kestrel", brand_package: "default", created_at: NOW.toISOString() })
        .execute(),
  });

  test("leaves a subdomain that a real brand already uses alone", async () => {
    const result = await seedDemo(database.db, { now: NOW });
    expect(result).toMatchObject({ seeded: ["demo", "lotus", "banyan", "oasis", "redwood"], skipped: ["kestrel"] });
    expect(await findBrandBySubdomain(database.db, "kestrel")).toMatchObject({ id: "real-brand", name: "A real Kestrel" });
    expect(await database.db.selectFrom("shipments").select("id").where("brand_id", "=", "real-brand").execute()).toEqual([]);
    expect((await listDemoCases(database.db)).some((c) => c.brand === "kestrel")).toBe(false);
  });
});
