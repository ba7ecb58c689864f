import type { Kysely, Migration } from "kysely";

/**
 * Each brand's secret per aggregator webhook: the HMAC key AfterShip and EasyPost sign with,
 * or the token Shiprocket and ClickPost send. Kept as given (an HMAC needs the secret
 * itself); never logged. Portable DDL.
 */
export const webhookSecretTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("webhook_secrets")
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("webhook_secrets_pk", ["brand_id", "provider"])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("webhook_secrets").execute();
  },
};
