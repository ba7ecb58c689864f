import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { BRAND_PACKAGE_DEMO_BRANDS, DEMO_BRANDS, type DemoBrand } from "./demo-brands.ts";
import { SHIPMENT_DOCUMENTS, shipmentRowsAt, tagOf } from "./shipment-documents.ts";

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

/** A demo shipment as its links need it, in its document's order. */
export type DemoShipment = ReturnType<typeof demoShipmentsOf>[number];

/** Any fixed time: links need ids, keys, contacts and payment methods, which do not move. */
const PLAN_TIME = new Date("2026-01-01T00:00:00.000Z");

/** The brand's demo shipments (none without a document). */
export function demoShipmentsOf(brand: Pick<DemoBrand, "id">) {
  const document = SHIPMENT_DOCUMENTS.get(brand.id);
  if (!document) return [];
  const { orders, shipments } = shipmentRowsAt(document, PLAN_TIME);
  return shipments.flatMap((s) => {
    const order = orders.find((o) => o.id === s.order_ref);
    const tag = tagOf(s.id);
    const label = document.cases[tag] ?? tag;
    return order ? [{ tag, label, waybill: s.waybill ?? null, securityKey: s.security_key ?? null, reverse: s.is_reverse === 1, order }] : [];
  });
}

const ALL_BRANDS = [...DEMO_BRANDS, ...BRAND_PACKAGE_DEMO_BRANDS];

/** Every demo situation of every demo brand: first each shipment, then orders with several shipments. */
export const demoCases: readonly DemoCase[] = ALL_BRANDS.flatMap(casesOfBrand);

/**
 * The demo cases whose brand this database really holds as seeded by seedDemo (a brand that
 * was skipped because its subdomain is taken has none).
 */
export async function listDemoCases(db: Kysely<Database>): Promise<DemoCase[]> {
  const ids = ALL_BRANDS.map((b) => b.id);
  const present = await db.selectFrom("brands").select("subdomain").where("id", "in", ids).execute();
  const subdomains = new Set(present.map((b) => b.subdomain));
  return demoCases.filter((c) => subdomains.has(c.brand));
}

function casesOfBrand(brand: DemoBrand): DemoCase[] {
  const shipments = demoShipmentsOf(brand);
  const shipmentCases = shipments.flatMap((s): DemoCase[] => {
    if (s.waybill === null) return [];
    const query = new URLSearchParams({ waybill: s.waybill });
    if (brand.securityCheckEnabled && s.securityKey !== null) query.set("security_key", s.securityKey);
    const screen = s.reverse ? "reverse" : "tracking";
    return [{ case: s.label, brand: brand.subdomain, waybill: s.waybill, orderId: s.order.order_id, path: `/en/${screen}?${query}` }];
  });

  const shipmentsPerOrder = new Map<string, DemoShipment[]>();
  for (const s of shipments) shipmentsPerOrder.set(s.order.order_id, [...(shipmentsPerOrder.get(s.order.order_id) ?? []), s]);
  const orderCases = [...shipmentsPerOrder]
    .filter(([, ofOrder]) => ofOrder.length > 1)
    .map(([orderId, ofOrder]): DemoCase => {
      const query = new URLSearchParams({ order_id: orderId });
      // Where keys are checked, an order id alone answers as an unknown order (docs/security.md):
      // the link carries one of its shipments' keys, as a brand's order e-mail would.
      const keyed = ofOrder.find((s) => s.waybill !== null && s.securityKey !== null);
      if (brand.securityCheckEnabled && keyed?.securityKey) query.set("security_key", keyed.securityKey);
      const label = `Order with ${ofOrder.length} shipments (${ofOrder.map((s) => s.tag).join(", ")})`;
      return { case: label, brand: brand.subdomain, waybill: null, orderId, path: `/en/tracking?${query}` };
    });
  return [...shipmentCases, ...orderCases];
}
