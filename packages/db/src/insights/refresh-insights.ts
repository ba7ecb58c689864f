import { sql, type Kysely } from "kysely";
import { forwardStageOfCode, reverseStageOfCode } from "@portal/core/status";
import type { Database } from "../schema.ts";
import type { DeliveryFacet, FailureFacet } from "../schema-insights.ts";
import { Tally } from "./aggregate.ts";
import { addDays, dayOf, dayRuns, wholeDaysBetween } from "./insight-days.ts";
import { weekOf } from "./insight-period.ts";

/**
 * Brings a brand's Insights roll-ups up to date with its raw rows, incrementally: the source
 * rows changed since the brand's watermark (their `updated_at`, which every write path sets)
 * name the days that changed; each such day is rebuilt whole from the raw rows (delete + insert
 * in one transaction), so a rebuild is idempotent and a row changed twice is never counted
 * twice. Re-reading `OVERLAP_MS` before the watermark covers a transaction that committed late.
 * With no watermark yet every day is rebuilt: that is the backfill.
 */
export const OVERLAP_MS = 10 * 60_000;
/** Days rebuilt per transaction: bounds memory and lock time on a large backfill. */
const MAX_RUN_DAYS = 31;

export interface RefreshResult {
  shipmentDays: number;
  returnDays: number;
  ratingDays: number;
}

export async function refreshInsights(db: Kysely<Database>, brandId: string, { now }: { now: Date }): Promise<RefreshResult> {
  const mark = await db.selectFrom("insight_watermarks").select("read_through").where("brand_id", "=", brandId).executeTakeFirst();
  const since = mark ? new Date(Date.parse(mark.read_through) - OVERLAP_MS).toISOString() : "";

  const shipmentDays = await changedShipmentDays(db, brandId, since);
  const returnDays = await changedDays(db, "return_requests", brandId, since);
  const ratingDays = await changedDays(db, "courier_ratings", brandId, since);

  await db
    .insertInto("insight_watermarks")
    .values({ brand_id: brandId, read_through: "" })
    .onConflict((oc) => oc.column("brand_id").doNothing())
    .execute();
  for (const run of dayRuns(shipmentDays, MAX_RUN_DAYS)) await rebuild(db, brandId, (trx) => rebuildShipmentDays(trx, brandId, run));
  for (const run of dayRuns(returnDays, MAX_RUN_DAYS)) await rebuild(db, brandId, (trx) => rebuildReturnDays(trx, brandId, run));
  for (const run of dayRuns(ratingDays, MAX_RUN_DAYS)) await rebuild(db, brandId, (trx) => rebuildRatingDays(trx, brandId, run));
  // Read before the rebuilds began: a row written meanwhile is read again next time.
  await db.updateTable("insight_watermarks").set({ read_through: now.toISOString() }).where("brand_id", "=", brandId).execute();
  return { shipmentDays: shipmentDays.size, returnDays: returnDays.size, ratingDays: ratingDays.size };
}

/** Forgets how far every brand's roll-ups were read: their next refresh rebuilds them whole (the backfill, the demo history). */
export async function dropInsightWatermarks(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("insight_watermarks").execute();
}

/** Every brand's roll-ups; with `rebuild` the watermarks are dropped first (the backfill command). */
export async function refreshAllInsights(
  db: Kysely<Database>,
  { now, rebuild = false }: { now: Date; rebuild?: boolean },
): Promise<Record<string, RefreshResult>> {
  if (rebuild) await dropInsightWatermarks(db);
  const brands = await db.selectFrom("brands").select("id").orderBy("id").execute();
  const results: Record<string, RefreshResult> = {};
  for (const { id } of brands) results[id] = await refreshInsights(db, id, { now });
  return results;
}

/**
 * One rebuild in its own transaction (or the caller's: the demo seed refreshes inside its own).
 * Touching the brand's watermark row first makes two refreshes of a brand take turns on PostgreSQL
 * (SQLite has one writer anyway), so neither deletes what the other has not yet written.
 */
async function rebuild(db: Kysely<Database>, brandId: string, work: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
  const locked = async (trx: Kysely<Database>) => {
    await trx
      .updateTable("insight_watermarks")
      .set((eb) => ({ read_through: eb.ref("read_through") }))
      .where("brand_id", "=", brandId)
      .execute();
    await work(trx);
  };
  if (db.isTransaction) await locked(db);
  else await db.transaction().execute(locked);
}

const shipmentDay = sql<string>`substr(coalesce(s.ship_date, s.created_at), 1, 10)`;

