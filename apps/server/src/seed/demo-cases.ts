import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { BRAND_PACKAGE_DEMO_BRANDS, DEMO_BRANDS, type DemoBrand } from "./demo-brands.ts";
import { planDemoShipments } from "./demo-rows.ts";

/** One link of the demo index (`/__demo.json`): a situation worth looking at, and where. */
export interface DemoCase {
  case: string;
  /** Subdomain of the brand; the server turns it into a host. */
  brand: string;
  /** Null for an order-level case. */
  waybill: string | null;
  orderId: string;
  /** Path and query on the brand's host, e.g. "/en/tracking?waybill=DEMO-DLV-008". */
  path: string;
}

/** Every demo situation of every demo brand: first each shipment, then orders with several shipments. */
export const demoCases: readonly DemoCase[] = [...DEMO_BRANDS, ...BRAND_PACKAGE_DEMO_BRANDS].flatMap(casesOfBrand);

/**
 * The demo cases whose brand this database really holds as seeded by seedDemo (a brand that
 * was skipped because its subdomain is taken has none).
 */
export async function listDemoCases(db: Kysely<Database>): Promise<DemoCase[]> {
  const present = await db
    .selectFrom("brands")
    .select("subdomain")
    .where(
      "id",
      "in",
      [...DEMO_BRANDS, ...BRAND_PACKAGE_DEMO_BRANDS].map((b) => b.id),
    )
    .execute();
  const subdomains = new Set(present.map((b) => b.subdomain));
  return demoCases.filter((c) => subdomains.has(c.brand));
}

function casesOfBrand(brand: DemoBrand): DemoCase[] {
  const planned = planDemoShipments(brand);
  const shipmentCases = planned.flatMap((p): DemoCase[] => {
    if (p.waybill === null) return [];
    const query = new URLSearchParams({ waybill: p.waybill });
    if (brand.securityCheckEnabled) query.set("security_key", p.securityKey);
    const screen = p.scenario.reverse ? "reverse" : "tracking";
    return [{ case: p.scenario.label, brand: brand.subdomain, waybill: p.waybill, orderId: p.orderNumber, path: `/en/${screen}?${query}` }];
  });

  const shipmentsPerOrder = new Map<string, typeof planned>();
  for (const p of planned) shipmentsPerOrder.set(p.orderNumber, [...(shipmentsPerOrder.get(p.orderNumber) ?? []), p]);
  const orderCases = [...shipmentsPerOrder]
    .filter(([, shipments]) => shipments.length > 1)
    .map(([orderId, shipments]): DemoCase => {
      const query = new URLSearchParams({ order_id: orderId });
      // Where keys are checked, an order id alone answers as an unknown order (docs/security.md):
      // the link carries one of its shipments' keys, as a brand's order e-mail would.
      const keyed = shipments.find((s) => s.waybill !== null);
      if (brand.securityCheckEnabled && keyed) query.set("security_key", keyed.securityKey);
      return {
        case: `Order with ${shipments.length} shipments (${shipments.map((s) => s.scenario.tag).join(", ")})`,
        brand: brand.subdomain,
        waybill: null,
        orderId,
        path: `/en/tracking?${query}`,
      };
    });
  return [...shipmentCases, ...orderCases];
}
