import { describe, expect, test } from "vitest";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import { claimIdempotencyKey, findIdempotencyRecord, storeIdempotentAnswer, touchIdempotencyClaim } from "./idempotency-keys.ts";

// A replica killed mid-request (SIGKILL, OOM) leaves its key pending: the retry that a proxy or
// client sends to another replica must be able to run, but never while the holder is alive.
const NOW = new Date("2026-12-05T07:00:00.000Z");
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);
const SCOPE = "POST alpha.portal.test /api/v1/ingest key:k1";
const LEASE_SECONDS = 8;
const staleAt = (at: Date) => new Date(at.getTime() - LEASE_SECONDS * 1000);

describe.each(testDatabases)("idempotency claims on $label", (target) => {
  const database = useTestDatabase(target);

  test("one claim wins; a live holder's refreshed claim is never taken over", async () => {
    const { db } = database;
    expect(await claimIdempotencyKey(db, SCOPE, "live-0001", "h1", NOW, staleAt(NOW))).toBe(true);
    expect(await claimIdempotencyKey(db, SCOPE, "live-0001", "h1", seconds(5), staleAt(seconds(5)))).toBe(false);
    await touchIdempotencyClaim(db, SCOPE, "live-0001", seconds(6));
    expect(await claimIdempotencyKey(db, SCOPE, "live-0001", "h1", seconds(12), staleAt(seconds(12)))).toBe(false);
  });

  test("a claim left unrefreshed past the lease goes to exactly one retry", async () => {
    const { db } = database;
    expect(await claimIdempotencyKey(db, SCOPE, "dead-0001", "h1", NOW, staleAt(NOW))).toBe(true);
    const later = seconds(LEASE_SECONDS + 1);
    const retries = await Promise.all(Array.from({ length: 5 }, () => claimIdempotencyKey(db, SCOPE, "dead-0001", "h1", later, staleAt(later))));
    expect(retries.filter(Boolean)).toHaveLength(1);
    // Another body under that key is never handed the claim: it is answered 422 by the caller.
    expect(await claimIdempotencyKey(db, SCOPE, "dead-0001", "h2", seconds(60), staleAt(seconds(60)))).toBe(false);
  });

  test("a finished key is never claimed again, however old", async () => {
    const { db } = database;
    expect(await claimIdempotencyKey(db, SCOPE, "done-0001", "h1", NOW, staleAt(NOW))).toBe(true);
    await storeIdempotentAnswer(db, SCOPE, "done-0001", { status: 200, contentType: "application/json", body: "{}" });
    expect(await claimIdempotencyKey(db, SCOPE, "done-0001", "h1", seconds(600), staleAt(seconds(600)))).toBe(false);
    expect((await findIdempotencyRecord(db, SCOPE, "done-0001"))?.state).toBe("done");
  });
});
