import { Kysely, PostgresDialect, sql, type CompiledQuery } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { claimDueJobsStatement } from "./job-claims.ts";
import { claimNotificationTimers, scheduleNotificationTimers } from "./repositories/notification-timers.ts";
import type { Database } from "./schema.ts";
import { testDatabases, useTestDatabase } from "./testing/test-databases.ts";
import { planNodes, rowsTouchedBy, type PlanNode } from "./testing/explain-plan.ts";

// Flat at 10M shipments (issue 35): the time-driven moments never read shipments to find what
// is due. Each shipment with a promised date has one timer row; the sweep is the outbox's claim
// on the `(status, ready_at)` index, so it reads the rows due now and no others, however many
// wait (future EDDs) or have fired (done). Checked with EXPLAIN ANALYZE on PostgreSQL (every scan
// node must touch at most a batch's rows, sequential scans priced out as at 10M rows) and with
// EXPLAIN QUERY PLAN on SQLite (the index, not a scan of the table).

const postgres = testDatabases.find((target) => target.dialect === "postgres")!;
const sqlite = testDatabases.find((target) => target.dialect === "sqlite")!;
const NOW = new Date("2026-12-04T20:00:00.000Z");
const WAITING = 40_000;
const FIRED = 40_000;
const DUE = 150;
const BATCH = 200;

/** The most rows any one scan of `table` touched in the plan. */
function touchedOn(plan: PlanNode, table: string): number {
  return Math.max(
    0,
    ...planNodes(plan)
      .filter((node) => node["Relation Name"] === table)
      .map(rowsTouchedBy),
  );
}

/** Timers as a big brand would have them: most waiting for future promised days, most of the rest fired. */
async function fill(run: (statement: string) => Promise<unknown>) {
  await run(`insert into brands (id, subdomain, name, brand_package, enterprise, security_check_enabled, api_key_hash, created_at)
             values ('b-timers', 'timers', 'Timers', 'default', 0, 0, null, '2026-11-01T00:00:00.000Z')`);
  const rows = (from: number, count: number, status: string, readyAt: string) =>
    run(`with recursive g(n) as (select ${from} union all select n + 1 from g where n < ${from + count - 1})
         insert into notification_timers (id, brand_id, kind, shipment_id, subject, attempt, status, ready_at, attempts, created_at, updated_at)
         select 'delayed:s-' || n, 'b-timers', 'delayed', 's-' || n, 's-' || n, 1, '${status}', ${readyAt}, 0, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z' from g`);
  // Future promised days, up to ten days out; past ones that fired; a batch's worth due now.
  await rows(1, WAITING, "pending", `'2026-12-' || (10 + n % 15) || 'T18:30:00.000Z'`);
  await rows(WAITING + 1, FIRED, "done", `'2026-11-' || (10 + n % 15) || 'T18:30:00.000Z'`);
  await rows(WAITING + FIRED + 1, DUE, "pending", `'2026-12-04T18:30:00.000Z'`);
}

describe.skipIf(postgres.skipReason !== undefined)("notification timer plans on postgres", () => {
  const database = useTestDatabase(postgres);
  let pool: pg.Pool;
  let recording: Kysely<Database>;
  const recorded: CompiledQuery[] = [];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: database.config.databaseUrl, max: 1 });
    await fill((statement) => pool.query(statement));
    await pool.query("analyze notification_timers");
    recording = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === "query") recorded.push(event.query);
      },
    });
  }, 120_000);
  afterAll(async () => {
    await recording.destroy();
  });

  /** The most rows any scan of notification_timers touched, per statement; each run under EXPLAIN ANALYZE and rolled back. */
  async function touched(work: (db: Kysely<Database>) => Promise<unknown>): Promise<number[]> {
    recorded.length = 0;
    await recording
      .transaction()
      .execute(async (trx) => {
        await work(trx);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(recorded.length).toBeGreaterThan(0);
    const client = await pool.connect();
    const found: number[] = [];
    try {
      await client.query("begin");
      await client.query("set local enable_seqscan = off");
      for (const query of recorded.filter((q) => q.sql.includes("notification_timers"))) {
        const explained = await client.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(`explain (analyze, format json) ${query.sql}`, [...query.parameters]);
        found.push(touchedOn(explained.rows[0]!["QUERY PLAN"][0]!.Plan, "notification_timers"));
      }
    } finally {
      await client.query("rollback");
      client.release();
    }
    return found;
  }

  test(`the sweep claims the ${DUE} due timers of ${WAITING + FIRED + DUE} and touches no others`, async () => {
    const [claim, read] = await touched((db) =>
      claimNotificationTimers(db, { token: "t", now: NOW, staleBefore: new Date(NOW.getTime() - 60_000), limit: BATCH }),
    );
    expect(claim).toBeLessThanOrEqual(DUE + 1);
    expect(read).toBeLessThanOrEqual(DUE + 1);
  });

  test("scheduling a batch's timers touches those timers only", async () => {
    const timers = Array.from({ length: 100 }, (_, i) => ({
      brandId: "b-timers",
      kind: "delayed" as const,
      shipmentId: `s-${i * 500 + 1}`,
      attempt: 1,
      readyAt: new Date("2026-12-20T18:30:00.000Z"),
    }));
    const found = await touched((db) => scheduleNotificationTimers(db, timers, NOW));
    expect(Math.max(...found)).toBeLessThanOrEqual(100);
  });

  test("the check sees a read that no index narrows", async () => {
    const [all] = await touched((db) => db.selectFrom("notification_timers").select("id").where("kind", "=", "delayed").where("outcome", "is", null).execute());
    expect(all).toBeGreaterThan(WAITING);
  });
});

class Rollback extends Error {}

describe.skipIf(sqlite.skipReason !== undefined)("notification timer plans on sqlite", () => {
  const database = useTestDatabase(sqlite);

  test("the sweep's claim reads the (status, ready_at) index, never the whole table", async () => {
    const db = database.db;
    await fill((statement) => sql.raw(statement).execute(db));
    await sql`analyze`.execute(db);
    const claim = { token: "t", now: NOW, staleBefore: new Date(NOW.getTime() - 60_000), limit: BATCH };
    const compiled = claimDueJobsStatement(db, { table: "notification_timers", ...claim }).compile(db);
    const plan = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    const details = plan.rows.map((row) => row.detail);
    // Both halves search the index; no step scans the table.
    expect(details.filter((d) => d.includes("USING INDEX notification_timers_due"))).toHaveLength(2);
    expect(details.filter((d) => /^SCAN notification_timers\b/.test(d) && !d.includes("INDEX"))).toEqual([]);
    const claimed = await claimNotificationTimers(db, { token: "t", now: NOW, staleBefore: new Date(NOW.getTime() - 60_000), limit: BATCH });
    expect(claimed).toHaveLength(DUE);
  });
});
