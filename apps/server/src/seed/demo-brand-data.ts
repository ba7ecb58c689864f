import * as v from "valibot";
import couriers from "./data/demo-couriers.json" with { type: "json" };
import brands from "./data/demo-brands.json" with { type: "json" };
import customers from "./data/demo-customers.json" with { type: "json" };
import packageBrands from "./data/package-demo-brands.json" with { type: "json" };
import { parseDataFile } from "./data-file.ts";
import {
  DemoBrandDescriptionSchema,
  DemoCourierSchema,
  DemoCustomerSchema,
  PackageDemoFileSchema,
  type DemoBrandDescription,
  type DemoCountry,
} from "./demo-brand-description.ts";
import type { DemoCustomer } from "./demo-brands.ts";

// The demo's brands as data (data/*.json), checked on load: a typo in a file fails the seed
// and its tests at once instead of seeding a broken brand. Invented names; reserved
// example.com / .example addresses.

/** Who orders from a brand of each country (picked in turn by order). */
export const DEMO_CUSTOMERS: Readonly<Record<DemoCountry, readonly DemoCustomer[]>> = parseDataFile(
  "demo-customers.json",
  v.object({ IN: v.array(DemoCustomerSchema), AE: v.array(DemoCustomerSchema), US: v.array(DemoCustomerSchema) }),
  customers,
);

/** The demo's own brands, each showing rules of its own (its `about` says which). */
export const CORE_DEMO_BRANDS: readonly DemoBrandDescription[] = parseDataFile("demo-brands.json", v.array(DemoBrandDescriptionSchema), brands);

/** The brand packages' hand-made demo brands and what they share. */
export const PACKAGE_DEMO = parseDataFile("package-demo-brands.json", PackageDemoFileSchema, packageBrands);

/** Couriers: a badge of `code` on `background` is the logo. */
export const DEMO_COURIER_ROWS = parseDataFile("demo-couriers.json", v.array(DemoCourierSchema), couriers);
