import * as v from "valibot";
import { FEED_DIRECTIONS } from "@portal/core/feed-form";
import { addCourierPartnerIds } from "@portal/db/repositories/tracking-courier-ids";
import { upsertFixedIdTrackingRows, type FixedIdTrackingRows } from "@portal/db/repositories/tracking-fixed-id-rows";
import { saveIssueConfigs } from "@portal/db/repositories/tracking-issue-configs";
import data from "../data/demo-tracking-feeds.json" with { type: "json" };
import { parseDataFile } from "../data-file.ts";
import { DEMO_BRANDS } from "../demo-brands.ts";
import { rowsAt, rowTablesSchema } from "../row-document.ts";
import type { DemoSeedExtension } from "./index.ts";

const [text, count] = [v.string(), v.number()];
const IssueConfigSchema = v.object({ direction: v.picklist(FEED_DIRECTIONS), issueId: count, bucketId: count, bucketName: text, issueName: text });
const DemoTrackingFeedsSchema = v.object({
  about: text,
  courierPartnerIds: v.array(v.object({ courierId: text, cpId: count })),
  issueConfigs: v.array(v.object({ ...IssueConfigSchema.entries, rawIssueDesc: text, nprBucket: v.nullable(text) })),
  tables: rowTablesSchema(["customer_feeds", "courier_ratings", "contact_updates"]),
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
