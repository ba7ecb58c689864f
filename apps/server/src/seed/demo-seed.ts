import { ThemeSchema } from "@portal/core/theme";
import type { Kysely } from "kysely";
import * as v from "valibot";
import type { Database } from "@portal/db/schema";
import { DEMO_BRANDS, DEMO_COURIERS, type DemoBrand } from "./demo-brands.ts";
import { buildDemoRows } from "./demo-rows.ts";
import { writeFixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import { DEMO_SEED_EXTENSIONS } from "./extensions/index.ts";

export { demoCases, listDemoCases, type DemoCase } from "./demo-cases.ts";

export interface DemoSeedResult {
  /** Subdomains whose demo data was written. */
  seeded: string[];
  /** Subdomains left alone because a brand that is not the demo's already uses them. */
  skipped: string[];
  shipments: number;
  scans: number;
}

/**
 * Writes the demo brands, couriers, orders, shipments and scans. Safe to run on every start:
 *
 * - brands, couriers and themes are only added when missing, so edits made through the
 *   portal (such as a theme update) survive a restart;
 * - orders, shipments and scans are rewritten relative to `now`, so "delivered within
 *   3 days" or "out for delivery 1 hour ago" stay true however old the database is;
 * - everything happens in one transaction, and rows are addressed by fixed ids, so a second
 *   run (or a second replica running it at the same time) adds no duplicates.
 */
export async function seedDemo(db: Kysely<Database>, { now }: { now: Date }): Promise<DemoSeedResult> {
  return db.transaction().execute(async (trx) => {
    const result: DemoSeedResult = { seeded: [], skipped: [], shipments: 0, scans: 0 };
    await trx
      .insertInto("couriers")
      .values([...DEMO_COURIERS])
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    for (const brand of DEMO_BRANDS) await seedDemoBrand(trx, brand, now, result);
    for (const extend of DEMO_SEED_EXTENSIONS) await extend(trx, { now });
    return result;
  });
}

/** One demo brand: its row (unless a real brand owns the subdomain), theme and shipments. */
export async function seedDemoBrand(trx: Kysely<Database>, brand: DemoBrand, now: Date, result?: DemoSeedResult): Promise<void> {
  if (!(await claimBrand(trx, brand, now))) {
    result?.skipped.push(brand.subdomain);
    return;
  }
  await addThemeIfMissing(trx, brand, now);
  const counts = await rewriteShipments(trx, brand, now);
  if (!result) return;
  result.seeded.push(brand.subdomain);
  result.shipments += counts.shipments;
  result.scans += counts.scans;
}

/**
 * Adds the brand when missing and locks its row until the transaction ends, so two servers
 * seeding at once take turns. False when another (non-demo) brand owns the subdomain.
 */
async function claimBrand(trx: Kysely<Database>, brand: DemoBrand, now: Date): Promise<boolean> {
  await trx
    .insertInto("brands")
    .values({
      id: brand.id,
      subdomain: brand.subdomain,
      name: brand.name,
      brand_package: brand.brandPackage,
      enterprise: brand.enterprise ? 1 : 0,
      security_check_enabled: brand.securityCheckEnabled ? 1 : 0,
      api_key_hash: null,
      created_at: now.toISOString(),
    })
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

async function addThemeIfMissing(trx: Kysely<Database>, brand: DemoBrand, now: Date): Promise<void> {
  const theme = v.parse(ThemeSchema, brand.theme);
  await trx
    .insertInto("themes")
    .values({ brand_id: brand.id, document_json: JSON.stringify(theme), updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("brand_id").doNothing())
    .execute();
}

async function rewriteShipments(trx: Kysely<Database>, brand: DemoBrand, now: Date) {
  const rows = buildDemoRows(brand, now);
  await writeFixedIdRows(trx, brand.id, rows);
  return { shipments: rows.shipments.length, scans: rows.scans.length };
}
