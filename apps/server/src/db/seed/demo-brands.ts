import type { ThemeSchema } from "@portal/core/theme";
import type * as v from "valibot";
import type { Brand } from "../repositories/records.ts";
import type { NewCourierRow } from "../schema.ts";
import { CORE_DEMO_BRANDS, DEMO_CUSTOMERS, PACKAGE_DEMO_BRANDS, WAREHOUSE_BHIWANDI } from "./demo-brand-catalogue.ts";
import type { DemoBrandDescription, DemoCountry, DemoProductRow, PackageDemoDescription } from "./demo-brand-description.ts";
import { GENERATED_DEMO_BRANDS } from "./extensions/generated-demo-brands.ts";
import { badgeImage } from "./placeholder-images.ts";

// The demo's brands, couriers, customers and products, expanded from the compact
// descriptions in demo-brand-catalogue.ts. All names are invented; web addresses use the
// reserved example.com / .example names.

export interface DemoCustomer {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export interface DemoProduct {
  title: string;
  sku: string;
  /** In minor units (paise). */
  priceMinor: number;
  image: string;
}

export interface DemoBrand extends Pick<Brand, "id" | "subdomain" | "name" | "brandPackage" | "enterprise" | "securityCheckEnabled"> {
  /** Start of every waybill, e.g. "DEMO" in DEMO-DLV-008. */
  waybillPrefix: string;
  /** Start of every order number, e.g. "DS-" in DS-240101. */
  orderPrefix: string;
  firstOrderNumber: number;
  currency: string;
  country: string;
  theme: v.InferInput<typeof ThemeSchema>;
  /** Courier ids, used in turn by the brand's shipments. */
  courierIds: readonly string[];
  warehouse: { city: string; state: string; pincode: string; originHub: string; middleHub: string };
  customers: readonly DemoCustomer[];
  products: readonly DemoProduct[];
  /** Only these scenarios (brand-package demos show their chrome on a few); default all. */
  scenarioTags?: readonly string[];
}

export const DEMO_COURIERS: readonly NewCourierRow[] = [
  courier("swiftline-express", "Swiftline Express", "SWX", "#1d4ed8"),
  courier("parcelwing", "Parcelwing", "PWG", "#ea580c"),
  courier("monsoon-cargo", "Monsoon Cargo", "MNC", "#0f766e"),
  courier("tortoise-and-hare", "Tortoise & Hare Logistics", "T&H", "#4d7c0f"),
  courier("metro-dash", "Metro Dash", "MDS", "#7e22ce"),
];

function courier(id: string, name: string, code: string, background: string): NewCourierRow {
  return { id, name, account_code: code, logo_url: badgeImage({ text: code, background, color: "#ffffff" }) };
}

const CURRENCY_OF = { IN: "INR", AE: "AED", US: "USD" } as const satisfies Record<DemoCountry, string>;

/** A brand's full demo row set from its description: the rules below fill what it leaves out. */
export function expandDemoBrand(description: DemoBrandDescription): DemoBrand {
  const { subdomain, name, country, theme = {} } = description;
  const currency = CURRENCY_OF[country];
  const site = description.site ?? `${subdomain}.example`;
  return {
    id: `brand-${subdomain}`,
    subdomain,
    name,
    brandPackage: description.brandPackage ?? "default",
    enterprise: description.enterprise ?? false,
    securityCheckEnabled: description.securityCheckEnabled ?? false,
    waybillPrefix: description.waybillPrefix,
    orderPrefix: description.orderPrefix,
    firstOrderNumber: description.firstOrderNumber,
    currency,
    country,
    theme: {
      name,
      ...theme,
      config: { country, currency, ...theme.config },
      meta_data: { website: `https://${site}`, email: `${description.mailbox ?? "care"}@${site}`, ...theme.meta_data },
    },
    courierIds: description.couriers,
    warehouse: description.warehouse,
    customers: description.customers ?? DEMO_CUSTOMERS[country],
    products: description.products.map(([title, sku, price, initials, background]) => ({
      title,
      sku,
      // `price` is in the currency's major unit (rupees, dirhams, dollars).
      priceMinor: price * 100,
      image: badgeImage({ text: initials, background, color: "#ffffff" }),
    })),
    ...(description.scenarioTags ? { scenarioTags: description.scenarioTags } : {}),
  };
}

const coreBrand = (subdomain: string): DemoBrand => {
  const brand = DEMO_BRANDS.find((b) => b.subdomain === subdomain);
  if (!brand) throw new Error(`No demo brand "${subdomain}"`);
  return brand;
};

/** The demo's own brands: every scenario, each with return rules of its own. */
export const DEMO_BRANDS: readonly DemoBrand[] = CORE_DEMO_BRANDS.map(expandDemoBrand);
export const DEMO_STORE = coreBrand("demo");
export const KESTREL = coreBrand("kestrel");

/** Enough to see a brand's chrome on every kind of page: transit, delivery, a failed delivery, a return. */
const BRAND_PACKAGE_SCENARIOS = ["TRN-005", "OFD-006", "DLV-008", "FLD-007", "RVP-025"] as const;

const GENERIC_PRODUCTS: readonly DemoProductRow[] = [
  ["Everyday Tote Bag", "GEN-TOTE-01", 899, "TB", "#475569"],
  ["Scented Candle, Cedar", "GEN-CNDL-02", 549, "SC", "#92400e"],
  ["Travel Mug, 350 ml", "GEN-MUG-03", 749, "TM", "#0f766e"],
];

/**
 * A package demo ships from the Indian warehouse to the Indian customers whatever its country;
 * its look and rules come from its package's manifest, so its stored theme holds only names.
 */
function packageDemoBrand({ packageId, country = "IN", products = GENERIC_PRODUCTS, ...rest }: PackageDemoDescription, index: number): DemoBrandDescription {
  return {
    ...rest,
    brandPackage: packageId,
    enterprise: true,
    country,
    firstOrderNumber: 310101 + index * 1000,
    couriers: ["swiftline-express", "parcelwing", "monsoon-cargo"],
    warehouse: WAREHOUSE_BHIWANDI,
    customers: DEMO_CUSTOMERS.IN,
    products,
    scenarioTags: BRAND_PACKAGE_SCENARIOS,
  };
}

/**
 * The brand packages' demo brands (the hand-made packages, then every `pnpm new-brand` one),
 * seeded by their extension; a few scenarios each, enough to see a package's chrome.
 */
export const BRAND_PACKAGE_DEMO_BRANDS: readonly DemoBrand[] = [
  ...PACKAGE_DEMO_BRANDS,
  ...GENERATED_DEMO_BRANDS.map(({ packageId, subdomain, name }): PackageDemoDescription => ({
    packageId,
    subdomain,
    name,
    waybillPrefix: subdomain.replace(/[^a-z0-9]/g, "").toUpperCase().slice(0, 10),
    orderPrefix: `${subdomain.slice(0, 3).toUpperCase()}-`,
  })),
].map((input, index) => expandDemoBrand(packageDemoBrand(input, index)));
