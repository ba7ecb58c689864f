import type { DemoBrand } from "./demo-brands.ts";

/** The countries the demo has customers, currencies and addresses for. */
export type DemoCountry = "IN" | "AE" | "US";

/** A product as the catalogue lists it: title, SKU, price in major units, badge initials and colour. */
export type DemoProductRow = readonly [title: string, sku: string, price: number, initials: string, background: string];

/**
 * What makes one demo brand different; expandDemoBrand (demo-brands.ts) fills in the rest:
 * id `brand-<subdomain>`, the country's currency and customers, the theme's name, country,
 * currency, website and e-mail.
 */
export interface DemoBrandDescription {
  subdomain: string;
  name: string;
  /** Default "default". */
  brandPackage?: string;
  enterprise?: boolean;
  /** When on, demo links carry each shipment's security_key. */
  securityCheckEnabled?: boolean;
  waybillPrefix: string;
  orderPrefix: string;
  firstOrderNumber: number;
  country: DemoCountry;
  /** The brand's web domain; default `<subdomain>.example`. */
  site?: string;
  /** The support mailbox at the site; default "care". */
  mailbox?: string;
  /** The theme beyond what is derived (logo, tokens, rules, contact details). */
  theme?: Partial<DemoBrand["theme"]>;
  /** Courier ids, used in turn by the brand's shipments. */
  couriers: readonly string[];
  warehouse: DemoBrand["warehouse"];
  /** Default: the country's customers. */
  customers?: DemoBrand["customers"];
  products: readonly DemoProductRow[];
  scenarioTags?: readonly string[];
}

/** A brand package's demo brand: the package's manifest carries its look and rules. */
export interface PackageDemoDescription extends Pick<DemoBrandDescription, "subdomain" | "name" | "waybillPrefix" | "orderPrefix"> {
  packageId: string;
  /** Default IN. */
  country?: DemoCountry;
  /** Default: a few generic products. */
  products?: readonly DemoProductRow[];
}
