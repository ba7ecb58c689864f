import { createHash } from "node:crypto";
import type { FixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import type { NewOrderRow, NewScanRow, NewShipmentRow } from "@portal/db/schema";
import { newestScans } from "@portal/db/latest-scan";
import { scanPlace, scanRemark, scanText, type ScanPlaceValues } from "./scan-texts.ts";
import type { DemoBrand } from "./demo-brands.ts";
import { SHIPMENT_SCENARIOS, type ShipmentScenario } from "./demo-scenarios.ts";

// Turns the scenarios into rows for one brand. Everything is derived from the brand, the
// scenario list and `now`, so the same inputs always give the same rows.

const HOUR = 3_600_000;

export interface PlannedShipment {
  scenario: ShipmentScenario;
  /** Position among the brand's shipments; picks courier and product. */
  index: number;
  waybill: string | null;
  securityKey: string;
  orderNumber: string;
  /** Position of the order among the brand's orders; picks customer and payment method. */
  orderIndex: number;
}

/** Which order each scenario belongs to and its identifiers. Independent of time. */
export function planDemoShipments(brand: DemoBrand): PlannedShipment[] {
  const orderIndexByKey = new Map<string, number>();
  const scenarios = brand.scenarioTags ? SHIPMENT_SCENARIOS.filter((s) => brand.scenarioTags?.includes(s.tag)) : SHIPMENT_SCENARIOS;
  return scenarios.map((scenario, index) => {
    const key = scenario.orderKey ?? scenario.tag;
    let orderIndex = orderIndexByKey.get(key);
    if (orderIndex === undefined) {
      orderIndex = orderIndexByKey.size;
      orderIndexByKey.set(key, orderIndex);
    }
    const waybill = scenario.hasWaybill === false ? null : `${brand.waybillPrefix}-${scenario.tag}`;
    return {
      scenario,
      index,
      waybill,
      securityKey: demoSecurityKey(brand, scenario.tag),
      orderNumber: `${brand.orderPrefix}${brand.firstOrderNumber + orderIndex}`,
      orderIndex,
    };
  });
}

export const demoOrderRowId = (brand: DemoBrand, orderNumber: string) => `${brand.id}:order:${orderNumber}`;
export const demoShipmentRowId = (brand: DemoBrand, tag: string) => `${brand.id}:shipment:${tag}`;

/** A brand's demo rows: what `writeFixedIdRows` writes. */
export type DemoRows = FixedIdRows;

export function buildDemoRows(brand: DemoBrand, now: Date): DemoRows {
  const planned = planDemoShipments(brand);
  const scansByTag = new Map(planned.map((p) => [p.scenario.tag, scanRows(brand, p, now)]));

  const orders = new Map<string, NewOrderRow>();
  for (const p of planned) {
    if (orders.has(p.orderNumber)) continue;
    const siblings = planned.filter((s) => s.orderNumber === p.orderNumber);
    const firstScan = siblings
      .flatMap((s) => scansByTag.get(s.scenario.tag) ?? [])
      .map((s) => s.scanned_at)
      .sort()[0];
    const orderDate = new Date((firstScan ? Date.parse(firstScan) : now.getTime()) - 2 * HOUR).toISOString();
    const customer = pick(brand.customers, p.orderIndex);
    orders.set(p.orderNumber, {
      id: demoOrderRowId(brand, p.orderNumber),
      brand_id: brand.id,
      order_id: p.orderNumber,
      order_date: orderDate,
      currency: brand.currency,
      // A return takes back what was bought; it adds nothing to the order's total.
      total_minor: (siblings.some((s) => !s.scenario.reverse) ? siblings.filter((s) => !s.scenario.reverse) : siblings).reduce(
        (sum, s) => sum + productOf(brand, planned, s).priceMinor,
        0,
      ),
      payment_method: paymentMethod(p.orderIndex),
      customer_name: customer.name,
      customer_phone: customer.phone,
      customer_alternate_phone: null,
      customer_email: customer.email,
      customer_address: customer.address,
      customer_city: customer.city,
      customer_state: customer.state,
      customer_country: brand.country,
      customer_pincode: customer.pincode,
      created_at: orderDate,
    });
  }

  const shipments = planned.map((p): NewShipmentRow => {
    const { scenario } = p;
    const order = orders.get(p.orderNumber);
    if (order === undefined) throw new Error(`Demo order ${p.orderNumber} was not planned`);
    const scans = scansByTag.get(scenario.tag) ?? [];
    const latest = newestScans(scans);
    const product = productOf(brand, planned, p);
    // Seconds apart, in scenario order, so an order lists its shipments in a stable order.
    const createdAt = new Date(Date.parse(order.order_date) + (p.index + 1) * 1000).toISOString();
    return {
      id: demoShipmentRowId(brand, scenario.tag),
      brand_id: brand.id,
      order_ref: order.id,
      waybill: p.waybill,
      courier_id: p.waybill === null ? null : pick(brand.courierIds, p.index),
      security_key: p.securityKey,
      reference_number: `REF-${p.orderNumber}-${p.index + 1}`,
      order_type: order.payment_method,
      ship_date: scenario.reverse ? null : shipDate(scans),
      is_reverse: scenario.reverse ? 1 : 0,
      product_title: product.title,
      product_sku: product.sku,
      product_image_url: product.image,
      edd: scenario.edd ? isoDate(new Date(now.getTime() + scenario.edd.inDays * 24 * HOUR)) : null,
      edd_message_id: scenario.edd?.messageId ?? null,
      edd_message: scenario.edd?.message ?? null,
      edd_from: scenario.pickupWindow ? isoDate(new Date(now.getTime() + scenario.pickupWindow.fromDays * 24 * HOUR)) : null,
      edd_to: scenario.pickupWindow ? isoDate(new Date(now.getTime() + scenario.pickupWindow.toDays * 24 * HOUR)) : null,
      // The import's rule; the demo's scans carry no reason code, so the scenario gives it.
      ...latest,
      failure_reason_code: scenario.failureReasonCode ?? null,
      created_at: createdAt,
      updated_at: latest.latest_scanned_at ?? createdAt,
    };
  });

  return { orders: [...orders.values()], shipments, scans: [...scansByTag.values()].flat() };
}

/** Scans oldest first, the newest exactly `lastScanHoursAgo` before now. */
function scanRows(brand: DemoBrand, planned: PlannedShipment, now: Date): NewScanRow[] {
  const { scenario } = planned;
  const direction = scenario.reverse ? "reverse" : "forward";
  const customer = pick(brand.customers, planned.orderIndex);
  const { warehouse } = brand;
  const values: ScanPlaceValues = {
    originHub: warehouse.originHub,
    middleHub: warehouse.middleHub,
    warehouseCity: warehouse.city,
    warehouseState: warehouse.state,
    brand: brand.name,
    customerCity: customer.city,
    customerState: customer.state,
    firstName: customer.name.split(" ")[0] ?? customer.name,
    country: brand.country,
  };
  const step = scenario.hoursBetweenScans ?? 9;
  const count = scenario.codes.length;
  return scenario.codes.map((code, i) => {
    const stepsBeforeLast = count - 1 - i;
    // A few minutes' wobble on earlier scans so the timeline does not look machine-made.
    const wobbleMinutes = stepsBeforeLast === 0 ? 0 : (i * 37 + planned.index * 11) % 45;
    const at = now.getTime() - (scenario.lastScanHoursAgo + stepsBeforeLast * step) * HOUR - wobbleMinutes * 60_000;
    const shipmentId = demoShipmentRowId(brand, scenario.tag);
    return {
      id: `${shipmentId}:scan:${i + 1}`,
      shipment_id: shipmentId,
      code,
      ...scanText(direction, code),
      location: scanPlace(direction, code, values),
      remark: scanRemark(direction, code, scenario.failureReasonCode, values),
      scanned_at: new Date(at).toISOString(),
    };
  });
}

/** A return picks up the product its order's forward shipment delivered. */
function productOf(brand: DemoBrand, planned: readonly PlannedShipment[], p: PlannedShipment) {
  const delivered = p.scenario.reverse ? planned.find((s) => s.orderNumber === p.orderNumber && !s.scenario.reverse) : undefined;
  return pick(brand.products, (delivered ?? p).index);
}

/** When the seller handed the shipment over (ready to ship, else dispatched); null before. */
function shipDate(scans: readonly NewScanRow[]): string | null {
  return (scans.find((s) => s.code === 1001) ?? scans.find((s) => s.code === 4))?.scanned_at ?? null;
}

function paymentMethod(orderIndex: number): string {
  return orderIndex % 3 === 0 ? "COD" : "PREPAID";
}

/** Stable per brand and shipment, so demo links with a security_key keep working. */
function demoSecurityKey(brand: DemoBrand, tag: string): string {
  return createHash("sha256").update(`demo-security-key:${brand.id}:${tag}`).digest("hex").slice(0, 12);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error("Demo lists must not be empty");
  return item;
}
