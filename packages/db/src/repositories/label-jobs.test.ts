import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "../schema.ts";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import {
  claimLabelJob,
  completeLabelJob,
  failLabelJobAttempt,
  findLabelJob,
  findOrCreateLabelJob,
  listDueLabelJobs,
  requeueFailedLabelJob,
} from "./label-jobs.ts";

const T0 = new Date("2026-11-21T12:00:00.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

async function insertBrands(db: Kysely<Database>) {
  await db
    .insertInto("brands")
    .values([
      { id: "b-one", subdomain: "one", name: "One", brand_package: "default", created_at: T0.toISOString() },
      { id: "b-two", subdomain: "two", name: "Two", brand_package: "default", created_at: T0.toISOString() },
    ])
    .execute();
}

describe.each(testDatabases)("label job repository on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertBrands });

  test("one job per brand and waybill, due after the delay", async () => {
    const first = await findOrCreateLabelJob(database.db, { id: "j-1", brandId: "b-one", waybill: "W-1", now: T0, delaySeconds: 30 });
    const again = await findOrCreateLabelJob(database.db, { id: "j-2", brandId: "b-one", waybill: "W-1", now: at(5), delaySeconds: 30 });
    const otherBrand = await findOrCreateLabelJob(database.db, { id: "j-3", brandId: "b-two", waybill: "W-1", now: T0, delaySeconds: 30 });
    expect(first).toMatchObject({ id: "j-1", status: "pending", readyAt: at(30).toISOString(), attempts: 0, fileKey: null });
    expect(again.id).toBe("j-1");
    expect(otherBrand.id).toBe("j-3");
    expect(await listDueLabelJobs(database.db, { now: at(29), staleBefore: at(-60), limit: 10 })).toEqual([]);
    expect((await listDueLabelJobs(database.db, { now: at(30), staleBefore: at(-60), limit: 10 })).map((j) => j.id).sort()).toEqual(["j-1", "j-3"]);
  });

  test("of two workers claiming the same job, exactly one wins", async () => {
    await findOrCreateLabelJob(database.db, { id: "race", brandId: "b-one", waybill: "RACE", now: T0, delaySeconds: 0 });
    const claims = await Promise.all(
      ["w-a", "w-b", "w-c"].map((token) => claimLabelJob(database.db, { id: "race", seenToken: null, newToken: token, now: at(1), staleBefore: at(-60) })),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const job = await findLabelJob(database.db, "race");
    expect(job).toMatchObject({ status: "rendering", attempts: 1, claimedAt: at(1).toISOString() });
    // Not due again while the claim is fresh.
    expect((await listDueLabelJobs(database.db, { now: at(2), staleBefore: at(-60), limit: 10 })).map((j) => j.id)).not.toContain("race");
  });

  test("a stale claim is taken over, and the old worker's late result is dropped", async () => {
    await findOrCreateLabelJob(database.db, { id: "stale", brandId: "b-one", waybill: "STALE", now: T0, delaySeconds: 0 });
    expect(await claimLabelJob(database.db, { id: "stale", seenToken: null, newToken: "old", now: at(1), staleBefore: at(-60) })).toBe(true);
    const due = await listDueLabelJobs(database.db, { now: at(200), staleBefore: at(100), limit: 10 });
    expect(due).toContainEqual({ id: "stale", claimToken: "old" });
    expect(await claimLabelJob(database.db, { id: "stale", seenToken: "old", newToken: "new", now: at(200), staleBefore: at(100) })).toBe(true);
    expect(await completeLabelJob(database.db, { id: "stale", claimToken: "old", fileKey: "one/late.pdf", now: at(201) })).toBe(false);
    expect(await completeLabelJob(database.db, { id: "stale", claimToken: "new", fileKey: "one/stale.pdf", now: at(202) })).toBe(true);
    expect(await findLabelJob(database.db, "stale")).toMatchObject({ status: "ready", fileKey: "one/stale.pdf", attempts: 2 });
  });

  test("failed attempts retry later, then fail for good; asking again starts over", async () => {
    await findOrCreateLabelJob(database.db, { id: "flaky", brandId: "b-two", waybill: "FLAKY", now: T0, delaySeconds: 0 });
    expect(await claimLabelJob(database.db, { id: "flaky", seenToken: null, newToken: "t1", now: at(1), staleBefore: at(-60) })).toBe(true);
    expect(await failLabelJobAttempt(database.db, { id: "flaky", claimToken: "t1", error: "boom", now: at(2), retryAt: at(32) })).toBe(true);
    expect(await findLabelJob(database.db, "flaky")).toMatchObject({ status: "pending", readyAt: at(32).toISOString(), error: "boom", claimToken: null });
    expect(await claimLabelJob(database.db, { id: "flaky", seenToken: null, newToken: "t2", now: at(10), staleBefore: at(-60) })).toBe(false);
    expect(await claimLabelJob(database.db, { id: "flaky", seenToken: null, newToken: "t2", now: at(40), staleBefore: at(-60) })).toBe(true);
    expect(await failLabelJobAttempt(database.db, { id: "flaky", claimToken: "t2", error: "boom again", now: at(41), retryAt: undefined })).toBe(true);
    expect(await findLabelJob(database.db, "flaky")).toMatchObject({ status: "failed", error: "boom again", attempts: 2 });
    expect(await requeueFailedLabelJob(database.db, "flaky", { now: at(50), delaySeconds: 5 })).toBe(true);
    expect(await requeueFailedLabelJob(database.db, "flaky", { now: at(50), delaySeconds: 5 })).toBe(false);
    expect(await findLabelJob(database.db, "flaky")).toMatchObject({ status: "pending", attempts: 0, error: null, readyAt: at(55).toISOString() });
  });
});
