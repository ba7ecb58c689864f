import { describe, expect, test } from "vitest";
import { earliestAdmission, RateLimitLedger, WINDOW_MS, type WindowStore } from "./rate-limit-ledger.ts";

/**
 * The ledger's arithmetic against a store kept in a Map, counting its writes. The database
 * store and real replicas are covered by rate-limit.test.ts and the e2e two-process test.
 */
function memoryStore() {
  const rows = new Map<string, number>();
  /** Writes fail as SQLite's do while another process holds the write lock; reads go on. */
  const failWhileBusy = () => {
    if (store.busy) throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
  };
  const writable = () => {
    failWhileBusy();
    store.writes += 1;
  };
  const store = {
    writes: 0,
    busy: false as boolean,
    rows,
    reserve: async (key: string, windowStart: string, count: number, cap: number) => {
      writable();
      const total = (rows.get(`${key}@${windowStart}`) ?? 0) + count;
      if (total > cap) return undefined;
      rows.set(`${key}@${windowStart}`, total);
      return total;
    },
    add: async (key: string, windowStart: string, count: number) => {
      writable();
      rows.set(`${key}@${windowStart}`, (rows.get(`${key}@${windowStart}`) ?? 0) + count);
    },
    hits: async (key: string, windowStart: string) => rows.get(`${key}@${windowStart}`) ?? 0,
    sweepBefore: async () => failWhileBusy(),
  } satisfies WindowStore & { writes: number; busy: boolean; rows: Map<string, number> };
  return store;
}

const MINUTE = Date.parse("2026-11-21T12:00:00.000Z");

