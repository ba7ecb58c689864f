import { FEED_DIRECTIONS } from "@portal/core/feed-form";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { addCourierPartnerIds } from "@portal/db/repositories/tracking-courier-ids";
import { saveIssueConfigs } from "@portal/db/repositories/tracking-issue-configs";
import type { Database } from "@portal/db/schema";
import data from "../data/demo-tracking-feeds.json" with { type: "json" };
import { parseDataFile } from "../data-file.ts";
import { DEMO_BRANDS, type DemoBrand } from "../demo-brands.ts";
import { demoShipmentRowId } from "../demo-rows.ts";
import type { DemoSeedExtension } from "./index.ts";

const DAY = 24 * 3_600_000;
const nullableText = v.nullable(v.string());
const Phones = v.object({ phone: v.string(), alternatePhone: v.string() });

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
      nprBucket: nullableText,
    }),
  ),
  concerns: v.array(
    v.object({
      tag: v.string(),
      issueId: v.number(),
      answer: v.nullable(v.picklist(["accept", "reject"])),
      preferredInDays: v.nullable(v.number()),
      preferredTime: nullableText,
      comment: nullableText,
      raisedHoursAgo: v.number(),
    }),
  ),
  ratings: v.array(v.object({ tag: v.string(), score: v.pipe(v.number(), v.minValue(0), v.maxValue(10)), comment: v.string(), ratedHoursAgo: v.number() })),
  contactUpdate: v.object({ tag: v.string(), updatedHoursAgo: v.number(), byCountry: v.object({ IN: Phones, AE: Phones, US: Phones }) }),
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
  for (const brand of DEMO_BRANDS) {
    // The brand's demo shipments that exist (a brand skipped by seedDemo has none).
    const present = new Set((await trx.selectFrom("shipments").select("id").where("brand_id", "=", brand.id).execute()).map((r) => r.id));
    if (present.size === 0) continue;
    await seedConcerns(trx, brand, present, now);
    await seedRatings(trx, brand, present, now);
    await seedContactUpdate(trx, brand, present, now);
  }
};

async function seedConcerns(trx: Kysely<Database>, brand: DemoBrand, present: Set<string>, now: Date) {
  for (const concern of FEEDS.concerns) {
    const shipmentId = demoShipmentRowId(brand, concern.tag);
    if (!present.has(shipmentId)) continue;
    const at = hoursBefore(now, concern.raisedHoursAgo);
    const row = {
      answer: concern.answer,
      preferred_date: concern.preferredInDays === null ? null : new Date(now.getTime() + concern.preferredInDays * DAY).toISOString().slice(0, 10),
      preferred_time: concern.preferredTime,
      phone_number: null,
      address: null,
      drop_pincode: null,
      landmark: null,
      comment: concern.comment,
      created_at: at,
      updated_at: at,
    };
    await trx
      .insertInto("customer_feeds")
      .values({ id: `${shipmentId}:feed:${concern.issueId}`, brand_id: brand.id, shipment_id: shipmentId, issue_id: concern.issueId, ...row })
      .onConflict((oc) => oc.columns(["shipment_id", "issue_id"]).doUpdateSet(row))
      .execute();
  }
}

async function seedRatings(trx: Kysely<Database>, brand: DemoBrand, present: Set<string>, now: Date) {
  for (const rating of FEEDS.ratings) {
    const shipmentId = demoShipmentRowId(brand, rating.tag);
    if (!present.has(shipmentId)) continue;
    const at = hoursBefore(now, rating.ratedHoursAgo);
    const row = { score: rating.score, comment: rating.comment, created_at: at, updated_at: at };
    await trx
      .insertInto("courier_ratings")
      .values({ shipment_id: shipmentId, brand_id: brand.id, ...row })
      .onConflict((oc) => oc.column("shipment_id").doUpdateSet(row))
      .execute();
  }
}

async function seedContactUpdate(trx: Kysely<Database>, brand: DemoBrand, present: Set<string>, now: Date) {
  const { tag, updatedHoursAgo, byCountry } = FEEDS.contactUpdate;
  const shipmentId = demoShipmentRowId(brand, tag);
  if (!present.has(shipmentId)) return;
  const at = hoursBefore(now, updatedHoursAgo);
  const { phone, alternatePhone } = byCountry[brand.country];
  const row = { phone, alternate_phone: alternatePhone, created_at: at, updated_at: at };
  await trx
    .insertInto("contact_updates")
    .values({ shipment_id: shipmentId, brand_id: brand.id, ...row })
    .onConflict((oc) => oc.column("shipment_id").doUpdateSet(row))
    .execute();
}

function hoursBefore(now: Date, hours: number): string {
  return new Date(now.getTime() - hours * 3_600_000).toISOString();
}
