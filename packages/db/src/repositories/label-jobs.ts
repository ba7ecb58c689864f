import type { Kysely } from "kysely";
import type { LabelJobRow, LabelJobStatus } from "../schema-admin-labels.ts";
import type { Database } from "../schema.ts";
import { newJobColumns } from "../job-claims.ts";
import { camelCaseRow } from "./row-case.ts";

/** A shipping label being made (or made) for one shipment of a brand. */
export interface LabelJob {
  id: string;
  brandId: string;
  waybill: string;
  status: LabelJobStatus;
  readyAt: string;
  attempts: number;
  claimToken: string | null;
  claimedAt: string | null;
  fileKey: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

function toLabelJob(row: LabelJobRow): LabelJob {
  return camelCaseRow(row);
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/**
 * The brand's job for a waybill, created (due `delaySeconds` from now) when there is none.
 * Insert-or-nothing then read, so concurrent first requests (any replica) share one job.
 */
export async function findOrCreateLabelJob(
  db: Kysely<Database>,
  job: { id: string; brandId: string; waybill: string; now: Date; delaySeconds: number },
): Promise<LabelJob> {
  const at = job.now.toISOString();
  await db
    .insertInto("label_jobs")
    .values({
      id: job.id,
      brand_id: job.brandId,
      waybill: job.waybill,
      ...newJobColumns(later(job.now, job.delaySeconds)),
      file_key: null,
      error: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(["brand_id", "waybill"]).doNothing())
    .execute();
  const row = await db.selectFrom("label_jobs").selectAll().where("brand_id", "=", job.brandId).where("waybill", "=", job.waybill).executeTakeFirstOrThrow();
  return toLabelJob(row);
}

export async function findLabelJob(db: Kysely<Database>, id: string): Promise<LabelJob | undefined> {
  const row = await db.selectFrom("label_jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toLabelJob(row);
}

/** A failed job starts over (asked for again by a shopper). False when it was not failed. */
export async function requeueFailedLabelJob(db: Kysely<Database>, id: string, { now, delaySeconds }: { now: Date; delaySeconds: number }): Promise<boolean> {
  const result = await db
    .updateTable("label_jobs")
    .set({
      status: "pending",
      attempts: 0,
      error: null,
      claim_token: null,
      claimed_at: null,
      ready_at: later(now, delaySeconds),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export interface DueLabelJob {
  id: string;
  /** The claim token seen when listed: the compare-and-set value of `claimLabelJob`. */
  claimToken: string | null;
}

/**
 * Jobs a worker may take: pending and due, or rendering under a claim older than
 * `staleBefore` (its worker died mid-render). Oldest due first.
 */
export async function listDueLabelJobs(
  db: Kysely<Database>,
  { now, staleBefore, limit }: { now: Date; staleBefore: Date; limit: number },
): Promise<DueLabelJob[]> {
  const rows = await db
    .selectFrom("label_jobs")
    .select(["id", "claim_token"])
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("ready_at", "<=", now.toISOString())]),
        eb.and([eb("status", "=", "rendering"), eb("claimed_at", "<", staleBefore.toISOString())]),
      ]),
    )
    .orderBy("ready_at")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, claimToken: r.claim_token }));
}

/**
 * Takes a due job for one worker: a single conditional UPDATE that succeeds only if the
 * job is still due and its claim token is the one seen when listing, so of several replicas
 * racing for it exactly one gets `true`.
 */
export async function claimLabelJob(
  db: Kysely<Database>,
  claim: { id: string; seenToken: string | null; newToken: string; now: Date; staleBefore: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("label_jobs")
    .set((eb) => ({
      status: "rendering",
      claim_token: claim.newToken,
      claimed_at: claim.now.toISOString(),
      attempts: eb("attempts", "+", 1),
      updated_at: claim.now.toISOString(),
    }))
    .where("id", "=", claim.id)
    .where((eb) => (claim.seenToken === null ? eb("claim_token", "is", null) : eb("claim_token", "=", claim.seenToken)))
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("ready_at", "<=", claim.now.toISOString())]),
        eb.and([eb("status", "=", "rendering"), eb("claimed_at", "<", claim.staleBefore.toISOString())]),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records the rendered file. False when the claim was lost meanwhile (another worker took over). */
export async function completeLabelJob(db: Kysely<Database>, done: { id: string; claimToken: string; fileKey: string; now: Date }): Promise<boolean> {
  const result = await db
    .updateTable("label_jobs")
    .set({ status: "ready", file_key: done.fileKey, error: null, updated_at: done.now.toISOString() })
    .where("id", "=", done.id)
    .where("claim_token", "=", done.claimToken)
    .where("status", "=", "rendering")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A failed attempt: back to pending at `retryAt`, or failed for good when there is none. */
export async function failLabelJobAttempt(
  db: Kysely<Database>,
  failed: { id: string; claimToken: string; error: string; now: Date; retryAt: Date | undefined },
): Promise<boolean> {
  const result = await db
    .updateTable("label_jobs")
    .set({
      status: failed.retryAt ? "pending" : "failed",
      ready_at: (failed.retryAt ?? failed.now).toISOString(),
      claim_token: null,
      claimed_at: null,
      error: failed.error.slice(0, 500),
      updated_at: failed.now.toISOString(),
    })
    .where("id", "=", failed.id)
    .where("claim_token", "=", failed.claimToken)
    .where("status", "=", "rendering")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
