import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** A live admin login, with who it belongs to. */
export interface AdminSession {
  id: string;
  adminUserId: string;
  username: string;
  brandId: string;
  brandSubdomain: string;
  expiresAt: string;
}

export async function createAdminSession(
  db: Kysely<Database>,
  session: { id: string; adminUserId: string; brandId: string; expiresAt: Date },
  { now }: { now: Date },
): Promise<void> {
  await db
    .insertInto("admin_sessions")
    .values({
      id: session.id,
      admin_user_id: session.adminUserId,
      brand_id: session.brandId,
      created_at: now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })
    .execute();
}

/** The session if it exists and has not expired at `now`. */
export async function findLiveAdminSession(db: Kysely<Database>, id: string, { now }: { now: Date }): Promise<AdminSession | undefined> {
  const row = await db
    .selectFrom("admin_sessions as s")
    .innerJoin("admin_users as u", "u.id", "s.admin_user_id")
    .innerJoin("brands as b", "b.id", "s.brand_id")
    .select(["s.id", "s.admin_user_id", "u.username", "s.brand_id", "b.subdomain", "s.expires_at"])
    .where("s.id", "=", id)
    .where("s.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      adminUserId: row.admin_user_id,
      username: row.username,
      brandId: row.brand_id,
      brandSubdomain: row.subdomain,
      expiresAt: row.expires_at,
    }
  );
}

/** Logout. Deleting an unknown id is not an error. */
export async function deleteAdminSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
}

/** Removes sessions that expired before `now`; returns how many. */
export async function deleteExpiredAdminSessions(db: Kysely<Database>, { now }: { now: Date }): Promise<number> {
  const result = await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
