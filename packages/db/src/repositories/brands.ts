import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { toBrand, type Brand } from "./records.ts";
import { preparedQuery } from "../prepared-query.ts";

/** The brand served on a subdomain. Host labels are case-insensitive, so is the lookup. */
export async function findBrandBySubdomain(db: Kysely<Database>, subdomain: string): Promise<Brand | undefined> {
  const [row] = await brandBySubdomain(db, subdomain.trim().toLowerCase());
  return row && toBrand(row);
}

// Every request asks this: compiled once (../prepared-query.ts).
const brandBySubdomain = preparedQuery((db, subdomain) => db.selectFrom("brands").selectAll().where("subdomain", "=", subdomain));

export async function findBrandById(db: Kysely<Database>, brandId: string): Promise<Brand | undefined> {
  const row = await db.selectFrom("brands").selectAll().where("id", "=", brandId).executeTakeFirst();
  return row && toBrand(row);
}

/** Every brand, by subdomain. */
export async function listBrands(db: Kysely<Database>): Promise<Brand[]> {
  const rows = await db.selectFrom("brands").selectAll().orderBy("subdomain").execute();
  return rows.map(toBrand);
}
