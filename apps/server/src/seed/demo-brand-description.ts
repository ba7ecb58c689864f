import { SubdomainSchema } from "@portal/core/import";
import { ThemeSchema } from "@portal/core/theme";
import * as v from "valibot";

// The shape of the demo brand data files (data/demo-brands.json, package-demo-brands.json,
// demo-customers.json, demo-couriers.json), checked when they load (demo-brand-data.ts).

const text = v.string();

export const DemoCountrySchema = v.picklist(["IN", "AE", "US"]);
/** The countries the demo has customers, currencies and addresses for. */
export type DemoCountry = v.InferOutput<typeof DemoCountrySchema>;

/** A demo product picture's file name in apps/portal/public/assets/demo-products (served at /assets/demo-products/). */
export const DEMO_PRODUCT_PHOTO = /^[a-z0-9-]+\.svg$/;

/**
 * A product: price in the currency's major unit; its picture is `photo` (a file the portal
 * serves itself) when given, else a badge of its initials on its colour.
 */
const DemoProductRowSchema = v.object({
  title: text,
  sku: text,
  price: v.number(),
  initials: text,
  background: text,
  photo: v.optional(v.pipe(text, v.regex(DEMO_PRODUCT_PHOTO, "photo is a file name in demo-products, e.g. water-bottle.svg."))),
});
export type DemoProductRow = v.InferOutput<typeof DemoProductRowSchema>;

export const DemoCustomerSchema = v.object({ name: text, phone: text, email: text, address: text, city: text, state: text, pincode: text });
const WarehouseSchema = v.object({ city: text, state: text, pincode: text, originHub: text, middleHub: text });
const BadgeSchema = v.object({ text, background: text, color: text });

/**
 * What makes one demo brand different; expandDemoBrand (demo-brands.ts) fills in the rest:
 * id `brand-<subdomain>`, the country's currency and customers, the theme's name, country,
 * currency, website and e-mail. `about` says what the brand shows (data files carry no comments).
 */
export const DemoBrandDescriptionSchema = v.object({
  about: v.optional(text),
  subdomain: SubdomainSchema,
  name: text,
  /** Default "default". */
  brandPackage: v.optional(text),
  enterprise: v.optional(v.boolean()),
  /** When on, demo links carry each shipment's security_key. */
  securityCheckEnabled: v.optional(v.boolean()),
  waybillPrefix: text,
  orderPrefix: text,
  firstOrderNumber: v.number(),
  country: DemoCountrySchema,
  /** The brand's web domain; default `<subdomain>.example`. */
  site: v.optional(text),
  /** The support mailbox at the site; default "care". */
  mailbox: v.optional(text),
  /** The theme's logo, drawn as a badge. */
  logoBadge: v.optional(BadgeSchema),
  /** The theme's logo as a mark (an icon path on the brand's colour); wins over the badge. */
  logoMark: v.optional(v.object({ path: text, background: text, color: text })),
  /** The theme beyond what is derived (tokens, rules, contact details). */
  theme: v.optional(v.partial(ThemeSchema)),
  /** Courier ids, used in turn by the brand's shipments. */
  couriers: v.array(text),
  warehouse: WarehouseSchema,
  /** Default: the brand country's customers in order; else another country's, rotated by some places, or reversed. */
  customers: v.optional(v.object({ country: v.optional(DemoCountrySchema), rotate: v.optional(v.number()), reverse: v.optional(v.boolean()) })),
  products: v.array(DemoProductRowSchema),
  scenarioTags: v.optional(v.array(text)),
});
export type DemoBrandDescription = v.InferOutput<typeof DemoBrandDescriptionSchema>;

/** A brand package's demo brand: the package's manifest carries its look and rules. */
export const PackageDemoDescriptionSchema = v.object({
  about: v.optional(text),
  packageId: text,
  subdomain: SubdomainSchema,
  name: text,
  waybillPrefix: text,
  orderPrefix: text,
  /** Default IN. */
  country: v.optional(DemoCountrySchema),
  /** Default: the file's generic products. */
  products: v.optional(v.array(DemoProductRowSchema)),
  /** Theme facts the package's manifest cannot hold (the store's social accounts). */
  theme: v.optional(v.partial(ThemeSchema)),
});
export type PackageDemoDescription = v.InferOutput<typeof PackageDemoDescriptionSchema>;

/** What every package demo brand shares (data/package-demo-brands.json). */
export const PackageDemoFileSchema = v.object({
  about: v.optional(text),
  couriers: v.array(text),
  /** Where a package demo brand ships from, by its country. */
  warehouses: v.object({ IN: WarehouseSchema, AE: WarehouseSchema, US: WarehouseSchema }),
  scenarioTags: v.array(text),
  /** The first brand's first order number; each next brand starts `orderNumbersPerBrand` later. */
  firstOrderNumber: v.number(),
  orderNumbersPerBrand: v.number(),
  products: v.array(DemoProductRowSchema),
  brands: v.array(PackageDemoDescriptionSchema),
});

export const DemoCourierSchema = v.object({ id: text, name: text, code: text, background: text });
