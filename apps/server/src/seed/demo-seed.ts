import { ThemeSchema } from "@portal/core/theme";
import type { Kysely } from "kysely";
import * as v from "valibot";
import type { Database } from "@portal/db/schema";
import { DEMO_BRANDS, DEMO_COURIERS, type DemoBrand } from "./demo-brands.ts";
import { SHIPMENT_DOCUMENTS, shipmentRowsAt } from "./shipment-documents.ts";
import { writeFixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import { addCouriersIfMissing, addThemeIfMissing, claimFixedIdBrand } from "@portal/db/repositories/fixed-id-brands";
import { DEMO_SEED_EXTENSIONS } from "./extensions/index.ts";

export { demoCases, listDemoCases, type DemoCase } from "./demo-cases.ts";

export interface DemoSeedResult {
  /** Subdomains whose demo data was written. */
  seeded: string[];
  /** Subdomains left alone because a brand that is not the demo's already uses them. */
  skipped: string[];
}

/**
 * Writes the demo brands, couriers, orders, shipments and scans. Safe to run on every start:
 *
 * - brands, couriers and themes are only added when missing, so edits made through the
 *   portal (such as a theme update) survive a restart;
 * - orders, shipments and scans are rewritten relative to `now`, so "delivered within 3 days" stays true;
 * - everything happens in one transaction, and rows are addressed by fixed ids, so a second
 *   run (or a second replica running it at the same time) adds no duplicates.
 */
export async function seedDemo(db: Kysely<Database>, { now }: { now: Date }): Promise<DemoSeedResult> {
  return db.transaction().execute(async (trx) => {
    const result: DemoSeedResult = { seeded: [], skipped: [] };
    await addCouriersIfMissing(trx, DEMO_COURIERS);
    for (const brand of DEMO_BRANDS) await seedDemoBrand(trx, brand, now, result);
    for (const extend of DEMO_SEED_EXTENSIONS) await extend(trx, { now });
    return result;
  });
}

/**
 * One demo brand: its row (added when missing and locked until the transaction ends, unless a real
 * brand owns the subdomain), its theme when missing, and its orders, shipments and scans at `now`
 * (its document in data/shipments, written through the import's statements).
 */
export async function seedDemoBrand(trx: Kysely<Database>, brand: DemoBrand, now: Date, result?: DemoSeedResult): Promise<void> {
  const at = now.toISOString();
  const { id, subdomain, name, brandPackage, enterprise, securityCheckEnabled } = brand;
  const flags = { enterprise: enterprise ? 1 : 0, security_check_enabled: securityCheckEnabled ? 1 : 0 } as const;
  if (!(await claimFixedIdBrand(trx, { id, subdomain, name, brand_package: brandPackage, ...flags, api_key_hash: null, created_at: at }))) {
    result?.skipped.push(subdomain);
    return;
  }
  await addThemeIfMissing(trx, id, JSON.stringify(v.parse(ThemeSchema, brand.theme)), { now });
  const document = SHIPMENT_DOCUMENTS.get(id);
  if (document) await writeFixedIdRows(trx, id, shipmentRowsAt(document, now));
  result?.seeded.push(subdomain);
}
