import { SubdomainSchema } from "@portal/core/import";
import { ThemeSchema } from "@portal/core/theme";
import * as v from "valibot";
import brands from "./data/demo-brands.json" with { type: "json" };
import packageBrands from "./data/package-demo-brands.json" with { type: "json" };
import couriers from "./data/demo-couriers.json" with { type: "json" };
import { parseDataFile } from "./data-file.ts";

// The demo's brands and couriers as the rows the seed writes (data/*.json), checked on load: a
// typo fails the seed and its tests at once instead of seeding a broken brand. Invented names;
// reserved example.com / .example addresses.

const text = v.string();
const DemoBrandSchema = v.object({
  /** What the brand shows (data files carry no comments). */
  about: v.optional(text),
  id: text,
  subdomain: SubdomainSchema,
  name: text,
  brandPackage: text,
  enterprise: v.boolean(),
  /** When on, demo links carry each shipment's security_key. */
  securityCheckEnabled: v.boolean(),
  /** Start of every waybill, e.g. "DEMO" in DEMO-DLV-008. */
  waybillPrefix: text,
  /** The countries the demo has customers, currencies and addresses for. */
  country: v.picklist(["IN", "AE", "US"]),
  /** The stored theme, as written (the seed parses it with ThemeSchema when it writes it). */
  theme: v.custom<v.InferInput<typeof ThemeSchema>>((input) => v.is(ThemeSchema, input), "a theme core's ThemeSchema accepts"),
});
export type DemoBrand = v.InferOutput<typeof DemoBrandSchema>;

/** The demo's own brands, each showing rules of its own (its `about` says which): every scenario. */
export const DEMO_BRANDS: readonly DemoBrand[] = parseDataFile("demo-brands.json", v.array(DemoBrandSchema), brands);

/** The brand packages' demo brands (the hand-made packages, then every `pnpm new-brand` one), seeded by their extension. */
export const BRAND_PACKAGE_DEMO_BRANDS: readonly DemoBrand[] = parseDataFile(
  "package-demo-brands.json",
  v.object({ about: text, brands: v.array(DemoBrandSchema) }),
  packageBrands,
).brands;

/** Couriers; a logo is a badge of the courier's code. */
export const DEMO_COURIERS = parseDataFile("demo-couriers.json", v.array(v.object({ id: text, name: text, account_code: text, logo_url: text })), couriers);
