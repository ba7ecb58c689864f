import { sql, type Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "../schema.ts";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import { engagementInsights } from "./engagement-insights.ts";
import type { LocaleCode } from "@portal/core/locale";
import { countTrackingView } from "./tracking-views.ts";
import { rebuildTrackingViewRollups, shipmentsViewed } from "./tracking-view-rollups.ts";

// Tracking page views (migration 0120): each view adds one to its shipment's row for the day, way
// in and page language, concurrent views lose none, a waybill the brand does not hold counts
// nothing, and the Engagement page's views, shipments viewed, language mix and previous period
// equal the rows counted by hand.

const BRAND = "b-views";
const OTHER = "b-other";
const at = (day: string) => new Date(`${day}T10:30:00.000Z`);
/** Shipments W1…W24 of the brand (the first three serve the hand-counted tests). */
const SHIPMENTS = 24;

async function addShipment(db: Kysely<Database>, brandId: string, n: number): Promise<void> {
  const created = "2026-11-01T00:00:00.000Z";
  await db
    .insertInto("orders")
    .values({
      id: `o-${brandId}-${n}`,
      brand_id: brandId,
      order_id: `ORD-${n}`,
      order_date: created,
      currency: "INR",
      total_minor: 100,
      payment_method: "PREPAID",
      customer_name: "Shopper",
      created_at: created,
    })
    .execute();
  await db
    .insertInto("shipments")
    .values({
      id: `s-${brandId}-${n}`,
      brand_id: brandId,
      order_ref: `o-${brandId}-${n}`,
      waybill: `W${n}`,
      order_type: "PREPAID",
      is_reverse: 0,
      created_at: created,
      updated_at: created,
    })
    .execute();
}

const rowsOf = (db: Kysely<Database>) =>
  db
    .selectFrom("tracking_view_days")
    .select(["brand_id", "day", "shipment_id", "via", "locale", "views"])
    .orderBy("brand_id")
    .orderBy("day")
    .orderBy("shipment_id")
    .orderBy("via")
    .orderBy("locale")
    .execute();

async function clearViews(db: Kysely<Database>): Promise<void> {
  for (const table of ["tracking_view_days", "tracking_view_totals", "tracking_view_shipment_days", "tracking_view_first_days"] as const)
    await db.deleteFrom(table).execute();
}

/** The exact figure over the raw rows: every shipment viewed in the period, once. */
async function distinctShipments(db: Kysely<Database>, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom("tracking_view_days")
    .select(sql<number>`count(distinct shipment_id)`.as("n"))
    .where("brand_id", "=", BRAND)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const rollupRows = (db: Kysely<Database>) =>
  Promise.all([
    db.selectFrom("tracking_view_totals").selectAll().orderBy("brand_id").orderBy("day").orderBy("via").orderBy("locale").execute(),
    db.selectFrom("tracking_view_shipment_days").selectAll().orderBy("brand_id").orderBy("shipment_id").orderBy("day").execute(),
    db.selectFrom("tracking_view_first_days").selectAll().where("shipments", "<>", 0).orderBy("brand_id").orderBy("day").orderBy("prev_day").execute(),
  ]);

const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases)("tracking page views on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      for (const [id, subdomain] of [
        [BRAND, "views"],
        [OTHER, "other"],
      ] as const)
        await db.insertInto("brands").values({ id, subdomain, name: subdomain, brand_package: "default", created_at: "2026-11-01T00:00:00.000Z" }).execute();
      for (let n = 1; n <= SHIPMENTS; n++) await addShipment(db, BRAND, n);
      // The other brand holds a shipment with the same waybill: views of one never count for the other.
      await addShipment(db, OTHER, 1);
    },
  });

  test("each view adds one to its shipment, day, way in and page language (none when unknown); concurrent views lose none; unknown waybills count nothing", async () => {
    const db = database.db;
    await clearViews(db);
    const view = (waybill: string, via: "search" | "link", day: string, locale: LocaleCode | "unknown" = "en", brandId = BRAND) =>
      countTrackingView(db, { brandId, waybill, via, locale: locale === "unknown" ? undefined : locale, now: at(day) });
    await Promise.all(Array.from({ length: 8 }, () => view("W1", "link", "2026-11-10")));
    await Promise.all(Array.from({ length: 3 }, () => view("W1", "link", "2026-11-10", "hi")));
    await view("W1", "search", "2026-11-10", "unknown");
    await view("W1", "link", "2026-11-11", "ar");
    await view("W2", "search", "2026-11-11");
    await view("W404", "link", "2026-11-11");
    await view("W1", "search", "2026-11-11", "en", OTHER);
    expect(await rowsOf(db)).toEqual([
      { brand_id: OTHER, day: "2026-11-11", shipment_id: `s-${OTHER}-1`, via: "search", locale: "en", views: 1 },
      { brand_id: BRAND, day: "2026-11-10", shipment_id: `s-${BRAND}-1`, via: "link", locale: "en", views: 8 },
      { brand_id: BRAND, day: "2026-11-10", shipment_id: `s-${BRAND}-1`, via: "link", locale: "hi", views: 3 },
      { brand_id: BRAND, day: "2026-11-10", shipment_id: `s-${BRAND}-1`, via: "search", locale: "", views: 1 },
      { brand_id: BRAND, day: "2026-11-11", shipment_id: `s-${BRAND}-1`, via: "link", locale: "ar", views: 1 },
      { brand_id: BRAND, day: "2026-11-11", shipment_id: `s-${BRAND}-2`, via: "search", locale: "en", views: 1 },
    ]);
  });

  test("the Engagement page sums views per way in and per language (most viewed first, unknown apart) and counts each shipment viewed once over the period", async () => {
    const db = database.db;
    await clearViews(db);
    const view = (waybill: string, via: "search" | "link", day: string, locale: LocaleCode | "unknown" = "en") =>
      countTrackingView(db, { brandId: BRAND, waybill, via, locale: locale === "unknown" ? undefined : locale, now: at(day) });
    // Previous period (11-08..11-09): W3 twice by link, once in Tamil.
    await view("W3", "link", "2026-11-08", "ta");
    await view("W3", "link", "2026-11-09");
    // Period (11-10..11-11): W1 on both days, W2 once; W1 counts as one shipment viewed.
    // Languages: Hindi twice (ties broken by code), English once, Bengali twice, one unknown.
    await view("W1", "link", "2026-11-10", "hi");
    await view("W1", "search", "2026-11-11", "unknown");
    await view("W1", "link", "2026-11-11", "hi");
    await view("W2", "search", "2026-11-11", "bn");
    await view("W2", "search", "2026-11-11", "bn");
    await view("W2", "link", "2026-11-11");
    // After the period: not counted.
    await view("W3", "search", "2026-11-12", "vi");
    const { current, previous } = await engagementInsights(db, BRAND, { from: "2026-11-10", to: "2026-11-11" });
    expect(current.views).toEqual([
      { via: "search", views: 3 },
      { via: "link", views: 3 },
    ]);
    expect(current.shipmentsViewed).toBe(2);
    expect(current.viewsByDay).toEqual([
      { day: "2026-11-10", views: 1 },
      { day: "2026-11-11", views: 5 },
    ]);
    expect(current.viewsByLocale).toEqual([
      { locale: "bn", views: 2 },
      { locale: "hi", views: 2 },
      { locale: "en", views: 1 },
    ]);
    expect(current.viewsOfUnknownLocale).toBe(1);
    expect(previous.views).toEqual([
      { via: "search", views: 0 },
      { via: "link", views: 2 },
    ]);
    expect(previous.shipmentsViewed).toBe(1);
    expect(previous.viewsByLocale).toEqual([
      { locale: "en", views: 1 },
      { locale: "ta", views: 1 },
    ]);
    expect(previous.viewsOfUnknownLocale).toBe(0);
  });
  test("shipments viewed, from the per-day roll-ups, equals COUNT(DISTINCT) over the raw rows for every period of a 40-day history; the rebuild gives the same rows", async () => {
    const db = database.db;
    await clearViews(db);
    // A seeded generator: shipments viewed on a few days each (revisits days apart), ways in and
    // languages mixed, each day's views of a shipment racing one another, and some views of a day
    // before one already counted (a clock behind), so the roll-ups' out-of-order path runs too.
    let seed = 37;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const START = "2026-10-01";
    const DAYS = 40;
    const views: Array<{ waybill: string; via: "search" | "link"; day: string; locale: LocaleCode | undefined }> = [];
    for (let n = 1; n <= SHIPMENTS; n++) {
      let day = Math.floor(random() * DAYS);
      for (let visit = 0; visit < 1 + Math.floor(random() * 4) && day < DAYS; visit++) {
        for (let k = 0; k < 1 + Math.floor(random() * 3); k++)
          views.push({
            waybill: `W${n}`,
            via: random() < 0.3 ? "search" : "link",
            day: dayAfter(START, day),
            locale: random() < 0.1 ? undefined : random() < 0.5 ? "en" : "hi",
          });
        day += 1 + Math.floor(random() * 9);
      }
    }
    // Day by day, each day's views at once; every fifth shipment's earliest day comes last.
    const late = views.filter((v, i) => Number(v.waybill.slice(1)) % 5 === 0 && views.findIndex((w) => w.waybill === v.waybill) === i);
    const onTime = views.filter((v) => !late.includes(v));
    for (let d = 0; d < DAYS; d++) {
      const day = dayAfter(START, d);
      await Promise.all(onTime.filter((v) => v.day === day).map((v) => countTrackingView(db, { brandId: BRAND, ...v, now: at(v.day) })));
    }
    for (const v of late) await countTrackingView(db, { brandId: BRAND, ...v, now: at(v.day) });
    expect(late.length).toBeGreaterThan(2);
    // The other brand's views of its own W1 count nowhere here.
    await countTrackingView(db, { brandId: OTHER, waybill: "W1", via: "link", locale: "en", now: at(START) });

    let periods = 0;
    for (let f = -1; f <= DAYS; f += 1)
      for (let t = f; t <= DAYS; t += 3) {
        const from = dayAfter(START, f);
        const to = dayAfter(START, t);
        expect({ from, to, n: await shipmentsViewed(db, BRAND, { from, to }) }).toEqual({ from, to, n: await distinctShipments(db, from, to) });
        periods++;
      }
    expect(periods).toBeGreaterThan(300);
    expect(await distinctShipments(db, START, dayAfter(START, DAYS))).toBe(SHIPMENTS);
    // The page's other view figures from the totals equal the raw rows' sums.
    const raw = await db
      .selectFrom("tracking_view_days")
      .select(["via", sql<number>`sum(views)`.as("n")])
      .where("brand_id", "=", BRAND)
      .groupBy("via")
      .orderBy("via", "desc")
      .execute();
    const { current } = await engagementInsights(db, BRAND, { from: START, to: dayAfter(START, DAYS) });
    expect(current.views).toEqual(raw.map((r) => ({ via: r.via, views: Number(r.n) })));
    expect(current.views.reduce((sum, v) => sum + v.views, 0)).toBe(views.length);
    // Rebuilt from the raw rows (migration 0123, the demo seed, the bench): the same roll-ups.
    const kept = await rollupRows(db);
    await rebuildTrackingViewRollups(db);
    expect(await rollupRows(db)).toEqual(kept);
    await rebuildTrackingViewRollups(db, BRAND);
    expect(await rollupRows(db)).toEqual(kept);
  });
});
