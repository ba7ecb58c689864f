import * as v from "valibot";
import { FEED_DIRECTIONS } from "@portal/core/feed-form";
import { addCourierPartnerIds } from "@portal/db/repositories/tracking-courier-ids";
import { upsertFixedIdTrackingRows, type FixedIdTrackingRows } from "@portal/db/repositories/tracking-fixed-id-rows";
import { saveIssueConfigs } from "@portal/db/repositories/tracking-issue-configs";
import data from "../data/demo-tracking-feeds.json" with { type: "json" };
import { parseDataFile } from "../data-file.ts";
import { DEMO_BRANDS } from "../demo-brands.ts";
import { RowTableSchema, rowsAt } from "../row-document.ts";
import type { DemoSeedExtension } from "./index.ts";

const DemoTrackingFeedsSchema = v.object({
  about: v.string(),
  courierPartnerIds: v.array(v.object({ courierId: v.string(), cpId: v.number() })),
  issueConfigs: v.array(
    v.object({
      direction: v.picklist(FEED_DIRECTIONS),
      issueId: v.number(),
      bucketId: v.number(),
      bucketName: v.string(),
      issueName: v.string(),
      rawIssueDesc: v.string(),
      nprBucket: v.nullable(v.string()),
    }),
  ),
  tables: v.object({ customer_feeds: RowTableSchema, courier_ratings: RowTableSchema, contact_updates: RowTableSchema }),
});

/** The tracking-feeds demo as data (data/demo-tracking-feeds.json; its `about` says what each part shows). */
const FEEDS = parseDataFile("demo-tracking-feeds.json", DemoTrackingFeedsSchema, data);

/**
 * Demo data of the tracking-feeds area. Idempotent: runs on every demo start; rows have
 * fixed keys and their times move along with `now`, like the demo's shipments.
 */
export const trackingFeedsDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  await addCourierPartnerIds(trx, FEEDS.courierPartnerIds);
  await saveIssueConfigs(trx, FEEDS.issueConfigs);
  // Only brands whose demo shipments exist (a brand skipped by seedDemo has none).
  const ids = DEMO_BRANDS.map((b) => b.id);
  const seeded = new Set((await trx.selectFrom("shipments").select("brand_id").distinct().where("brand_id", "in", ids).execute()).map((r) => r.brand_id));
  const rows = <K extends keyof FixedIdTrackingRows>(table: K) =>
    rowsAt<FixedIdTrackingRows[K][number]>(FEEDS.tables[table], now).filter((row) => seeded.has(row.brand_id));
  await upsertFixedIdTrackingRows(trx, {
    customer_feeds: rows("customer_feeds"),
    courier_ratings: rows("courier_ratings"),
    contact_updates: rows("contact_updates"),
  });
};
