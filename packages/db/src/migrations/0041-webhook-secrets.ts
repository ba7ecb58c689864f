import type { Kysely, Migration } from "kysely";
import { columnsOf, createKeyedTable, owner, requiredText } from "./table-columns.ts";

/**
 * Each brand's secret per aggregator webhook: the HMAC key AfterShip and EasyPost sign with,
 * or the token Shiprocket and ClickPost send. Kept as given (an HMAC needs the secret
 * itself); never logged. Portable DDL.
 */
export const webhookSecretTables: Migration = {
  async up(db: Kysely<any>) {
    await createKeyedTable(
      db,
      "webhook_secrets",
      {
        brand_id: owner("brands.id"),
        ...columnsOf(requiredText, "provider", "secret", "updated_at"),
      },
      ["brand_id", "provider"],
    ).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("webhook_secrets").execute();
  },
};
