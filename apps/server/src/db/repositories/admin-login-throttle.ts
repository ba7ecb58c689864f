import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface ThrottleState {
  failures: number;
  lastFailureAt: string;
  lockedUntil: string | null;
}

export async function findThrottle(db: Kysely<Database>, key: string): Promise<ThrottleState | undefined> {
  const row = await db.selectFrom("admin_login_throttle").selectAll().where("key", "=", key).executeTakeFirst();
  return row && { failures: row.failures, lastFailureAt: row.last_failure_at, lockedUntil: row.locked_until };
}

export async function saveThrottle(db: Kysely<Database>, key: string, state: ThrottleState): Promise<void> {
  const values = { failures: state.failures, last_failure_at: state.lastFailureAt, locked_until: state.lockedUntil };
  await db
    .insertInto("admin_login_throttle")
    .values({ key, ...values })
    .onConflict((oc) => oc.column("key").doUpdateSet(values))
    .execute();
}

export async function clearThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("admin_login_throttle").where("key", "=", key).execute();
}
