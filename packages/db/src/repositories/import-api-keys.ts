import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { toBrand, type Brand } from "./records.ts";

/** Stores the hash of the brand's new API key, replacing (and so revoking) the old one. */
export async function setBrandApiKeyHash(db: Kysely<Database>, brandId: string, apiKeyHash: string): Promise<void> {
  await db.updateTable("brands").set({ api_key_hash: apiKeyHash }).where("id", "=", brandId).execute();
}

/** The brand whose API key has this hash. */
export async function findBrandByApiKeyHash(db: Kysely<Database>, apiKeyHash: string): Promise<Brand | undefined> {
  const row = await db.selectFrom("brands").selectAll().where("api_key_hash", "=", apiKeyHash).executeTakeFirst();
  return row && toBrand(row);
}
