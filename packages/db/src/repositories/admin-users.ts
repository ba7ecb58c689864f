import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AdminUserRow } from "../schema-admin-labels.ts";
import type { Database } from "../schema.ts";

/** An admin of one brand. `passwordHash` is only for the login check; never send or log it. */
export interface AdminUser {
  id: string;
  brandId: string;
  username: string;
  passwordHash: string;
}

function toAdminUser(row: AdminUserRow): AdminUser {
  return { id: row.id, brandId: row.brand_id, username: row.username, passwordHash: row.password_hash };
}

/** Usernames are compared as typed, after trimming: "Admin" and "admin" are two users. */
export async function findAdminUser(db: Kysely<Database>, brandId: string, username: string): Promise<AdminUser | undefined> {
  const row = await db.selectFrom("admin_users").selectAll().where("brand_id", "=", brandId).where("username", "=", username.trim()).executeTakeFirst();
  return row && toAdminUser(row);
}

export async function findAdminUserById(db: Kysely<Database>, id: string): Promise<AdminUser | undefined> {
  const row = await db.selectFrom("admin_users").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toAdminUser(row);
}

/**
 * Creates the brand's admin, or gives an existing one a new password hash (and ends their
 * sessions, so a reset locks out whoever knew the old password). Returns whether it was new.
 */
export async function saveAdminUser(
  db: Kysely<Database>,
  { brandId, username, passwordHash }: { brandId: string; username: string; passwordHash: string },
  { now }: { now: Date },
): Promise<{ id: string; created: boolean }> {
  const at = now.toISOString();
  const name = username.trim();
  const inserted = await db
    .insertInto("admin_users")
    .values({ id: randomUUID(), brand_id: brandId, username: name, password_hash: passwordHash, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(["brand_id", "username"]).doNothing())
    .executeTakeFirst();
  const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  const user = await db.selectFrom("admin_users").select("id").where("brand_id", "=", brandId).where("username", "=", name).executeTakeFirstOrThrow();
  if (!created) {
    await db.updateTable("admin_users").set({ password_hash: passwordHash, updated_at: at }).where("id", "=", user.id).execute();
    await db.deleteFrom("admin_sessions").where("admin_user_id", "=", user.id).execute();
  }
  return { id: user.id, created };
}

/**
 * Replaces an admin's password hash with one of the same password under newer parameters
 * (a rehash at login): unlike a reset, the admin's sessions go on.
 */
export async function updateAdminPasswordHash(db: Kysely<Database>, id: string, passwordHash: string, { now }: { now: Date }): Promise<void> {
  await db.updateTable("admin_users").set({ password_hash: passwordHash, updated_at: now.toISOString() }).where("id", "=", id).execute();
}