async function changedShipmentDays(db: Kysely<Database>, brandId: string, since: string): Promise<Set<string>> {
  const shipments = await db
    .selectFrom("shipments as s")
    .select(shipmentDay.as("day"))
    .distinct()
    .where("s.brand_id", "=", brandId)
    .where("s.updated_at", ">", since)
    .execute();
  // A shopper's answer changes the failure roll-up of the shipment's day.
  const answered = await db
    .selectFrom("customer_feeds as f")
    .innerJoin("shipments as s", "s.id", "f.shipment_id")
    .select(shipmentDay.as("day"))
    .distinct()
    .where("f.brand_id", "=", brandId)
    .where("f.updated_at", ">", since)
    .execute();
  return new Set([...shipments, ...answered].map((row) => row.day));
}

async function changedDays(db: Kysely<Database>, table: "return_requests" | "courier_ratings", brandId: string, since: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom(table)
    .select(sql<string>`substr(created_at, 1, 10)`.as("day"))
    .distinct()
    .where("brand_id", "=", brandId)
    .where("updated_at", ">", since)
    .execute();
  return new Set(rows.map((row) => row.day));
}

type Run = { from: string; to: string };

/** Shipments whose dispatch day (ship_date, else created_at) falls in the run. */
function shipmentsOfRun(db: Kysely<Database>, brandId: string, { from, to }: Run) {
  const end = addDays(to, 1);
  return db
    .selectFrom("shipments as s")
    .where("s.brand_id", "=", brandId)
    .where((eb) =>
      eb.or([
        eb.and([eb("s.ship_date", ">=", from), eb("s.ship_date", "<", end)]),
        eb.and([eb("s.ship_date", "is", null), eb("s.created_at", ">=", from), eb("s.created_at", "<", end)]),
      ]),
    );
}

const DELIVERY_FACETS = Object.keys({
  courier: true,
  state: true,
  "pincode-prefix": true,
  stage: true,
  "transit-days": true,
} satisfies Record<DeliveryFacet, true>) as DeliveryFacet[];
const FAILURE_FACETS = Object.keys({
  courier: true,
  reason: true,
  answer: true,
  outcome: true,
  pincode: true,
  pickup: true,
} satisfies Record<FailureFacet, true>) as FailureFacet[];

const FAILURE_CODES = { delivery: [7, 9], pickup: [3] } as const;

