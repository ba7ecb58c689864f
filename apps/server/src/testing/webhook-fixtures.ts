import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { saveWebhookSecret } from "@portal/db/repositories/webhook-secrets";
import { importDocument } from "../import/import-document.ts";
import { NOW, insertAdminFixtures } from "./admin-test-fixtures.ts";

/** The secret acme shares with every aggregator in the webhook tests. */
export const ACME_WEBHOOK_SECRET = "acme-webhook-secret-0123456789";

/**
 * Acme's admin fixtures, its courier 4 (Delhivery, catalogued in IST, since ClickPost's times
 * carry no zone) and a webhook secret for each aggregator.
 */
export async function insertWebhookFixtures(db: Kysely<Database>): Promise<void> {
  await insertAdminFixtures(db);
  await importDocument(
    db,
    { version: 1, brands: [], couriers: [{ brand: "acme", id: 4, name: "Delhivery", time_zone: "Asia/Kolkata" }], shipments: [], return_orders: [] },
    { now: NOW },
  );
  for (const provider of ["clickpost", "shiprocket", "aftership", "easypost"] as const)
    await saveWebhookSecret(db, "b-acme", provider, ACME_WEBHOOK_SECRET, { now: NOW });
}