describe("RateLimitLedger", () => {
  test("writes once per lease, not once per request", async () => {
    const store = memoryStore();
    const ledger = new RateLimitLedger(store);
    let admitted = 0;
    for (let i = 0; i < 200; i++) if ((await ledger.admit("client", 200, MINUTE + 1000 + i)).admitted) admitted++;
    expect(admitted).toBe(200);
    // Leases of 1, 2, 4, 8, then 18 of 10 (a twentieth of 200), then one refused 10 and the last 5.
    expect(store.writes).toBe(24);
  });

  test("concurrent requests of one key wait for one lease", async () => {
    const store = memoryStore();
    const ledger = new RateLimitLedger(store);
    const answers = await Promise.all(Array.from({ length: 8 }, () => ledger.admit("client", 1000, MINUTE + 5000)));
    expect(answers.every((a) => a.admitted)).toBe(true);
    expect(store.writes).toBe(4); // 1 + 2 + 4 + 8 ≥ 8
  });

  test("two replicas together never pass the limit, across a window edge, and strand at most a lease each", async () => {
    const store = memoryStore();
    const replicas = [new RateLimitLedger(store), new RateLimitLedger(store)];
    const limit = 100; // leases up to 5
    const admittedAt: number[] = [];
    // A steady 10 requests a second, alternating replicas, for two and a half minutes.
    for (let t = MINUTE + 30_000; t < MINUTE + 180_000; t += 100) {
      const replica = replicas[(t / 100) % 2] as RateLimitLedger;
      if ((await replica.admit("client", limit, t)).admitted) admittedAt.push(t);
    }
    // The approximated sliding count at every admission stays within the limit.
    for (const t of admittedAt) {
      const start = Math.floor(t / WINDOW_MS) * WINDOW_MS;
      const current = admittedAt.filter((a) => a >= start && a <= t).length;
      const previous = admittedAt.filter((a) => a >= start - WINDOW_MS && a < start).length;
      expect(current + previous * (1 - (t - start) / WINDOW_MS)).toBeLessThanOrEqual(limit);
    }
    // Stated slack: each replica may hold up to (lease − 1) = 4 reserved hits it never used,
    // so in a saturated minute at least limit − 2 × 4 requests were admitted.
    const fullMinute = admittedAt.filter((a) => a >= MINUTE + 120_000 && a < MINUTE + 180_000).length;
    const stored = store.rows.get(`client@${new Date(MINUTE + 120_000).toISOString()}`) ?? 0;
    expect(stored - fullMinute).toBeLessThanOrEqual(8);
  });

  test("a refused key is answered from memory until the window could admit again", async () => {
    const store = memoryStore();
    const ledger = new RateLimitLedger(store);
    for (let i = 0; i < 3; i++) await ledger.admit("client", 3, MINUTE + 10_000);
    const refused = await ledger.admit("client", 3, MINUTE + 10_000);
    expect(refused).toEqual({ admitted: false, retryAfterMs: 70_000 });
    const writes = store.writes;
    for (let i = 0; i < 50; i++) await ledger.admit("client", 3, MINUTE + 11_000 + i);
    expect(store.writes).toBe(writes);
    expect((await ledger.admit("client", 3, MINUTE + 80_000)).admitted).toBe(true);
  });

  test("while the store cannot write, admits from memory up to half the limit, and writes those hits once it can", async () => {
    const store = memoryStore();
    const ledger = new RateLimitLedger(store);
    const row = () => store.rows.get(`client@${new Date(MINUTE).toISOString()}`) ?? 0;
    store.busy = true;
    const during = await Promise.all(Array.from({ length: 80 }, (_, i) => ledger.admit("client", 100, MINUTE + 1000 + i)));
    expect(during.filter((a) => a.admitted)).toHaveLength(50);
    const refused = during.at(-1);
    expect(refused?.admitted === false && refused.retryAfterMs).toBeGreaterThan(900); // 1 s from the first refusal
    expect(row()).toBe(0);
    store.busy = false;
    let after = 0;
    while ((await ledger.admit("client", 100, MINUTE + 5000)).admitted) after += 1;
    // The 50 were written before any new lease, so the minute admits 100 in all, no more.
    expect(50 + after).toBe(100);
    expect(row()).toBe(100);
  });

  test("two replicas that both cannot write stay within the limit, counting what the database holds", async () => {
    const store = memoryStore();
    const replicas = [new RateLimitLedger(store), new RateLimitLedger(store)];
    for (let i = 0; i < 30; i++) await replicas[0]?.admit("client", 100, MINUTE + 1000); // leases 1 … 5: 31 reserved
    store.busy = true;
    let admitted = 30;
    for (let i = 0; i < 200; i++) if ((await replicas[i % 2]?.admit("client", 100, MINUTE + 2000 + i))?.admitted) admitted += 1;
    expect(admitted).toBeLessThanOrEqual(100);
  });

  test("hits admitted from memory at a minute's end weigh on the next minute and reach last minute's row", async () => {
    const store = memoryStore();
    const ledger = new RateLimitLedger(store);
    store.busy = true;
    for (let i = 0; i < 10; i++) await ledger.admit("client", 20, MINUTE + 59_000);
    store.busy = false;
    // 1 s into the next minute the 10 weigh 9.8: only 10 more fit under 20.
    let admitted = 0;
    while ((await ledger.admit("client", 20, MINUTE + 61_000)).admitted) admitted += 1;
    expect(admitted).toBe(10);
    expect(store.rows.get(`client@${new Date(MINUTE).toISOString()}`)).toBe(10);
  });

  test("fails closed: a store error reaches the caller", async () => {
    const ledger = new RateLimitLedger({ ...memoryStore(), reserve: () => Promise.reject(new Error("database is locked")) });
    await expect(ledger.admit("client", 10, MINUTE)).rejects.toThrow("database is locked");
  });
});

describe("earliestAdmission", () => {
  test.each([
    // [limit, previous, current, seconds into the window] -> seconds from the window's start
    [3, 0, 3, 10, 80],
    [3, 3, 0, 1, 20],
    [10, 10, 5, 30, 60 * (1 - 4 / 10)],
    [10, 0, 2, 5, 5.001],
  ])("limit %i, last minute %i, this minute %i, at %i s: %d s", (limit, previousHits, currentHits, at, expected) => {
    const nowMs = MINUTE + at * 1000;
    expect(earliestAdmission({ limit, windowStartMs: MINUTE, previousHits, currentHits, nowMs }) - MINUTE).toBeCloseTo(expected * 1000, -1);
  });
});
