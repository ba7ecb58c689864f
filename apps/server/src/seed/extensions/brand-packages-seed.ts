import { BRAND_PACKAGE_DEMO_BRANDS } from "../demo-brands.ts";
import { seedDemoBrand } from "../demo-seed.ts";
import type { DemoSeedExtension } from "./index.ts";

/**
 * The brand packages' demo brands (MedLeaf, Threadline, Sahra, Lúa, Bloomwell, Marigold, the
 * white-label three and every `pnpm new-brand` brand): row, theme and a few shipments each,
 * the same way as the core demo brands, so each package has demo links on its subdomain.
 */
export const brandPackagesDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  for (const brand of BRAND_PACKAGE_DEMO_BRANDS) await seedDemoBrand(trx, brand, now);
};
