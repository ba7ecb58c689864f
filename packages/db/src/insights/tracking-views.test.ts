import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "../schema.ts";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import { engagementInsights } from "./engagement-insights.ts";
import type { LocaleCode } from "@portal/core/locale";
import { countTrackingView } from "./tracking-views.ts";

// Tracking page views (migration 0120): each view adds one to its shipment's row for the day, way
// in and page language, concurrent views lose none, a waybill the brand does not hold counts
// nothing, and the Engagement page's views, shipments viewed, language mix and previous period
// equal the rows counted by hand.

const BRAND = "b-views";
const OTHER = "b-other";
const at = (day: string) => new Date(`${day}T10:30:00.000Z`);

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

describe.each(testDatabases)("tracking page views on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      for (const [id, subdomain] of [
        [BRAND, "views"],
        [OTHER, "other"],
      ] as const)
        await db.insertInto("brands").values({ id, subdomain, name: subdomain, brand_package: "default", created_at: "2026-11-01T00:00:00.000Z" }).execute();
      for (const n of [1, 2, 3]) await addShipment(db, BRAND, n);
      // The other brand holds a shipment with the same waybill: views of one never count for the other.
      await addShipment(db, OTHER, 1);
    },
  });

  test("each view adds one to its shipment, day, way in and page language (none when unknown); concurrent views lose none; unknown waybills count nothing", async () => {
    const db = database.db;
    await db.deleteFrom("tracking_view_days").execute();
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
    await db.deleteFrom("tracking_view_days").execute();
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
});
