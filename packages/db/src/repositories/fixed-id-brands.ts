import type { Kysely } from "kysely";
import type { Database, NewBrandRow, NewCourierRow } from "../schema.ts";

// Brands, themes and couriers with fixed ids (the demo seed's): added when missing, so edits
// made since (a theme saved through the portal) survive a restart.

export async function addCouriersIfMissing(db: Kysely<Database>, couriers: readonly NewCourierRow[]): Promise<void> {
  await db
    .insertInto("couriers")
    .values([...couriers])
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/**
 * Adds the brand when missing and locks its row until the transaction ends, so two servers
 * seeding at once take turns. False when another brand owns the subdomain.
 */
export async function claimFixedIdBrand(trx: Kysely<Database>, brand: NewBrandRow): Promise<boolean> {
  await trx
    .insertInto("brands")
    .values(brand)
    // No conflict target: either the id or the subdomain may already be taken.
    .onConflict((oc) => oc.doNothing())
    .execute();
  const owner = await trx.selectFrom("brands").select("id").where("subdomain", "=", brand.subdomain).executeTakeFirst();
  if (owner?.id !== brand.id) return false;
  // A no-op update is the portable row lock (SQLite has no SELECT … FOR UPDATE).
  await trx
    .updateTable("brands")
    .set((eb) => ({ subdomain: eb.ref("subdomain") }))
    .where("id", "=", brand.id)
    .execute();
  return true;
}

/** The brand's theme document, unless it has one. */
export async function addThemeIfMissing(db: Kysely<Database>, brandId: string, documentJson: string, { now }: { now: Date }): Promise<void> {
  await db
    .insertInto("themes")
    .values({ brand_id: brandId, document_json: documentJson, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("brand_id").doNothing())
    .execute();
}
