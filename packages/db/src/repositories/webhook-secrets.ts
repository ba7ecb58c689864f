import type { WebhookProvider } from "@portal/core/webhooks";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** The brand's secret for a provider's webhooks, if the operator set one. */
export async function findWebhookSecret(db: Kysely<Database>, brandId: string, provider: WebhookProvider): Promise<string | undefined> {
  const row = await db.selectFrom("webhook_secrets").select("secret").where("brand_id", "=", brandId).where("provider", "=", provider).executeTakeFirst();
  return row?.secret;
}

/** Sets (or replaces) the brand's secret for a provider. */
export async function saveWebhookSecret(
  db: Kysely<Database>,
  brandId: string,
  provider: WebhookProvider,
  secret: string,
  { now }: { now: Date },
): Promise<void> {
  await db
    .insertInto("webhook_secrets")
    .values({ brand_id: brandId, provider, secret, updated_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["brand_id", "provider"]).doUpdateSet({ secret, updated_at: now.toISOString() }))
    .execute();
}
