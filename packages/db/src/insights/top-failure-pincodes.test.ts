import { Kysely, PostgresDialect, sql, type CompiledQuery } from "kysely";
import pg from "pg";
import { describe, expect, test } from "vitest";
import type { Database } from "../schema.ts";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import { addDays, wholeDaysBetween } from "./insight-days.ts";
import { weekOf, type InsightPeriod } from "./insight-period.ts";
import { refreshInsights } from "./refresh-insights.ts";
import { periodWeeks, topFailurePincodes } from "./top-failure-pincodes.ts";
import { planNodes, rowsTouchedBy, type PlanNode } from "../testing/explain-plan.ts";

// The Failures page's "ten pincodes with most failures" reads whole ISO weeks from
// insight_failure_pincode_weeks and only the days at the period's ends from the daily rows, so a
// 90-day read touches at most (12 whole weeks + 12 edge days) rows per failing pincode, however
// many days of history the brand has; the figures stay exactly those of the raw rows.

const NOW = new Date("2026-11-21T12:00:00.000Z");
const BRAND = "b-pincodes";
const PINCODES = 40;
/** Days of history, every pincode failing on each: more than twice the 90-day period. */
const DAYS = 200;
const LAST_DAY = "2026-11-20";
const FIRST_DAY = addDays(LAST_DAY, -(DAYS - 1));
const days = (period: InsightPeriod) => wholeDaysBetween(`${period.from}T00:00:00Z`, `${period.to}T00:00:00Z`) + 1;

describe("periodWeeks", () => {
  test("cuts a period into the ISO weeks it holds whole and the days at its ends", () => {
    for (let shift = 0; shift < 7; shift += 1) {
      const period = { from: addDays("2026-08-20", shift), to: addDays("2026-11-17", shift) };
      const { weeks, edges } = periodWeeks(period);
      expect(weeks).toBeDefined();
      const weekDays = days({ from: weeks!.first, to: addDays(weeks!.last, 6) });
      expect(weekOf(weeks!.first)).toBe(weeks!.first);
      expect(weekOf(weeks!.last)).toBe(weeks!.last);
      expect(weekDays % 7).toBe(0);
      // Every day once: the edges and the weeks add up to the 90 days and lie at the ends.
      expect(weekDays + edges.reduce((sum, edge) => sum + days(edge), 0)).toBe(90);
      for (const edge of edges) expect(days(edge)).toBeLessThan(7);
      expect(edges.every((edge) => edge.to < weeks!.first || edge.from > addDays(weeks!.last, 6))).toBe(true);
    }
  });

  test("a period without a whole week is read by day; an exact week has no edges", () => {
    expect(periodWeeks({ from: "2026-11-18", to: "2026-11-23" })).toEqual({ edges: [{ from: "2026-11-18", to: "2026-11-23" }] });
    expect(periodWeeks({ from: "2026-11-16", to: "2026-11-22" })).toEqual({ weeks: { first: "2026-11-16", last: "2026-11-16" }, edges: [] });
  });
});

/**
 * One failed forward shipment per pincode and day, plus more on some pincodes and days so the
 * ranking differs from period to period; a few shipments that did not fail, and a failed pickup.
 */
