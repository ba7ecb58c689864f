import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Counts one request of a client in a fixed window and returns the window's count so far.
 * A single upsert, so concurrent requests (and replicas sharing the database) never lose a hit.
 */
export async function countRequest(
  db: Kysely<Database>,
  input: { bucket: string; clientKey: string; windowStart: string },
): Promise<number> {
  const row = await db
    .insertInto("rate_limit_windows")
    .values({ bucket: input.bucket, client_key: input.clientKey, window_start: input.windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(["bucket", "client_key", "window_start"]).doUpdateSet((eb) => ({ hits: eb("rate_limit_windows.hits", "+", 1) })),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Deletes a bucket's windows that started before `windowStart`: they no longer count. */
export async function deleteWindowsBefore(db: Kysely<Database>, bucket: string, windowStart: string): Promise<void> {
  await db.deleteFrom("rate_limit_windows").where("bucket", "=", bucket).where("window_start", "<", windowStart).execute();
}

/** A client's hits in one earlier window (0 when it made none). */
export async function findWindowHits(db: Kysely<Database>, input: { bucket: string; clientKey: string; windowStart: string }): Promise<number> {
  const row = await db
    .selectFrom("rate_limit_windows")
    .select("hits")
    .where("bucket", "=", input.bucket)
    .where("client_key", "=", input.clientKey)
    .where("window_start", "=", input.windowStart)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}
