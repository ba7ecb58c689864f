import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A stored key: its first request's fingerprint, and its answer once that request finished. */
export type IdempotencyRecord = { requestHash: string | null } & ({ state: "pending" } | { state: "done"; answer: StoredAnswer });

/**
 * Claims a key for the first request carrying it: true when this request is the first
 * (its answer is to be stored), false when another request already holds the key. One
 * insert that either succeeds or conflicts, so of many concurrent requests exactly one wins.
 *
 * A holder refreshes its claim while it runs (`touchIdempotencyClaim`); a pending claim not
 * refreshed since `staleBefore` belongs to a replica that died mid-request (SIGKILL, OOM), and
 * one conditional update hands it to this request, so the retry runs instead of waiting a day.
 */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  scope: string,
  key: string,
  requestHash: string,
  now: Date,
  staleBefore?: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto("idempotency_keys")
    .values({
      scope,
      idempotency_key: key,
      state: "pending",
      response_status: null,
      response_type: null,
      response_body: null,
      request_hash: requestHash,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["scope", "idempotency_key"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  if (staleBefore === undefined) return false;
  const taken = await db
    .updateTable("idempotency_keys")
    .set({ created_at: now.toISOString() })
    .where("scope", "=", scope)
    .where("idempotency_key", "=", key)
    .where("state", "=", "pending")
    .where("request_hash", "=", requestHash)
    .where("created_at", "<", staleBefore.toISOString())
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** The holder of a pending claim says it is still running, so nobody takes its key over. */
export async function touchIdempotencyClaim(db: Kysely<Database>, scope: string, key: string, now: Date): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ created_at: now.toISOString() })
    .where("scope", "=", scope)
    .where("idempotency_key", "=", key)
    .where("state", "=", "pending")
    .execute();
}

export async function findIdempotencyRecord(db: Kysely<Database>, scope: string, key: string): Promise<IdempotencyRecord | undefined> {
  const row = await db.selectFrom("idempotency_keys").selectAll().where("scope", "=", scope).where("idempotency_key", "=", key).executeTakeFirst();
  if (!row) return undefined;
  const requestHash = row.request_hash ?? null;
  if (row.state !== "done") return { state: "pending", requestHash };
  return {
    state: "done",
    requestHash,
    answer: { status: Number(row.response_status), contentType: row.response_type ?? "application/json", body: row.response_body ?? "" },
  };
}

export async function storeIdempotentAnswer(db: Kysely<Database>, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ state: "done", response_status: answer.status, response_type: answer.contentType, response_body: answer.body })
    .where("scope", "=", scope)
    .where("idempotency_key", "=", key)
    .execute();
}

/** Frees a key whose first request failed on our side, so a retry may run again. */
export async function releaseIdempotencyKey(db: Kysely<Database>, scope: string, key: string): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("scope", "=", scope).where("idempotency_key", "=", key).where("state", "=", "pending").execute();
}

/** Forgets keys older than `before`: a retry comes within minutes, not days. */
export async function deleteIdempotencyKeysBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("created_at", "<", before.toISOString()).execute();
}