async function fill(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("brands")
    .values({ id: BRAND, subdomain: "pincodes", name: "Pincodes", brand_package: "default", created_at: NOW.toISOString() })
    .execute();
  await db.insertInto("couriers").values({ id: "c-1", name: "One", logo_url: null, account_code: "C1" }).execute();
  const shipments: Array<{ id: string; day: string; pincode: string; failed: boolean; reverse: boolean }> = [];
  for (let d = 0; d < DAYS; d += 1)
    for (let p = 0; p < PINCODES; p += 1) {
      const day = addDays(FIRST_DAY, d);
      const pincode = String(400001 + p);
      shipments.push({ id: `s${d}-${p}`, day, pincode, failed: true, reverse: false });
      if ((d * 3 + p) % 11 < p % 5) shipments.push({ id: `x${d}-${p}`, day, pincode, failed: true, reverse: false });
      if ((d + p) % 13 === 0) shipments.push({ id: `n${d}-${p}`, day, pincode, failed: false, reverse: false });
      if ((d + p) % 17 === 0) shipments.push({ id: `r${d}-${p}`, day, pincode, failed: true, reverse: true });
    }
  for (let at = 0; at < shipments.length; at += 500) {
    const chunk = shipments.slice(at, at + 500);
    await db
      .insertInto("orders")
      .values(
        chunk.map((s) => ({
          id: `o-${s.id}`,
          brand_id: BRAND,
          order_id: `ORD-${s.id}`,
          order_date: `${s.day}T06:00:00.000Z`,
          currency: "INR",
          total_minor: 1000,
          payment_method: "PREPAID",
          customer_name: "Shopper",
          customer_state: "Karnataka",
          customer_pincode: s.pincode,
          created_at: `${s.day}T06:00:00.000Z`,
        })),
      )
      .execute();
    await db
      .insertInto("shipments")
      .values(
        chunk.map((s) => ({
          id: s.id,
          brand_id: BRAND,
          order_ref: `o-${s.id}`,
          waybill: `W-${s.id}`,
          courier_id: "c-1",
          order_type: "PREPAID",
          ship_date: `${s.day}T06:00:00.000Z`,
          is_reverse: s.reverse ? 1 : 0,
          edd: addDays(s.day, 3),
          latest_code: 5,
          latest_status: "status",
          latest_scanned_at: `${s.day}T18:00:00.000Z`,
          created_at: `${s.day}T06:00:00.000Z`,
          updated_at: NOW.toISOString(),
        })),
      )
      .execute();
    const failed = chunk.filter((s) => s.failed);
    if (failed.length > 0)
      await db
        .insertInto("scans")
        .values(
          failed.map((s) => ({
            id: `f-${s.id}`,
            shipment_id: s.id,
            code: s.reverse ? 3 : 7,
            status: "Failed",
            description: "Customer not available",
            location: "",
            reason_code: 1,
            scanned_at: `${s.day}T18:00:00.000Z`,
          })),
        )
        .execute();
  }
}

/** The same figure straight from the raw rows: forward shipments dispatched in the period with a failed delivery scan. */
async function rawTopPincodes(db: Kysely<Database>, { from, to }: InsightPeriod) {
  const failed = sql<number>`count(*)`;
  const rows = await db
    .selectFrom("shipments as s")
    .innerJoin("orders as o", "o.id", "s.order_ref")
    .select(["o.customer_pincode as pincode", failed.as("n")])
    .where("s.brand_id", "=", BRAND)
    .where("s.is_reverse", "=", 0)
    .where("s.ship_date", ">=", from)
    .where("s.ship_date", "<", addDays(to, 1))
    .where((eb) => eb.exists(eb.selectFrom("scans as c").select("c.id").whereRef("c.shipment_id", "=", "s.id").where("c.code", "in", [7, 9])))
    .groupBy("o.customer_pincode")
    .orderBy(failed, "desc")
    .orderBy("o.customer_pincode")
    .limit(10)
    .execute();
  return rows.map((row) => ({ pincode: row.pincode, failed: Number(row.n) }));
}

const PERIODS: InsightPeriod[] = [
  { from: addDays(LAST_DAY, -89), to: LAST_DAY },
  { from: addDays(LAST_DAY, -95), to: addDays(LAST_DAY, -6) },
  { from: FIRST_DAY, to: LAST_DAY },
  { from: "2026-11-09", to: "2026-11-15" },
  { from: "2026-11-11", to: "2026-11-14" },
  { from: addDays(FIRST_DAY, -10), to: addDays(FIRST_DAY, 3) },
];

