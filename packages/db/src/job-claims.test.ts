import type { Kysely } from "kysely";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { createDatabase, type DatabaseConnection } from "./connection.ts";
import { claimDueJobs, settleJob } from "./job-claims.ts";
import { insertBrandEvent } from "./repositories/brand-events.ts";
import type { Database } from "./schema.ts";
import { testDatabases, useTestDatabase } from "./testing/test-databases.ts";

const T0 = new Date("2026-11-21T12:00:00.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const TABLE = "brand_events";

async function insertBrand(db: Kysely<Database>) {
  await db.insertInto("brands").values({ id: "b-one", subdomain: "one", name: "One", brand_package: "default", created_at: T0.toISOString() }).execute();
}

/** `count` events, `subjects` subjects taking turns, made one millisecond apart. */
async function enqueue(db: Kysely<Database>, prefix: string, count: number, subjects: number) {
  for (let i = 0; i < count; i++) {
    const id = `${prefix}-${String(i).padStart(4, "0")}`;
    await insertBrandEvent(db, { id, brandId: "b-one", type: "t", subject: `${prefix}/s${i % subjects}`, body: "{}", now: new Date(T0.getTime() + i) });
  }
}

describe.each(testDatabases)("claiming outbox jobs on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertBrand });
  const extra: DatabaseConnection[] = [];
  afterAll(async () => {
    await Promise.all(extra.map((connection) => connection.close()));
  });
  beforeEach(async () => {
    if (target.skipReason === undefined) await database.db.deleteFrom("brand_events").execute();
  });
  const claim = (db: Kysely<Database>, token: string, limit: number, now = at(1)) =>
    claimDueJobs(db, { table: TABLE, token, now, staleBefore: at(-60), limit, inSubjectOrder: true });
  const done = (db: Kysely<Database>, id: string, token: string) => settleJob(db, { table: TABLE, id, token, now: at(2), status: "done" });

  test("workers on separate connections racing for the same jobs never hold one job twice", async () => {
    // One job per subject, so order does not hold any back: 120 jobs, 4 connections, batches of 7.
    await enqueue(database.db, "race", 120, 120);
    const connections = [database.db, ...Array.from({ length: 3 }, () => createDatabase(database.config))].map((c) => ("db" in c ? c : { db: c }));
    for (const connection of connections) if ("close" in connection) extra.push(connection as DatabaseConnection);
    const held = new Map<string, string>();
    const rounds = connections.map(async ({ db }, worker) => {
      for (;;) {
        const ids = await claim(db, `w${worker}`, 7);
        if (ids.length === 0) return;
        for (const id of ids) {
          expect(held.has(id), `${id} claimed twice`).toBe(false);
          held.set(id, `w${worker}`);
          expect(await done(db, id, `w${worker}`)).toBe(true);
        }
      }
    });
    await Promise.all(rounds);
    expect([...held.keys()].filter((id) => id.startsWith("race-"))).toHaveLength(120);
  });

  test("a subject's jobs are claimed one at a time, in the order they were made", async () => {
    await enqueue(database.db, "order", 6, 2); // s0: 0, 2, 4; s1: 1, 3, 5
    const first = await claim(database.db, "a", 10);
    expect(first).toEqual(["order-0000", "order-0001"]);
    // While the first two are held, nothing else of their subjects is due.
    expect(await claim(database.db, "b", 10)).toEqual([]);
    expect(await done(database.db, "order-0000", "a")).toBe(true);
    expect(await claim(database.db, "b", 10)).toEqual(["order-0002"]);
    // A retry waiting for its time holds its subject back too.
    expect(await settleJob(database.db, { table: TABLE, id: "order-0002", token: "b", now: at(2), status: "pending", readyAt: at(600) })).toBe(true);
    expect(await claim(database.db, "c", 10)).toEqual([]);
    // Given up (dead), it no longer does.
    expect(await settleJob(database.db, { table: TABLE, id: "order-0001", token: "a", now: at(2), status: "dead" })).toBe(true);
    expect(await claim(database.db, "c", 10)).toEqual(["order-0003"]);
  });

  test("a claim whose worker died is taken over once stale, and the dead worker cannot settle it", async () => {
    await enqueue(database.db, "stale", 1, 1);
    expect(await claim(database.db, "dies", 10, at(1))).toEqual(["stale-0000"]);
    // Still fresh: nobody else may take it.
    expect(await claimDueJobs(database.db, { table: TABLE, token: "next", now: at(30), staleBefore: at(0), limit: 10, inSubjectOrder: true })).toEqual([]);
    expect(await claimDueJobs(database.db, { table: TABLE, token: "next", now: at(90), staleBefore: at(30), limit: 10, inSubjectOrder: true })).toEqual([
      "stale-0000",
    ]);
    expect(await done(database.db, "stale-0000", "dies")).toBe(false);
    expect(await done(database.db, "stale-0000", "next")).toBe(true);
    const row = await database.db.selectFrom("brand_events").select(["status", "attempts"]).where("id", "=", "stale-0000").executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "done", attempts: 2 });
  });
});
