import { randomUUID } from "node:crypto";
import { ANALYTICS_CATEGORIES, TRACKING_VIAS } from "@portal/core/api";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { LOCALES } from "@portal/core/locale";
import { newestScans } from "@portal/db/latest-scan";
import { dropInsightWatermarks, writeTrackingViewDays } from "@portal/db/insights";
import { writeFixedIdRows, type FixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import { upsertFixedIdTrackingRows, type FixedIdTrackingRows } from "@portal/db/repositories/tracking-fixed-id-rows";
import type { Database, NewScanRow } from "@portal/db/schema";
import { setEventCounts } from "../../api/analytics/analytics-counts.ts";
import data from "../data/demo-history.json" with { type: "json" };
import { parseDataFile } from "../data-file.ts";
import { DEMO_CUSTOMERS } from "../demo-brand-data.ts";
import { DEMO_BRANDS } from "../demo-brands.ts";
import type { DemoSeedExtension } from "./index.ts";

const DAY = 24 * 3_600_000;
/** A history concern is an answer only: no preferred day, new address or comment. */
const ANSWER_ONLY = { preferred_date: null, preferred_time: null, phone_number: null, address: null, drop_pincode: null, landmark: null, comment: null };
const share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

const DemoHistorySchema = v.object({
  about: v.string(),
  days: v.pipe(v.number(), v.integer(), v.minValue(1)),
  brands: v.array(v.object({ brandId: v.string(), perDay: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  couriers: v.pipe(v.array(v.object({ id: v.string(), onTime: share, failure: share, transit: v.number() })), v.minLength(1)),
  comments: v.array(v.string()),
  goodComments: v.number(),
  clicks: v.array(v.object({ category: v.picklist(ANALYTICS_CATEGORIES), action: v.string() })),
  /** Page languages views are drawn from (repeats weigh more); "" a search whose page language is not known. */
  viewLocales: v.pipe(v.array(v.union([v.picklist(LOCALES), v.literal("")])), v.minLength(1)),
  productTitle: v.string(),
});

/**
 * 90 days of delivery history for the Insights pages (docs/insights.md), from the parameters in
 * data/demo-history.json: per brand a few shipments a day across the demo couriers and Indian
 * states, with failed attempts and the shoppers' answers, returns to origin, losses, ratings with
 * comments and feedback answers, link clicks and tracking page views. Deterministic (a seeded generator), fixed ids,
 * times relative to the first seed's `now`. Every brand's roll-ups are rebuilt on their next
 * refresh (the watermarks are dropped).
 */
const HISTORY = parseDataFile("demo-history.json", DemoHistorySchema, data);
export const insightsHistoryDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  for (const { brandId, perDay } of HISTORY.brands) {
    const brand = DEMO_BRANDS.find((b) => b.id === brandId);
    // Seeded only where the demo brand owns its row (a real brand may hold the subdomain).
    const exists = await trx
      .selectFrom("brands")
      .select("id")
      .where("id", "=", brandId)
      .where("subdomain", "=", brand?.subdomain ?? "")
      .executeTakeFirst();
    if (!brand || !exists) continue;
    // Written once, at the first seed: a restart keeps it (rewriting hundreds of rows on every start
    // would slow every start), so its 90 days end where that first seed's clock stood.
    const written = await trx
      .selectFrom("shipments")
      .select("id")
      .where("id", "=", `${brandId}-h1-${perDay - 1}`)
      .executeTakeFirst();
    if (written) continue;
    await seedHistory(trx, brandId, brand.waybillPrefix, perDay, now);
  }
  // Seeded rows carry times of their own, so the roll-ups are rebuilt whole on their next refresh.
  await dropInsightWatermarks(trx);
};

/** mulberry32: a small deterministic generator, seeded per brand. */
function generator(seed: string): () => number {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seedHistory(trx: Kysely<Database>, brandId: string, waybillPrefix: string, perDay: number, now: Date): Promise<void> {
  const random = generator(brandId);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const rows: FixedIdRows = { orders: [], shipments: [], scans: [] };
  // The shoppers' answers to failed deliveries and their ratings, as the tracking page would have stored them.
  const followups: FixedIdTrackingRows = { customer_feeds: [], courier_ratings: [], contact_updates: [] };
  const at = (ms: number) => new Date(ms).toISOString();

  for (let daysAgo = HISTORY.days; daysAgo >= 1; daysAgo--) {
    for (let n = 0; n < perDay; n++) {
      const key = `${brandId}-h${daysAgo}-${n}`;
      const courier = pick(HISTORY.couriers);
      const customer = pick(DEMO_CUSTOMERS.IN);
      const shippedMs = now.getTime() - daysAgo * DAY + (9 + n) * 3_600_000;
      const reverse = n === 0 && daysAgo % 6 === 0;
      const transitDays = courier.transit + Math.floor(random() * 3);
      const eddMs = shippedMs + (courier.transit + 1) * DAY;
      const scans: NewScanRow[] = [];
      const scan = (code: number, status: string, ms: number, reasonCode: number | null = null) => {
        if (ms <= now.getTime())
          scans.push({
            id: `${key}-s${scans.length}`,
            shipment_id: key,
            code,
            status,
            description: status,
            location: customer.city,
            remark: null,
            reason_code: reasonCode,
            scanned_at: at(ms),
          });
      };
      let failureReason: number | null = null;
      let answer: "accept" | "reject" | undefined;
      if (reverse) {
        scan(1, "Pickup requested", shippedMs);
        if (random() < 0.5) {
          failureReason = 1 + Math.floor(random() * 11);
          scan(3, "Pickup failed", shippedMs + DAY, failureReason);
        }
        scan(random() < 0.85 ? 4 : 10, "Pickup closed", shippedMs + 2 * DAY);
      } else {
        scan(4, "Dispatched", shippedMs);
        scan(5, "In transit", shippedMs + DAY / 2);
        const failed = random() < courier.failure;
        const lateness = random() < courier.onTime ? 0 : 1 + Math.floor(random() * 3);
        const deliveredMs = eddMs - (random() < 0.5 ? DAY : 0) + lateness * DAY;
        const roll = random();
        if (failed) {
          failureReason = 1 + Math.floor(random() * 14);
          const failedMs = shippedMs + (transitDays - 1) * DAY;
          scan(7, "Delivery attempt failed", failedMs, failureReason);
          if (random() < 0.6) {
            answer = random() < 0.75 ? "accept" : "reject";
            const answerAt = at(failedMs + (1 + Math.floor(random() * 20)) * 3_600_000);
            followups.customer_feeds.push({
              id: randomUUID(),
              brand_id: brandId,
              shipment_id: key,
              issue_id: failureReason,
              answer,
              ...ANSWER_ONLY,
              created_at: answerAt,
              updated_at: answerAt,
            });
          }
          if (answer === "reject" || random() < 0.25) {
            scan(7, "Delivery attempt failed", failedMs + DAY, failureReason);
            scan(11, "Returned to origin", failedMs + 3 * DAY);
          } else scan(8, "Delivered", Math.max(deliveredMs, failedMs + DAY));
        } else if (roll < 0.015) scan(16, "Lost in transit", shippedMs + 3 * DAY);
        else if (roll < 0.03) scan(17, "Damaged in transit", shippedMs + 2 * DAY);
        else {
          scan(6, "Out for delivery", deliveredMs - 4 * 3_600_000);
          scan(8, "Delivered", deliveredMs);
        }
        const delivered = scans.at(-1)?.code === 8;
        if (delivered && random() < 0.45) {
          const late = Date.parse(scans.at(-1)!.scanned_at) > eddMs + DAY;
          const ratedAt = at(Date.parse(scans.at(-1)!.scanned_at) + 5 * 3_600_000);
          const score = Math.max(0, Math.min(10, 2 * Math.round((late ? 2 : 4) + random() * 2 - (courier.failure > 0.2 ? 1 : 0))));
          const comments = score >= 8 ? HISTORY.comments.slice(0, HISTORY.goodComments) : HISTORY.comments.slice(HISTORY.goodComments);
          const comment = random() < 0.3 ? pick(comments) : "";
          const answers = JSON.stringify({ "delivered-on-time": !late });
          followups.courier_ratings.push({ shipment_id: key, brand_id: brandId, score, comment, answers, created_at: ratedAt, updated_at: ratedAt });
        }
      }
      const orderId = `${key}-o`;
      rows.orders.push({
        id: orderId,
        brand_id: brandId,
        order_id: `H${daysAgo.toString().padStart(2, "0")}${n}-${brandId.slice(6, 9).toUpperCase()}`,
        order_date: at(shippedMs - DAY),
        currency: "INR",
        total_minor: (499 + Math.floor(random() * 40) * 100) * 100,
        payment_method: random() < 0.4 ? "COD" : "PREPAID",
        customer_name: customer.name,
        customer_phone: customer.phone,
        customer_alternate_phone: null,
        customer_email: customer.email,
        customer_address: customer.address,
        customer_city: customer.city,
        customer_state: customer.state,
        customer_country: "IN",
        customer_pincode: customer.pincode,
        created_at: at(shippedMs - DAY),
      });
      const latest = newestScans(scans.map((s) => ({ ...s, location: s.location ?? "", remark: s.remark ?? null, reason_code: s.reason_code ?? null })));
      rows.shipments.push({
        id: key,
        brand_id: brandId,
        order_ref: orderId,
        // The demo's readable form PREFIX-STAGE-NUMBER: HST for history, RVP for a reverse pickup.
        waybill: `${waybillPrefix}-${reverse ? "RVP" : "HST"}-${1000 + daysAgo * 10 + n}`,
        courier_id: courier.id,
        security_key: null,
        reference_number: null,
        order_type: "PREPAID",
        ship_date: at(shippedMs),
        is_reverse: reverse ? 1 : 0,
        product_title: HISTORY.productTitle,
        product_sku: null,
        product_image_url: null,
        edd: reverse ? null : at(eddMs).slice(0, 10),
        edd_message_id: null,
        edd_message: null,
        failure_reason_code: failureReason,
        ...latest,
        created_at: at(shippedMs - DAY / 2),
        updated_at: now.toISOString(),
      });
      rows.scans.push(...scans);
    }
  }
  await writeFixedIdRows(trx, brandId, rows);

  await upsertFixedIdTrackingRows(trx, followups);

  // Link clicks per day: a few social, app and contact clicks, more on weekends.
  const clicks: Parameters<typeof setEventCounts>[1][number][] = [];
  for (let daysAgo = HISTORY.days; daysAgo >= 1; daysAgo--) {
    const day = at(now.getTime() - daysAgo * DAY).slice(0, 10);
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    for (const { category, action } of HISTORY.clicks) {
      const count = Math.floor(random() * (weekend ? 9 : 5) * perDay);
      if (count > 0) clicks.push({ brandId, category, action, label: brandId.slice(6), day, count });
    }
  }
  await setEventCounts(trx, clicks);

  // Tracking page views: a forward shipment's page opened 0-4 times over its first days, mostly by link (its messages), some by search, in a mix of languages.
  const views: Parameters<typeof writeTrackingViewDays>[2][number][] = [];
  for (const shipment of rows.shipments) {
    if (shipment.is_reverse || !shipment.ship_date) continue;
    for (let after = 0; after < 3; after++) {
      const day = at(Date.parse(shipment.ship_date) + after * DAY).slice(0, 10);
      if (day >= at(now.getTime()).slice(0, 10)) break;
      for (const via of TRACKING_VIAS) {
        const count = Math.floor(random() * (via === "link" ? 3 : 2));
        // A link's page always has a language (its path's); only a search can come without one.
        const drawn = pick(HISTORY.viewLocales);
        const locale = via === "link" && drawn === "" ? "en" : drawn;
        if (count > 0) views.push({ brand_id: brandId, day, shipment_id: shipment.id, via, locale, views: count });
      }
    }
  }
  // Written set-based, not view by view: the per-day roll-ups (migration 0123) are rebuilt from them.
  await writeTrackingViewDays(trx, brandId, views);
}
