import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface ManagedBrand {
  id: string;
  subdomain: string;
  name: string;
}

/**
 * The brands an admin manages: the one their account belongs to, then those granted to
 * them (admin_brand_grants), by name.
 */
export async function listManagedBrands(db: Kysely<Database>, adminUserId: string): Promise<ManagedBrand[]> {
  const rows = await db
    .selectFrom("brands as b")
    .select(["b.id", "b.subdomain", "b.name"])
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom("admin_users as u").select("u.id").where("u.id", "=", adminUserId).whereRef("u.brand_id", "=", "b.id")),
        eb.exists(eb.selectFrom("admin_brand_grants as g").select("g.brand_id").where("g.admin_user_id", "=", adminUserId).whereRef("g.brand_id", "=", "b.id")),
      ]),
    )
    .orderBy("b.name")
    .execute();
  return rows;
}

/** Gives an admin a further brand. Granting twice is not an error. */
export async function grantBrand(db: Kysely<Database>, adminUserId: string, brandId: string, { now }: { now: Date }): Promise<void> {
  await db
    .insertInto("admin_brand_grants")
    .values({ admin_user_id: adminUserId, brand_id: brandId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["admin_user_id", "brand_id"]).doNothing())
    .execute();
}

/**
 * The admin who may log in on a brand's host under `username`: the brand's own account,
 * else an account of another brand granted this one.
 */
export async function findAdminUserIdForLogin(db: Kysely<Database>, brandId: string, username: string): Promise<string | undefined> {
  const name = username.trim();
  const own = await db.selectFrom("admin_users").select("id").where("brand_id", "=", brandId).where("username", "=", name).executeTakeFirst();
  if (own) return own.id;
  const granted = await db
    .selectFrom("admin_users as u")
    .innerJoin("admin_brand_grants as g", "g.admin_user_id", "u.id")
    .select("u.id")
    .where("g.brand_id", "=", brandId)
    .where("u.username", "=", name)
    .orderBy("u.created_at")
    .executeTakeFirst();
  return granted?.id;
}
