import type { Kysely } from "kysely";
import { addCourierPartnerIds } from "@portal/db/repositories/tracking-courier-ids";
import { saveIssueConfigs, type OpsIssueConfig } from "@portal/db/repositories/tracking-issue-configs";
import type { Database } from "@portal/db/schema";
import { DEMO_BRANDS, type DemoBrand } from "../demo-brands.ts";
import type { DemoCountry } from "../demo-brand-description.ts";
import { demoShipmentRowId } from "../demo-rows.ts";
import type { DemoSeedExtension } from "./index.ts";

const DAY = 24 * 3_600_000;

/** Numeric partner ids (cp_id) of the demo couriers. */
const DEMO_COURIER_PARTNER_IDS = [
  { courierId: "swiftline-express", cpId: 101 },
  { courierId: "parcelwing", cpId: 102 },
  { courierId: "monsoon-cargo", cpId: 103 },
  { courierId: "tortoise-and-hare", cpId: 104 },
  { courierId: "metro-dash", cpId: 105 },
] as const;

/**
 * A few reasons classified by operations; the other reasons show the server's defaults
 * (built from core's reason tables), so the ops view shows both.
 */
const DEMO_ISSUE_CONFIGS: readonly OpsIssueConfig[] = [
  {
    direction: "delivery",
    issueId: 1,
    bucketId: 11,
    bucketName: "Customer unreachable",
    issueName: "Customer not reachable on phone",
    rawIssueDesc: "CNR - consignee not reachable",
    nprBucket: null,
  },
  {
    direction: "delivery",
    issueId: 2,
    bucketId: 12,
    bucketName: "Customer refused",
    issueName: "Customer refused delivery",
    rawIssueDesc: "REF - refused by consignee",
    nprBucket: null,
  },
  {
    direction: "delivery",
    issueId: 3,
    bucketId: 13,
    bucketName: "Reschedule",
    issueName: "Customer asked for another day",
    rawIssueDesc: "FDR - future delivery requested",
    nprBucket: null,
  },
  {
    direction: "delivery",
    issueId: 6,
    bucketId: 14,
    bucketName: "Address",
    issueName: "Address not found",
    rawIssueDesc: "ADI - address incomplete",
    nprBucket: null,
  },
  {
    direction: "pickup",
    issueId: 1,
    bucketId: 21,
    bucketName: "Customer unreachable",
    issueName: "Customer not reachable for pickup",
    rawIssueDesc: "PNR - pickup, not reachable",
    nprBucket: "NPR-1",
  },
  {
    direction: "pickup",
    issueId: 2,
    bucketId: 22,
    bucketName: "Pickup cancellation",
    issueName: "Customer asked to cancel the pickup",
    rawIssueDesc: "PCR - pickup cancel request",
    nprBucket: "NPR-2",
  },
  {
    direction: "pickup",
    issueId: 10,
    bucketId: 22,
    bucketName: "Pickup cancellation",
    issueName: "Customer refused the pickup",
    rawIssueDesc: "PRF - pickup refused",
    nprBucket: "NPR-2",
  },
];

interface DemoConcern {
  tag: string;
  issueId: number;
  answer: "accept" | "reject" | null;
  /** Days after `now` of the preferred date; null for none. */
  preferredInDays: number | null;
  preferredTime: string | null;
  comment: string | null;
  raisedHoursAgo: number;
}

/**
 * Concerns already raised: on open failures (the page offers "update your concern") and
 * on a failure that a new delivery run has since cleared. FLD-007 and FLD-007-PAIR are left
 * without one, so a new concern can be raised there.
 */
const DEMO_CONCERNS: readonly DemoConcern[] = [
  {
    tag: "FLD-009",
    issueId: 2,
    answer: "accept",
    preferredInDays: 1,
    preferredTime: "10:00-13:00",
    comment: "Please deliver, I was away when the courier came.",
    raisedHoursAgo: 2,
  },
  { tag: "RVP-003", issueId: 1, answer: null, preferredInDays: 2, preferredTime: "14:00-18:00", comment: null, raisedHoursAgo: 4 },
  { tag: "OFD-006-REATTEMPT", issueId: 3, answer: null, preferredInDays: 0, preferredTime: "18:00-21:00", comment: null, raisedHoursAgo: 20 },
];

interface DemoRating {
  tag: string;
  /** On 0-10; star brands show half of it. */
  score: number;
  comment: string;
  ratedHoursAgo: number;
}

/**
 * Deliveries rated before (ratedBefore). DLV-008 and the split order's delivered part are left
 * unrated, so the rating form and My orders' "Give delivery feedback" show (a rated delivery
 * offers its details instead).
 */
const DEMO_RATINGS: readonly DemoRating[] = [
  { tag: "DLV-032", score: 8, comment: "Left with the security desk as asked. Quick delivery.", ratedHoursAgo: 40 },
  { tag: "DLV-008-OLD", score: 4, comment: "The box was dented.", ratedHoursAgo: 8 * 24 },
];

/** A contact number already updated on a shipment still on its way: numbers as the brand's country writes them. */
const DEMO_CONTACT_UPDATE_TAG = "TRN-005";
const DEMO_CONTACT_UPDATE = {
  IN: { phone: "9876501234", alternatePhone: "9123456780" },
  AE: { phone: "501112233", alternatePhone: "552223344" },
  US: { phone: "2125550187", alternatePhone: "3105550164" },
} as const satisfies Record<DemoCountry, { phone: string; alternatePhone: string }>;

/**
 * Demo data of the tracking-feeds area. Idempotent: runs on every demo start; rows have
 * fixed keys and their times move along with `now`, like the demo's shipments.
 */
export const trackingFeedsDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  await addCourierPartnerIds(trx, DEMO_COURIER_PARTNER_IDS);
  await saveIssueConfigs(trx, DEMO_ISSUE_CONFIGS);
  for (const brand of DEMO_BRANDS) {
    const present = await presentShipments(trx, brand);
    if (present.size === 0) continue;
    await seedConcerns(trx, brand, present, now);
    await seedRatings(trx, brand, present, now);
    await seedContactUpdate(trx, brand, present, now);
  }
};

/** The brand's demo shipments that exist (a brand skipped by seedDemo has none). */
async function presentShipments(trx: Kysely<Database>, brand: DemoBrand): Promise<Set<string>> {
  const rows = await trx.selectFrom("shipments").select("id").where("brand_id", "=", brand.id).execute();
  return new Set(rows.map((r) => r.id));
}

async function seedConcerns(trx: Kysely<Database>, brand: DemoBrand, present: Set<string>, now: Date) {
  for (const concern of DEMO_CONCERNS) {
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
  for (const rating of DEMO_RATINGS) {
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
  const shipmentId = demoShipmentRowId(brand, DEMO_CONTACT_UPDATE_TAG);
  if (!present.has(shipmentId)) return;
  const at = hoursBefore(now, 1);
  const { phone, alternatePhone } = DEMO_CONTACT_UPDATE[brand.country];
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
