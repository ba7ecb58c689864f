import { CURRENCY_BY_COUNTRY } from "@portal/core/country";
import type { ThemeSchema } from "@portal/core/theme";
import type * as v from "valibot";
import type { Brand } from "@portal/db/repositories/records";
import type { NewCourierRow } from "@portal/db/schema";
import { CORE_DEMO_BRANDS, DEMO_COURIER_ROWS, DEMO_CUSTOMERS, PACKAGE_DEMO } from "./demo-brand-data.ts";
import type { DemoBrandDescription, DemoCountry, PackageDemoDescription } from "./demo-brand-description.ts";
import { badgeImage, logoMarkImage } from "./placeholder-images.ts";

// The demo's brands, couriers, customers and products, expanded from the compact
// descriptions in data/*.json (loaded by demo-brand-data.ts). All names are invented; web addresses use the
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
  country: DemoCountry;
  theme: v.InferInput<typeof ThemeSchema>;
  /** Courier ids, used in turn by the brand's shipments. */
  courierIds: readonly string[];
  warehouse: { city: string; state: string; pincode: string; originHub: string; middleHub: string };
  customers: readonly DemoCustomer[];
  products: readonly DemoProduct[];
  /** Only these scenarios (brand-package demos show their chrome on a few); default all. */
  scenarioTags?: readonly string[];
}

/** Where the portal serves the demo's product pictures (apps/portal/public/assets/demo-products). */
export const DEMO_PRODUCT_PHOTO_PATH = "/assets/demo-products/";

export const DEMO_COURIERS: readonly NewCourierRow[] = DEMO_COURIER_ROWS.map(({ id, name, code, background }) => ({
  id,
  name,
  account_code: code,
  logo_url: badgeImage({ text: code, background, color: "#ffffff" }),
}));

/** A brand's full demo row set from its description: the rules below fill what it leaves out. */
export function expandDemoBrand(description: DemoBrandDescription): DemoBrand {
  const { subdomain, name, country, logoBadge, logoMark } = description;
  // The logo leads the theme, as the brand's own theme files put it.
  const logo = logoMark ? logoMarkImage(logoMark) : logoBadge ? badgeImage(logoBadge) : undefined;
  const theme = { ...(logo ? { logo } : {}), ...description.theme };
  const currency = CURRENCY_BY_COUNTRY[country];
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
    customers: customersOf(DEMO_CUSTOMERS[description.customers?.country ?? country], description.customers),
    products: description.products.map(({ title, sku, price, initials, background, photo }) => ({
      title,
      sku,
      // `price` is in the currency's major unit (rupees, dirhams, dollars).
      priceMinor: price * 100,
      // A path on the portal's own origin: the page's CSP allows it ('self') on every host.
      image: photo ? `${DEMO_PRODUCT_PHOTO_PATH}${photo}` : badgeImage({ text: initials, background, color: "#ffffff" }),
    })),
    ...(description.scenarioTags ? { scenarioTags: description.scenarioTags } : {}),
  };
}

/** The country's customers starting `rotate` places later (so brands do not all open with the same name), or reversed. */
function customersOf(list: readonly DemoCustomer[], order: DemoBrandDescription["customers"]): readonly DemoCustomer[] {
  if (order?.reverse) return [...list].reverse();
  const by = order?.rotate ?? 0;
  return by === 0 ? list : [...list.slice(by), ...list.slice(0, by)];
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

/**
 * A package demo ships from its country's warehouse to its country's customers; its look and
 * rules come from its package's manifest, so its stored theme holds only names (and the
 * country and currency every demo theme gets).
 */
function packageDemoBrand(
  { packageId, country = "IN", products = PACKAGE_DEMO.products, about: _, ...rest }: PackageDemoDescription,
  index: number,
): DemoBrandDescription {
  return {
    ...rest,
    brandPackage: packageId,
    enterprise: true,
    country,
    firstOrderNumber: PACKAGE_DEMO.firstOrderNumber + index * PACKAGE_DEMO.orderNumbersPerBrand,
    couriers: PACKAGE_DEMO.couriers,
    warehouse: PACKAGE_DEMO.warehouses[country],
    products,
    // Enough to see a brand's chrome on every kind of page: transit, delivery, a failed delivery, a return.
    scenarioTags: PACKAGE_DEMO.scenarioTags,
  };
}

/**
 * The brand packages' demo brands (the hand-made packages, then every `pnpm new-brand` one, which
 * adds its row to data/package-demo-brands.json), seeded by their extension; a few scenarios each,
 * enough to see a package's chrome.
 */
export const BRAND_PACKAGE_DEMO_BRANDS: readonly DemoBrand[] = PACKAGE_DEMO.brands.map((input, index) => expandDemoBrand(packageDemoBrand(input, index)));
