import { randomUUID } from "node:crypto";
import * as v from "valibot";
import { dropInsightWatermarks, writeTrackingViewDays } from "@portal/db/insights";
import { writeFixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import { upsertFixedIdTrackingRows, type FixedIdTrackingRows } from "@portal/db/repositories/tracking-fixed-id-rows";
import { setEventCounts } from "../../api/analytics/analytics-counts.ts";
import data from "../data/demo-history.json" with { type: "json" };
import { parseDataFile } from "../data-file.ts";
import { DEMO_BRANDS } from "../demo-brands.ts";
import { rowsAt, rowTablesSchema } from "../row-document.ts";
import { shipmentRowsAt } from "../shipment-documents.ts";
import type { DemoSeedExtension } from "./index.ts";

const TABLES = ["orders", "shipments", "scans", "customer_feeds", "courier_ratings", "event_counts", "tracking_view_days"] as const;
type Table = (typeof TABLES)[number];

/** 90 days of delivery history for the Insights pages as rows (data/demo-history.json, whose `about` says what they show). */
const HISTORY = parseDataFile("demo-history.json", v.object({ about: v.string(), tables: rowTablesSchema(TABLES) }), data);

type Feed = Omit<FixedIdTrackingRows["customer_feeds"][number], "id">;
type Rating = FixedIdTrackingRows["courier_ratings"][number];
type Counted = Omit<Parameters<typeof setEventCounts>[1][number], "brandId"> & { brand_id: string };
type Viewed = Parameters<typeof writeTrackingViewDays>[2][number];

/**
 * Written once per demo brand the database really holds, at its first seed: a restart keeps it
 * (rewriting hundreds of rows on every start would slow every start), so its 90 days end where
 * that first seed's clock stood. Every brand's roll-ups are rebuilt on their next refresh.
 */
export const insightsHistoryDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  const rows = shipmentRowsAt(HISTORY, now);
  const table = <Row extends { brand_id: string }>(name: Table, brandId: string) =>
    rowsAt<Row>(HISTORY.tables[name], now).filter((r) => r.brand_id === brandId);
  for (const brand of DEMO_BRANDS) {
    const shipments = rows.shipments.filter((s) => s.brand_id === brand.id);
    if (shipments.length === 0) continue;
    const owned = await trx.selectFrom("brands").select("id").where("id", "=", brand.id).where("subdomain", "=", brand.subdomain).executeTakeFirst();
    const first = shipments[0]?.id ?? "";
    const written = await trx.selectFrom("shipments").select("id").where("id", "=", first).executeTakeFirst();
    if (!owned || written) continue;
    const ids = new Set(shipments.map((s) => s.id));
    const orders = rows.orders.filter((o) => o.brand_id === brand.id);
    await writeFixedIdRows(trx, brand.id, { orders, shipments, scans: rows.scans.filter((s) => ids.has(s.shipment_id)) });
    await upsertFixedIdTrackingRows(trx, {
      customer_feeds: table<Feed>("customer_feeds", brand.id).map((feed) => ({ id: randomUUID(), ...feed })),
      courier_ratings: table<Rating>("courier_ratings", brand.id),
      contact_updates: [],
    });
    await setEventCounts(
      trx,
      table<Counted>("event_counts", brand.id).map(({ brand_id, ...count }) => ({ brandId: brand_id, ...count })),
    );
    // Written set-based, not view by view: the per-day roll-ups (migration 0123) are rebuilt from them.
    await writeTrackingViewDays(trx, brand.id, table<Viewed>("tracking_view_days", brand.id));
  }
  // Seeded rows carry times of their own, so the roll-ups are rebuilt whole on their next refresh.
  await dropInsightWatermarks(trx);
};
