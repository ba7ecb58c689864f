import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../schema.ts";

/**
 * When the count of one key locks it, as timestamps precomputed for this attempt's `now`:
 * a count below `fromFailures` leaves it open; count `fromFailures + i` locks it until
 * `until[i]`, and every count past the list until its last entry.
 */
export interface LockPlan {
  fromFailures: number;
  until: readonly [string, ...string[]];
}

export interface AttemptCount {
  key: string;
  /** This attempt's time, ISO. */
  now: string;
  /** Counts whose last failure, or lock end, is at or before this start again from one. */
  quietSince: string;
  locks: LockPlan;
}

/** The latest lock end among `keys` (ISO), or undefined when none was ever set. */
export async function latestLockOf(db: Kysely<Database>, keys: readonly string[]): Promise<string | undefined> {
  const rows = await db.selectFrom("admin_login_throttle").select("locked_until").where("key", "in", keys).where("locked_until", "is not", null).execute();
  return rows.reduce<string | undefined>((latest, row) => (row.locked_until && (!latest || row.locked_until > latest) ? row.locked_until : latest), undefined);
}

/**
 * Counts one attempt under the key unless the key is locked at `now`, and locks it when the
 * new count calls for it — in one statement, so concurrent attempts each get their own
 * count and none passes a lock another has just set (SQLite runs statements one at a time;
 * PostgreSQL re-checks the WHERE against the row a concurrent update left). Returns the new
 * count, or undefined when the key is locked.
 */
export async function countAttempt(db: Kysely<Database>, attempt: AttemptCount): Promise<number | undefined> {
  // Two rounds: a row inserted by a concurrent first attempt is then updated.
  for (let round = 0; round < 2; round += 1) {
    const quiet = sql<boolean>`coalesce(locked_until, last_failure_at) <= ${attempt.quietSince}`;
    const updated = await db
      .updateTable("admin_login_throttle")
      .set({
        failures: sql<number>`case when ${quiet} then 1 else failures + 1 end`,
        last_failure_at: attempt.now,
        locked_until: sql<string | null>`case when ${quiet} then ${lockFor(sql`1`, attempt.locks)} else ${lockFor(sql`failures + 1`, attempt.locks)} end`,
      })
      .where("key", "=", attempt.key)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", attempt.now)]))
      .returning("failures")
      .executeTakeFirst();
    if (updated) return updated.failures;
    const inserted = await db
      .insertInto("admin_login_throttle")
      .values({ key: attempt.key, failures: 1, last_failure_at: attempt.now, locked_until: lockFor(sql`1`, attempt.locks) })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("failures")
      .executeTakeFirst();
    if (inserted) return inserted.failures;
  }
  return undefined;
}

/** The lock end for the count `failures` as a CASE over the plan's steps. */
function lockFor(failures: RawBuilder<unknown>, { fromFailures, until }: LockPlan): RawBuilder<string | null> {
  const steps = until.slice(0, -1).map((end, i) => sql`when ${failures} = ${fromFailures + i} then ${end} `);
  return sql<string | null>`case when ${failures} < ${fromFailures} then null ${sql.join(steps, sql` `)} else ${until.at(-1)} end`;
}

/**
 * Takes back one counted attempt (it turned out to be a good login, or another key refused
 * it), lifting the lock if the count falls below where locks start.
 */
export async function uncountAttempt(db: Kysely<Database>, key: string, fromFailures: number): Promise<void> {
  await db
    .updateTable("admin_login_throttle")
    .set({
      failures: sql<number>`failures - 1`,
      locked_until: sql<string | null>`case when failures - 1 < ${fromFailures} then null else locked_until end`,
    })
    .where("key", "=", key)
    .where("failures", ">", 0)
    .execute();
}

export async function clearThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("admin_login_throttle").where("key", "=", key).execute();
}
