import type { Kysely } from "kysely";
import { beforeEach, describe, expect, test } from "vitest";
import {
  claimBrandEvents,
  findBrandEvent,
  insertBrandEvent,
  settleBrandEvent,
  type BrandEvent,
  type DeliveryAnswer,
} from "@portal/db/repositories/brand-events";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createLogger } from "../log/logger.ts";
import { createOutboxWorker, type OutboxTable, type SettleMode, type Verdict } from "./outbox-worker.ts";

// The loop on a real outbox table (brand_events) with a handler the test steers: what the loop
// records for each verdict, how the lease hands a dead worker's claim over, and that stop()
// (the server's SIGTERM path) waits for the attempt in hand.

const BRAND = "b-loop";
const T0 = new Date("2026-12-05T10:00:00.000Z");
const RETRY_SECONDS = 90;

const table: OutboxTable<BrandEvent, DeliveryAnswer> = {
  claim: claimBrandEvents,
  settle: (db, { done, ...rest }) => settleBrandEvent(db, { ...rest, delivered: done }),
};

async function insertBrand(db: Kysely<Database>) {
  await db.insertInto("brands").values({ id: BRAND, subdomain: "loop", name: "Loop", brand_package: "default", created_at: T0.toISOString() }).execute();
}

/** A worker whose attempts answer `verdictOf(event)`, each first waiting for its `gate` if it has one. */
function workerFor(
  db: Kysely<Database>,
  verdictOf: (event: BrandEvent) => Verdict,
  options: { settle?: SettleMode; now?: () => Date; gate?: (event: BrandEvent) => Promise<void> | undefined } = {},
) {
  const lines: string[] = [];
  const log = createLogger("debug", (line) => lines.push(line));
  const now = options.now ?? (() => T0);
  const attempted: string[] = [];
  const worker = createOutboxWorker(
    { db, log, now, pollIntervalMs: 5, staleAfterMs: 60_000 },
    {
      name: "test",
      table,
      handler: {
        async attempt(event) {
          attempted.push(event.id);
          await options.gate?.(event);
          const verdict = verdictOf(event);
          return { verdict, answer: { at: now(), status: verdict === "done" ? 200 : 500, bodyExcerpt: null, error: verdict === "done" ? null : verdict } };
        },
        retryAt: (attempts, at) => (attempts < 3 ? new Date(at.getTime() + RETRY_SECONDS * 1000) : undefined),
        report: (event, { verdict }, { settled }) => lines.push(`${event.id} ${verdict} ${settled ? "settled" : "lost"}`),
      },
      settle: options.settle ?? "each",
      staleAfterMs: 60_000,
      batchSize: 10,
    },
  );
  return { worker, attempted, lines };
}

describe.each(testDatabases)("the outbox loop on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertBrand });
  beforeEach(async () => {
    if (target.skipReason !== undefined) return;
    await database.db.deleteFrom("brand_events").execute();
  });

  async function enqueue(...subjects: string[]) {
    for (const subject of subjects) await insertBrandEvent(database.db, { id: `e-${subject}`, brandId: BRAND, type: "test", subject, body: "{}", now: T0 });
  }
  const stateOf = async (id: string) => {
    const row = await findBrandEvent(database.db, id);
    return { status: row?.status, attempts: row?.attempts, readyAt: row?.readyAt, deliveredAt: row?.deliveredAt, claimToken: row?.claimToken };
  };

  test.each(["each", "grouped"] as const)(
    "settling %s: done is stamped, retry waits for the schedule, a refusal and a spent schedule give up",
    async (settle) => {
      await enqueue("ok", "flaky", "no");
      const verdicts: Record<string, Verdict> = { "e-ok": "done", "e-flaky": "retry", "e-no": "refused" };
      let clock = T0;
      const { worker } = workerFor(database.db, (event) => verdicts[event.id]!, { settle, now: () => clock });

      expect(await worker.runOnce()).toBe(1);
      expect(await stateOf("e-ok")).toMatchObject({ status: "done", attempts: 1, deliveredAt: T0.toISOString(), claimToken: null });
      expect(await stateOf("e-no")).toMatchObject({ status: "dead", attempts: 1, deliveredAt: null });
      const retryAt = new Date(T0.getTime() + RETRY_SECONDS * 1000).toISOString();
      expect(await stateOf("e-flaky")).toMatchObject({ status: "pending", attempts: 1, readyAt: retryAt });

      // Not due before its time; then tried until the schedule is spent (3 attempts), then dead.
      expect(await worker.runOnce()).toBe(0);
      expect((await stateOf("e-flaky")).attempts).toBe(1);
      for (let round = 0; round < 3; round++) {
        clock = new Date(clock.getTime() + RETRY_SECONDS * 1000);
        await worker.runOnce();
      }
      expect(await stateOf("e-flaky")).toMatchObject({ status: "dead", attempts: 3 });
    },
  );

  test("a claim whose lease ran out is taken over; the first holder's late answer is not recorded", async () => {
    await enqueue("slow");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = workerFor(database.db, () => "done", { gate: () => gate });
    const running = first.worker.runOnce();
    await expect.poll(() => first.attempted).toEqual(["e-slow"]);
    expect((await stateOf("e-slow")).status).toBe("working");

    // A minute and a second later the claim is presumed dead and a second worker takes it.
    const later = new Date(T0.getTime() + 61_000);
    const second = workerFor(database.db, () => "done", { now: () => later });
    expect(await second.worker.runOnce()).toBe(1);
    expect(await stateOf("e-slow")).toMatchObject({ status: "done", attempts: 2, deliveredAt: later.toISOString() });

    release();
    expect(await running).toBe(0);
    expect(first.lines).toContain("e-slow done lost");
    expect(await stateOf("e-slow")).toMatchObject({ status: "done", attempts: 2, deliveredAt: later.toISOString() });
  });

  test("stop() waits for the attempt in hand and its outcome is recorded; nothing more is claimed", async () => {
    await enqueue("a");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { worker, attempted } = workerFor(database.db, () => "done", { gate: () => gate });
    worker.start();
    await expect.poll(() => attempted).toEqual(["e-a"]);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await enqueue("b");
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await stateOf("e-a")).status).toBe("done");
    expect(await stateOf("e-b")).toMatchObject({ status: "pending", attempts: 0 });
    expect(attempted).toEqual(["e-a"]);
  });

  test.each(["each", "grouped"] as const)("settling %s: a job hanging at its receiver holds back no other job's record", async (settle) => {
    await enqueue("a", "b", "hung", "c");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { worker } = workerFor(database.db, () => "done", { settle, gate: (event) => (event.id === "e-hung" ? gate : undefined) });
    const running = worker.runOnce();
    for (const id of ["e-a", "e-b", "e-c"]) await expect.poll(async () => (await stateOf(id)).status).toBe("done");
    expect((await stateOf("e-hung")).status).toBe("working");
    release();
    expect(await running).toBe(4);
    expect((await stateOf("e-hung")).status).toBe("done");
  });
});
