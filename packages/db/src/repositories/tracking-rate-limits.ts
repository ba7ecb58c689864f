import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Adds `count` hits to a key's window if the window's total then stays at most `cap`, and
 * returns the new total; undefined (nothing added) when it would pass the cap. One
 * conditional upsert, so replicas sharing the database can never reserve past the cap
 * between them. Callers pass count ≤ cap, so a first row never starts over it.
 */
export async function reserveWindowHits(
  db: Kysely<Database>,
  input: { bucket: string; clientKey: string; windowStart: string; count: number; cap: number },
): Promise<number | undefined> {
  const row = await db
    .insertInto("rate_limit_windows")
    .values({ bucket: input.bucket, client_key: input.clientKey, window_start: input.windowStart, hits: input.count })
    .onConflict((oc) =>
      oc
        .columns(["bucket", "client_key", "window_start"])
        .doUpdateSet((eb) => ({ hits: eb("rate_limit_windows.hits", "+", eb.ref("excluded.hits")) }))
        .where((eb) => eb(eb("rate_limit_windows.hits", "+", eb.ref("excluded.hits")), "<=", input.cap)),
    )
    .returning("hits")
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.hits);
}

/**
 * Adds `count` hits to a key's window whatever its total: hits a replica already admitted
 * while it could not write (the limiter's fallback), recorded so they count for every replica.
 */
export async function addWindowHits(db: Kysely<Database>, input: { bucket: string; clientKey: string; windowStart: string; count: number }): Promise<void> {
  await db
    .insertInto("rate_limit_windows")
    .values({ bucket: input.bucket, client_key: input.clientKey, window_start: input.windowStart, hits: input.count })
    .onConflict((oc) =>
      oc.columns(["bucket", "client_key", "window_start"]).doUpdateSet((eb) => ({ hits: eb("rate_limit_windows.hits", "+", eb.ref("excluded.hits")) })),
    )
    .execute();
}

/** Deletes a bucket's windows that started before `windowStart`: they no longer count. */
export async function deleteWindowsBefore(db: Kysely<Database>, bucket: string, windowStart: string): Promise<void> {
  await db.deleteFrom("rate_limit_windows").where("bucket", "=", bucket).where("window_start", "<", windowStart).execute();
}

/** A key's hits in one window (0 when it has none). */
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
