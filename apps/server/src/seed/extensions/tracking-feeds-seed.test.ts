import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import { findLatestFeed, insertFeed } from "@portal/db/repositories/tracking-feeds";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { DEMO_BRANDS } from "../demo-brands.ts";
import { seedDemo } from "../demo-seed.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const DAY = 24 * 3_600_000;
const demoShipmentRowId = (brand: { id: string }, tag: string) => `${brand.id}:shipment:${tag}`;
const brandOf = (subdomain: string) => DEMO_BRANDS.find((b) => b.subdomain === subdomain) ?? { id: `missing ${subdomain}` };
const DEMO_STORE = brandOf("demo");
const KESTREL = brandOf("kestrel");

async function snapshot(db: Kysely<Database>) {
  return {
    feeds: await db.selectFrom("customer_feeds").selectAll().orderBy("id").execute(),
    ratings: await db.selectFrom("courier_ratings").selectAll().orderBy("shipment_id").execute(),
    contacts: await db.selectFrom("contact_updates").selectAll().orderBy("shipment_id").execute(),
    configs: await db.selectFrom("ops_issue_configs").selectAll().orderBy("direction").orderBy("issue_id").execute(),
    cpIds: await db.selectFrom("courier_partner_ids").selectAll().orderBy("courier_id").execute(),
  };
}

describe.each(testDatabases)("tracking-feeds demo seed on $label", (target) => {
  const database = useTestDatabase(target, { setup: (db) => seedDemo(db, { now: NOW }) });

  test("adds concerns, ratings, a contact update, issue configs and courier ids to both demo brands", async () => {
    const rows = await snapshot(database.db);
    for (const brand of [DEMO_STORE, KESTREL]) {
      const feeds = rows.feeds.filter((f) => f.brand_id === brand.id).map((f) => [f.shipment_id, f.issue_id]);
      expect(feeds).toEqual(
        expect.arrayContaining([
          [demoShipmentRowId(brand, "FLD-009"), 2],
          [demoShipmentRowId(brand, "RVP-003"), 1],
          [demoShipmentRowId(brand, "OFD-006-REATTEMPT"), 3],
        ]),
      );
      expect(
        rows.ratings
          // The 90-day history (insights-history-seed.ts) rates shipments of its own too.
          .filter((r) => r.brand_id === brand.id && r.shipment_id.includes(":shipment:"))
          .map((r) => r.shipment_id)
          .sort(),
      ).toEqual(["DLV-008-OLD", "DLV-032"].map((tag) => demoShipmentRowId(brand, tag)).sort());
      expect(rows.contacts.filter((c) => c.brand_id === brand.id).map((c) => c.shipment_id)).toEqual([demoShipmentRowId(brand, "TRN-005")]);
    }
    expect(rows.configs.length).toBeGreaterThan(0);
    expect(rows.cpIds.map((c) => [c.courier_id, c.cp_id])).toEqual([
      ["metro-dash", 105],
      ["monsoon-cargo", 103],
      ["parcelwing", 102],
      ["swiftline-express", 101],
      ["tortoise-and-hare", 104],
    ]);
  });

  test("running it again with the same clock changes nothing", async () => {
    const before = await snapshot(database.db);
    await seedDemo(database.db, { now: NOW });
    expect(await snapshot(database.db)).toEqual(before);
  });

  test("a later start moves the times along without duplicating anything", async () => {
    const before = await snapshot(database.db);
    await seedDemo(database.db, { now: new Date(NOW.getTime() + 3 * DAY) });
    const after = await snapshot(database.db);
    expect(after.feeds).toHaveLength(before.feeds.length);
    expect(after.ratings).toHaveLength(before.ratings.length);
    const feed = await findLatestFeed(database.db, DEMO_STORE.id, demoShipmentRowId(DEMO_STORE, "FLD-009"));
    expect(feed?.preferredDate).toBe(new Date(NOW.getTime() + 4 * DAY).toISOString().slice(0, 10));
    await seedDemo(database.db, { now: NOW });
  });

  test("a concern raised through the portal survives a restart", async () => {
    const key = { brandId: DEMO_STORE.id, shipmentId: demoShipmentRowId(DEMO_STORE, "FLD-007"), issueId: 1 };
    expect(await insertFeed(database.db, key, { preferredDate: "2026-11-22" }, { now: NOW })).toBe(true);
    await seedDemo(database.db, { now: NOW });
    expect((await findLatestFeed(database.db, key.brandId, key.shipmentId))?.preferredDate).toBe("2026-11-22");
  });
});
