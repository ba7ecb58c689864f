import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { trackingFeedsDemoSeed } from "./tracking-feeds-seed.ts";
import { returnsDemoSeed } from "./returns-seed.ts";
import { adminDemoSeed } from "./admin-seed.ts";
import { brandPackagesDemoSeed } from "./brand-packages-seed.ts";
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
  brandPackagesDemoSeed,
  // Last: it refreshes the Insights roll-ups over everything seeded before it.
  insightsHistoryDemoSeed,
];
