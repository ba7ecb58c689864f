import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface ImportedBrand {
  subdomain: string;
  name: string;
  /** Marks the brand an enterprise brand; an import never clears the flag. */
  enterprise: boolean;
}

/**
 * Adds the brand, or renames an existing one, by subdomain. New brands render with the
 * "default" brand package until an operator assigns another. Race-safe: two imports of the
 * same new brand make one row.
 */
export async function upsertBrandBySubdomain(db: Kysely<Database>, brand: ImportedBrand, { now }: { now: Date }): Promise<{ id: string; created: boolean }> {
  const subdomain = brand.subdomain.trim().toLowerCase();
  const inserted = await db
    .insertInto("brands")
    .values({
      id: randomUUID(),
      subdomain,
      name: brand.name,
      brand_package: "default",
      enterprise: brand.enterprise ? 1 : 0,
      security_check_enabled: 0,
      api_key_hash: null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("subdomain").doNothing())
    .executeTakeFirst();
  const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  if (!created) {
    await db
      .updateTable("brands")
      .set(brand.enterprise ? { name: brand.name, enterprise: 1 } : { name: brand.name })
      .where("subdomain", "=", subdomain)
      .execute();
  }
  const row = await db.selectFrom("brands").select("id").where("subdomain", "=", subdomain).executeTakeFirstOrThrow();
  return { id: row.id, created };
}
