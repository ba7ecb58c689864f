import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { trackingFeedsDemoSeed } from "./tracking-feeds-seed.ts";
import { returnsDemoSeed } from "./returns-seed.ts";
import { adminDemoSeed } from "./admin-seed.ts";
import { BRAND_PACKAGE_DEMO_BRANDS } from "../demo-brands.ts";
import { seedDemoBrand } from "../demo-seed.ts";
import { insightsHistoryDemoSeed } from "./insights-history-seed.ts";

/**
 * Demo data of later feature areas (feeds, returns, admin accounts, brand packages, Insights history), run by seedDemo inside
 * its transaction after brands, orders and shipments exist. Each must be idempotent.
 */
export type DemoSeedExtension = (trx: Kysely<Database>, options: { now: Date }) => Promise<void>;

export const DEMO_SEED_EXTENSIONS: readonly DemoSeedExtension[] = [
  trackingFeedsDemoSeed,
  returnsDemoSeed,
  adminDemoSeed,
  // The brand packages' demo brands (every `pnpm new-brand` one too): row, theme and a few shipments each, as the core ones.
  async (trx, { now }) => {
    for (const brand of BRAND_PACKAGE_DEMO_BRANDS) await seedDemoBrand(trx, brand, now);
  },
  // Last: it refreshes the Insights roll-ups over everything seeded before it.
  insightsHistoryDemoSeed,
];
