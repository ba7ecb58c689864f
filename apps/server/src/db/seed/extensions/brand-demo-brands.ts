// Demo brands of the brand packages (spec section 2's archetypes, with invented names):
// one row per subdomain, each with the demo's shipments, so every package has demo links.
// Only types come from demo-brands.ts (which appends these): no import cycle at run time.
import type { DemoBrand, DemoCustomer, DemoProduct } from "../demo-brands.ts";
import { badgeImage } from "../placeholder-images.ts";
import { GENERATED_DEMO_BRANDS } from "./generated-demo-brands.ts";

type Theme = DemoBrand["theme"];

const product = (title: string, sku: string, price: number, initials: string, background: string): DemoProduct => ({
  title,
  sku,
  priceMinor: price * 100,
  image: badgeImage({ text: initials, background, color: "#ffffff" }),
});

const WAREHOUSE_IN = { city: "Bhiwandi", state: "Maharashtra", pincode: "421302", originHub: "Bhiwandi Hub", middleHub: "Nagpur Sortation Centre" };

const GENERIC_PRODUCTS = [
  product("Everyday Tote Bag", "GEN-TOTE-01", 899, "TB", "#475569"),
  product("Scented Candle, Cedar", "GEN-CNDL-02", 549, "SC", "#92400e"),
  product("Travel Mug, 350 ml", "GEN-MUG-03", 749, "TM", "#0f766e"),
];

/** Enough to see a brand's chrome on every kind of page: transit, delivery, a failed delivery, a return. */
const BRAND_PACKAGE_SCENARIOS = ["TRN-005", "OFD-006", "DLV-008", "FLD-007", "RVP-025"] as const;

interface BrandDemoInput {
  packageId: string;
  subdomain: string;
  name: string;
  /** Waybill start, upper case, unique among demo brands. */
  waybillPrefix: string;
  orderPrefix: string;
  country?: string;
  currency?: string;
  theme?: Partial<Theme>;
  products?: readonly DemoProduct[];
}

function demoBrand(input: BrandDemoInput, customers: readonly DemoCustomer[], index: number): DemoBrand {
  const { theme = {}, country = "IN", currency = "INR" } = input;
  return {
    id: `brand-${input.subdomain}`,
    subdomain: input.subdomain,
    name: input.name,
    brandPackage: input.packageId,
    enterprise: true,
    securityCheckEnabled: false,
    waybillPrefix: input.waybillPrefix,
    orderPrefix: input.orderPrefix,
    firstOrderNumber: 310101 + index * 1000,
    currency,
    country,
    theme: {
      name: input.name,
      ...theme,
      config: { country, currency, ...theme.config },
      meta_data: { website: `https://${input.subdomain}.example`, email: `care@${input.subdomain}.example`, ...theme.meta_data },
    },
    courierIds: ["swiftline-express", "parcelwing", "monsoon-cargo"],
    warehouse: WAREHOUSE_IN,
    customers,
    products: input.products ?? GENERIC_PRODUCTS,
    scenarioTags: BRAND_PACKAGE_SCENARIOS,
  };
}

/** The hand-made brand packages' demo rows (their looks and rules live in their manifests). */
const PACKAGE_DEMOS: readonly BrandDemoInput[] = [
  {
    packageId: "medleaf",
    subdomain: "medleaf",
    name: "MedLeaf Pharmacy",
    waybillPrefix: "MEDLEAF",
    orderPrefix: "ML-",
    products: [
      product("Vitamin D3 Drops, 30 ml", "ML-VD3-30", 349, "D3", "#0f766e"),
      product("Digital Thermometer", "ML-THR-01", 299, "DT", "#0369a1"),
      product("Herbal Cough Syrup, 100 ml", "ML-CGH-100", 149, "CS", "#65a30d"),
    ],
  },
  {
    packageId: "threadline",
    subdomain: "threadline",
    name: "Threadline",
    waybillPrefix: "THREAD",
    orderPrefix: "TL-",
    products: [
      product("Linen Shirt, Sage", "TL-SHT-SG", 1899, "LS", "#4d7c0f"),
      product("High-rise Denim, Indigo", "TL-DNM-IN", 2499, "HD", "#1e3a8a"),
      product("Block-print Kurta", "TL-KRT-BP", 1599, "BK", "#b45309"),
    ],
  },
  {
    packageId: "sahra",
    subdomain: "sahra",
    name: "Sahra Living",
    waybillPrefix: "SAHRA",
    orderPrefix: "SL-",
    country: "AE",
    currency: "AED",
    products: [
      product("Brass Lantern, Small", "SL-LNT-S", 189, "BL", "#a16207"),
      product("Woven Date-palm Basket", "SL-BSK-01", 95, "WB", "#92400e"),
    ],
  },
  {
    packageId: "lua",
    subdomain: "lua",
    name: "Lúa Market",
    waybillPrefix: "LUA",
    orderPrefix: "LM-",
    // Demo orders ship from the Indian warehouse: VND is not among the portal's currencies yet.
    products: [
      product("Ceramic Tea Set", "LM-TEA-01", 1450, "TS", "#047857"),
      product("Lacquer Bowl", "LM-BWL-02", 990, "LB", "#b91c1c"),
    ],
  },
  {
    packageId: "bloom",
    subdomain: "bloom",
    name: "Bloomwell Beauty",
    waybillPrefix: "BLOOM",
    orderPrefix: "BW-",
    products: [
      product("Rose Water Toner, 200 ml", "BW-TNR-200", 399, "RT", "#be185d"),
      product("Matte Lipstick, Clay", "BW-LIP-CL", 599, "ML", "#9f1239"),
    ],
  },
  {
    packageId: "marigold",
    subdomain: "marigold",
    name: "Marigold Naturals",
    waybillPrefix: "MARIGOLD",
    orderPrefix: "MN-",
    products: [
      product("Cold-pressed Coconut Oil, 500 ml", "MN-OIL-500", 289, "CO", "#ca8a04"),
      product("Almond Hair Oil, 200 ml", "MN-HAIR-200", 199, "AH", "#a16207"),
    ],
  },
  // The white-label package serves three brands (spec: header hidden, login-free returns).
  { packageId: "whitelabel", subdomain: "shop101test", name: "Shop101 Test Store", waybillPrefix: "SHOPTEST", orderPrefix: "ST-" },
  { packageId: "whitelabel", subdomain: "retail", name: "Retail Outlet", waybillPrefix: "RETAIL", orderPrefix: "RO-" },
  { packageId: "whitelabel", subdomain: "trackmyorder", name: "Track My Order", waybillPrefix: "TRACKMY", orderPrefix: "TM-" },
];

/** Every brand package's demo brands, given the demo's customers. */
export function brandPackageDemoBrands(customers: readonly DemoCustomer[]): DemoBrand[] {
  const generated = GENERATED_DEMO_BRANDS.map(
    (g): BrandDemoInput => ({ ...g, waybillPrefix: g.subdomain.replace(/[^a-z0-9]/g, "").toUpperCase().slice(0, 10), orderPrefix: `${g.subdomain.slice(0, 3).toUpperCase()}-` }),
  );
  return [...PACKAGE_DEMOS, ...generated].map((input, index) => demoBrand(input, customers, index));
}