async function rebuildShipmentDays(db: Kysely<Database>, brandId: string, run: Run): Promise<void> {
  const shipments = await shipmentsOfRun(db, brandId, run)
    .leftJoin("orders as o", (join) => join.onRef("o.id", "=", "s.order_ref").onRef("o.brand_id", "=", "s.brand_id"))
    .select([
      "s.id",
      "s.courier_id",
      "s.is_reverse",
      "s.latest_code",
      "s.latest_scanned_at",
      "s.ship_date",
      "s.created_at",
      "s.edd",
      "s.edd_to",
      "s.failure_reason_code",
      "o.customer_state",
      "o.customer_pincode",
    ])
    .execute();
  const failures = await shipmentsOfRun(db, brandId, run)
    .innerJoin("scans as c", "c.shipment_id", "s.id")
    .select(["c.shipment_id", "c.code", "c.reason_code", "c.scanned_at"])
    .where("c.code", "in", [...FAILURE_CODES.delivery, ...FAILURE_CODES.pickup])
    .execute();
  const feeds = await shipmentsOfRun(db, brandId, run)
    .innerJoin("customer_feeds as f", "f.shipment_id", "s.id")
    .select(["f.shipment_id", "f.issue_id", "f.answer", "f.created_at"])
    .execute();

  const failuresOf = groupBy(failures, (row) => row.shipment_id);
  const feedsOf = groupBy(feeds, (row) => row.shipment_id);
  const delivery = new Tally<{ brand_id: string; facet: DeliveryFacet; day: string; key: string }, "shipments" | "measured" | "on_time" | "first_attempt">([
    "shipments",
    "measured",
    "on_time",
    "first_attempt",
  ]);
  const failed = new Tally<{ brand_id: string; facet: FailureFacet; day: string; key: string }, "shipments" | "answer_minutes">([
    "shipments",
    "answer_minutes",
  ]);

  for (const s of shipments) {
    const day = dayOf(s.ship_date ?? s.created_at);
    const dispatchedAt = s.ship_date ?? s.created_at;
    const direction = s.is_reverse ? "pickup" : "delivery";
    const codes: readonly number[] = FAILURE_CODES[direction];
    const ownFailures = (failuresOf.get(s.id) ?? []).filter((scan) => codes.includes(scan.code)).sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
    const code = s.latest_code;
    const stage = (code === null ? undefined : s.is_reverse ? reverseStageOfCode(code) : forwardStageOfCode(code)) ?? "unknown";
    const delivered = !s.is_reverse && stage === "delivered" && s.latest_scanned_at !== null;
    if (!s.is_reverse) {
      const shownEdd = s.edd_to ?? s.edd;
      const measured = delivered && shownEdd ? 1 : 0;
      const amounts = {
        shipments: 1,
        measured,
        on_time: measured && dayOf(s.latest_scanned_at!) <= dayOf(shownEdd!) ? 1 : 0,
        first_attempt: delivered && ownFailures.length === 0 ? 1 : 0,
      };
      const keys = {
        courier: s.courier_id ?? "",
        state: s.customer_state ?? "",
        "pincode-prefix": (s.customer_pincode ?? "").slice(0, 3),
        stage,
        "transit-days": delivered ? String(wholeDaysBetween(dispatchedAt, s.latest_scanned_at!)) : undefined,
      } satisfies Record<DeliveryFacet, string | undefined>;
      for (const [facet, key] of Object.entries(keys) as Array<[DeliveryFacet, string | undefined]>)
        if (key !== undefined) delivery.add({ brand_id: brandId, facet, day, key }, amounts);
    }
    if (ownFailures.length === 0) continue;
    if (s.is_reverse) {
      failed.add({ brand_id: brandId, facet: "pickup", day, key: "" }, { shipments: 1 });
      continue;
    }
    const reason = s.failure_reason_code ?? ownFailures.at(-1)!.reason_code ?? 0;
    const shipmentFeeds = (feedsOf.get(s.id) ?? []).sort((a, b) => a.created_at.localeCompare(b.created_at));
    const feed = shipmentFeeds.find((f) => f.issue_id === reason) ?? shipmentFeeds[0];
    const answer = feed ? (feed.answer === "accept" || feed.answer === "reject" ? feed.answer : "other") : "none";
    const amounts = {
      shipments: 1,
      answer_minutes: feed ? Math.max(0, Math.floor((Date.parse(feed.created_at) - Date.parse(ownFailures[0]!.scanned_at)) / 60_000)) : 0,
    };
    const keys = {
      courier: s.courier_id ?? "",
      reason: String(reason),
      answer,
      outcome: `${answer}/${failureOutcome(stage)}`,
      pincode: s.customer_pincode || undefined,
      pickup: undefined,
    } satisfies Record<FailureFacet, string | undefined>;
    for (const [facet, key] of Object.entries(keys) as Array<[FailureFacet, string | undefined]>)
      if (key !== undefined) failed.add({ brand_id: brandId, facet, day, key }, amounts);
  }

  // Per facet, so each delete is a range of the key (brand, facet, day) rather than all the brand's rows.
  const facetTables = [
    ["insight_delivery_facets", DELIVERY_FACETS],
    ["insight_failure_facets", FAILURE_FACETS],
  ] as const;
  for (const [table, facets] of facetTables)
    for (const facet of facets)
      await db.deleteFrom(table).where("brand_id", "=", brandId).where("facet", "=", facet).where("day", ">=", run.from).where("day", "<=", run.to).execute();
  await insertChunked(db, "insight_delivery_facets", delivery.rows());
  await insertChunked(db, "insight_failure_facets", failed.rows());
  await rebuildPincodeWeeks(db, brandId, run);
}

/**
 * Sums the daily "pincode" failure rows of every ISO week the run touches into
 * `insight_failure_pincode_weeks`, after the run's days were rebuilt. A week is summed whole from
 * the daily rows, so a week that two runs share comes out right after the later one.
 */
async function rebuildPincodeWeeks(db: Kysely<Database>, brandId: string, run: Run): Promise<void> {
  const first = weekOf(run.from);
  const last = weekOf(run.to);
  await db.deleteFrom("insight_failure_pincode_weeks").where("brand_id", "=", brandId).where("week", ">=", first).where("week", "<=", last).execute();
  for (let week = first; week <= last; week = addDays(week, 7))
    await db
      .insertInto("insight_failure_pincode_weeks")
      .columns(["brand_id", "week", "pincode", "shipments"])
      .expression(
        db
          .selectFrom("insight_failure_facets")
          .select(["brand_id", sql<string>`cast(${week} as text)`.as("week"), "key", sql<number>`sum(shipments)`.as("shipments")])
          .where("brand_id", "=", brandId)
          .where("facet", "=", "pincode")
          .where("day", ">=", week)
          .where("day", "<=", addDays(week, 6))
          .groupBy(["brand_id", "key"]),
      )
      .execute();
}

/** Where a shipment that failed once ended: delivered (or picked up), sent back, cancelled, or still open. */
function failureOutcome(stage: string): string {
  if (stage === "delivered" || stage === "picked-up" || stage === "returned-to-warehouse") return "delivered";
  if (stage === "returned-to-origin") return "returned-to-origin";
  if (stage === "cancelled") return "cancelled";
  return "open";
}

