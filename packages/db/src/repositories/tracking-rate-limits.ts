import { sql, type Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * A key's hits are kept per slot (`window_start` is the slot's start; the limiter's slots are
 * a few seconds long). The limit holds over every slot from `since` to the slot being added to.
 */
export interface SlotReservation {
  bucket: string;
  clientKey: string;
  /** The slot the hits are added to. */
  slotStart: string;
  /** The first slot that still counts: hits in slots from here to `slotStart` are summed. */
  since: string;
  count: number;
  limit: number;
}

/**
 * Adds `count` hits to a key's slot only if its hits over every slot from `since` up to and
 * including this one then stay at most `limit`; true when added. One statement (an insert of
 * a row that exists only if the earlier slots leave room, updated on conflict only if its own
 * hits do too), so in SQLite it runs under the write lock and in PostgreSQL concurrent
 * reservations of one slot wait for each other's row lock and re-check the row's latest hits:
 * replicas sharing the database can never reserve past the limit between them. Earlier slots
 * are no longer reserved in (their time has passed), so reading them is stable.
 */
export async function reserveSlotHits(db: Kysely<Database>, input: SlotReservation): Promise<boolean> {
  const { bucket, clientKey, slotStart, since, count, limit } = input;
  const earlier = (alias: string) => sql`(SELECT COALESCE(SUM(${sql.ref(`${alias}.hits`)}), 0) FROM rate_limit_windows AS ${sql.id(alias)}
    WHERE ${sql.ref(`${alias}.bucket`)} = ${bucket} AND ${sql.ref(`${alias}.client_key`)} = ${clientKey}
      AND ${sql.ref(`${alias}.window_start`)} >= ${since} AND ${sql.ref(`${alias}.window_start`)} < ${slotStart})`;
  const result = await sql<{ hits: number }>`INSERT INTO rate_limit_windows (bucket, client_key, window_start, hits)
    SELECT ${bucket}, ${clientKey}, ${slotStart}, CAST(${count} AS INTEGER)
    WHERE ${earlier("before_insert")} + CAST(${count} AS INTEGER) <= CAST(${limit} AS INTEGER)
    ON CONFLICT (bucket, client_key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + excluded.hits
    WHERE rate_limit_windows.hits + excluded.hits + ${earlier("before_update")} <= CAST(${limit} AS INTEGER)
    RETURNING hits`.execute(db);
  return result.rows.length > 0;
}

/**
 * Takes back `count` hits a replica reserved in a slot and never used (its lease when the
 * slot ended): they were never admitted, so taking them back cannot pass the limit.
 */
export async function returnSlotHits(db: Kysely<Database>, input: { bucket: string; clientKey: string; slotStart: string; count: number }): Promise<void> {
  await db
    .updateTable("rate_limit_windows")
    .set((eb) => ({ hits: eb("hits", "-", input.count) }))
    .where("bucket", "=", input.bucket)
    .where("client_key", "=", input.clientKey)
    .where("window_start", "=", input.slotStart)
    .where("hits", ">=", input.count)
    .execute();
}

/** Deletes a bucket's slots that started before `windowStart`: they no longer count. */
export async function deleteWindowsBefore(db: Kysely<Database>, bucket: string, windowStart: string): Promise<void> {
  await db.deleteFrom("rate_limit_windows").where("bucket", "=", bucket).where("window_start", "<", windowStart).execute();
}

/** A key's hits per slot from `since` on, oldest first (slots without hits are absent). */
export async function findSlotHits(
  db: Kysely<Database>,
  input: { bucket: string; clientKey: string; since: string },
): Promise<Array<{ slotStart: string; hits: number }>> {
  const rows = await db
    .selectFrom("rate_limit_windows")
    .select(["window_start", "hits"])
    .where("bucket", "=", input.bucket)
    .where("client_key", "=", input.clientKey)
    .where("window_start", ">=", input.since)
    .orderBy("window_start")
    .execute();
  return rows.map((row) => ({ slotStart: String(row.window_start), hits: Number(row.hits) }));
}