describe.each(testDatabases)("top failing pincodes on $label", (target) => {
  const database = useTestDatabase(target, { setup: fill });

  test("equal the raw rows for periods of whole weeks, edges and single days, and follow an incremental refresh", async () => {
    const db = database.db;
    await refreshInsights(db, BRAND, { now: NOW });
    for (const period of PERIODS) expect(await topFailurePincodes(db, BRAND, period), `${period.from}..${period.to}`).toEqual(await rawTopPincodes(db, period));

    // A late failure scan on a pincode's shipments of one mid-week day changes that week's total.
    const day = addDays(LAST_DAY, -40);
    const later = new Date(NOW.getTime() + 3_600_000);
    const quiet = await db
      .selectFrom("shipments")
      .select("id")
      .where("id", "like", `n${DAYS - 41}-%`)
      .execute();
    expect(quiet.length).toBeGreaterThan(0);
    await db
      .insertInto("scans")
      .values(
        quiet.map((s) => ({
          id: `late-${s.id}`,
          shipment_id: s.id,
          code: 9,
          status: "Failed",
          description: "Late",
          location: "",
          reason_code: 2,
          scanned_at: `${day}T20:00:00.000Z`,
        })),
      )
      .execute();
    await db
      .updateTable("shipments")
      .set({ updated_at: later.toISOString() })
      .where(
        "id",
        "in",
        quiet.map((s) => s.id),
      )
      .execute();
    await refreshInsights(db, BRAND, { now: later });
    for (const period of PERIODS) expect(await topFailurePincodes(db, BRAND, period), `${period.from}..${period.to}`).toEqual(await rawTopPincodes(db, period));
  });
});

const ROLLUPS = new Set(["insight_failure_facets", "insight_failure_pincode_weeks"]);

/** Roll-up rows the plan's scans touched: returned plus filtered away, times loops. */
function rollupRowsTouched(plan: PlanNode): number {
  return planNodes(plan)
    .filter((node) => node["Relation Name"] !== undefined && ROLLUPS.has(node["Relation Name"]))
    .reduce((sum, node) => sum + rowsTouchedBy(node), 0);
}

const postgres = testDatabases.find((target) => target.dialect === "postgres")!;

describe.skipIf(postgres.skipReason !== undefined)("top failing pincodes' read on postgres", () => {
  const database = useTestDatabase(postgres, { setup: fill });

  test("a 90-day period touches at most (whole weeks + edge days) rows per failing pincode, not one per day", async () => {
    await refreshInsights(database.db, BRAND, { now: NOW });
    const dailyRows = await database.db
      .selectFrom("insight_failure_facets")
      .select(sql<number>`count(*)`.as("n"))
      .where("brand_id", "=", BRAND)
      .where("facet", "=", "pincode")
      .executeTakeFirstOrThrow();
    expect(Number(dailyRows.n)).toBe(PINCODES * DAYS);

    const pool = new pg.Pool({ connectionString: database.config.databaseUrl, max: 1 });
    const recorded: CompiledQuery[] = [];
    const recording = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === "query") recorded.push(event.query);
      },
    });
    try {
      // Every 90-day period, whichever weekday it starts on.
      for (let shift = 0; shift < 7; shift += 1) {
        const period = { from: addDays(LAST_DAY, -89 - shift), to: addDays(LAST_DAY, -shift) };
        recorded.length = 0;
        await topFailurePincodes(recording, BRAND, period);
        expect(recorded).toHaveLength(1);
        const client = await pool.connect();
        try {
          await client.query("set enable_seqscan = off");
          const explained = await client.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(`explain (analyze, format json) ${recorded[0]!.sql}`, [
            ...recorded[0]!.parameters,
          ]);
          const touched = rollupRowsTouched(explained.rows[0]!["QUERY PLAN"][0]!.Plan);
          const { weeks, edges } = periodWeeks(period);
          const buckets = (days({ from: weeks!.first, to: weeks!.last }) - 1) / 7 + 1 + edges.reduce((sum, edge) => sum + days(edge), 0);
          // 90 days are always 12 whole weeks and 6 edge days: 18 rows per pincode, against 90 daily ones.
          expect(buckets).toBe(18);
          expect(touched, `${period.from}..${period.to}`).toBeLessThanOrEqual(PINCODES * buckets);
          expect(touched).toBeGreaterThan(0);
        } finally {
          await client.query("reset enable_seqscan");
          client.release();
        }
      }
    } finally {
      await recording.destroy();
    }
  });
});