async function rebuildReturnDays(db: Kysely<Database>, brandId: string, run: Run): Promise<void> {
  const end = addDays(run.to, 1);
  const requests = await db
    .selectFrom("return_requests")
    .select(["id", "kind", "refund_mode", "stage", "refund_recorded_minor", "refunded_at", "created_at"])
    .where("brand_id", "=", brandId)
    .where("created_at", ">=", run.from)
    .where("created_at", "<", end)
    .execute();
  const items = await db
    .selectFrom("return_request_items as i")
    .innerJoin("return_requests as r", "r.id", "i.request_id")
    .leftJoin("return_order_items as oi", (join) => join.onRef("oi.brand_id", "=", "i.brand_id").onRef("oi.item_id", "=", "i.item_id"))
    .select(["r.kind", "r.created_at", "i.reason_id", "i.quantity", "oi.title"])
    .where("r.brand_id", "=", brandId)
    .where("r.created_at", ">=", run.from)
    .where("r.created_at", "<", end)
    .execute();

  const byRequest = new Tally<
    { brand_id: string; day: string; kind: string; refund_mode: string; stage: string },
    "requests" | "refund_minor" | "refunded" | "refund_hours"
  >(["requests", "refund_minor", "refunded", "refund_hours"]);
  for (const r of requests) {
    byRequest.add(
      { brand_id: brandId, day: dayOf(r.created_at), kind: r.kind, refund_mode: r.refund_mode ?? "", stage: r.stage },
      {
        requests: 1,
        refund_minor: r.refunded_at ? (r.refund_recorded_minor ?? 0) : 0,
        refunded: r.refunded_at ? 1 : 0,
        refund_hours: r.refunded_at ? Math.max(0, Math.floor((Date.parse(r.refunded_at) - Date.parse(r.created_at)) / 3_600_000)) : 0,
      },
    );
  }
  const byItem = new Tally<{ brand_id: string; day: string; kind: string; item: string; reason_id: number }, "lines" | "units">(["lines", "units"]);
  for (const i of items)
    byItem.add(
      { brand_id: brandId, day: dayOf(i.created_at), kind: i.kind, item: (i.title ?? "").slice(0, 120), reason_id: i.reason_id },
      { lines: 1, units: i.quantity },
    );

  await deleteRun(db, "insight_return_days", brandId, run);
  await deleteRun(db, "insight_return_item_days", brandId, run);
  await insertChunked(db, "insight_return_days", byRequest.rows());
  await insertChunked(db, "insight_return_item_days", byItem.rows());
}

async function rebuildRatingDays(db: Kysely<Database>, brandId: string, run: Run): Promise<void> {
  const end = addDays(run.to, 1);
  const ratings = await db
    .selectFrom("courier_ratings as r")
    .leftJoin("shipments as s", "s.id", "r.shipment_id")
    .select(["r.score", "r.comment", "r.answers", "r.created_at", "s.courier_id"])
    .where("r.brand_id", "=", brandId)
    .where("r.created_at", ">=", run.from)
    .where("r.created_at", "<", end)
    .execute();
  const scores = new Tally<{ brand_id: string; day: string; courier_id: string; score: number }, "ratings" | "commented">(["ratings", "commented"]);
  const answers = new Tally<{ brand_id: string; day: string; question: string; answer: string }, "answers">(["answers"]);
  for (const r of ratings) {
    const day = dayOf(r.created_at);
    scores.add({ brand_id: brandId, day, courier_id: r.courier_id ?? "", score: r.score }, { ratings: 1, commented: r.comment.trim() === "" ? 0 : 1 });
    for (const [question, answer] of Object.entries(parsedAnswers(r.answers)))
      answers.add({ brand_id: brandId, day, question, answer: typeof answer === "boolean" ? (answer ? "yes" : "no") : String(answer) }, { answers: 1 });
  }
  await deleteRun(db, "insight_rating_days", brandId, run);
  await deleteRun(db, "insight_answer_days", brandId, run);
  await insertChunked(db, "insight_rating_days", scores.rows());
  await insertChunked(db, "insight_answer_days", answers.rows());
}

function parsedAnswers(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type RollupTable =
  | "insight_delivery_facets"
  | "insight_failure_facets"
  | "insight_return_days"
  | "insight_return_item_days"
  | "insight_rating_days"
  | "insight_answer_days";

async function deleteRun(db: Kysely<Database>, table: RollupTable, brandId: string, run: Run): Promise<void> {
  await db.deleteFrom(table).where("brand_id", "=", brandId).where("day", ">=", run.from).where("day", "<=", run.to).execute();
}

/** Multi-row inserts kept under both databases' bound-parameter limits. */
async function insertChunked(db: Kysely<Database>, table: RollupTable, rows: ReadonlyArray<Record<string, string | number>>): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.floor(30_000 / perRow));
  for (let at = 0; at < rows.length; at += size)
    await db
      .insertInto(table)
      .values(rows.slice(at, at + size) as never)
      .execute();
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
