import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  findReturnShipmentUuids,
  linkReturnOrderShipmentsIfAbsent,
  upsertFixedIdReturnAddresses,
  upsertFixedIdReturnItems,
  upsertFixedIdReturnOrders,
  upsertFixedIdReturnVariants,
} from "@portal/db/repositories/import-return-orders";
import { addExchangeInstructionsIfMissing, upsertFixedIdReturnReasons } from "@portal/db/repositories/import-return-reasons";
import { storedTranslations } from "@portal/db/repositories/returns-records";
import { upsertFixedIdReturnRequests } from "@portal/db/repositories/returns-requests";
import { upsertFixedIdReturnEvents } from "@portal/db/repositories/return-events";
import { RETURN_STAGE_STATUS_WORD, returnStagePath, type ReturnStage } from "@portal/core/returns";
import { SELF_SHIP_COUNTRIES } from "@portal/core/country";
import { FORWARD_CODES_BY_STAGE } from "@portal/core/status";
import type { Database, OrderRow, ShipmentRow } from "@portal/db/schema";
import type {
  NewReturnAddressRow,
  NewReturnOrderItemRow,
  NewReturnReasonRow,
  NewReturnRequestEventRow,
  NewReturnRequestItemRow,
  NewReturnRequestRow,
  NewReturnSubReasonRow,
  NewReturnVariantRow,
} from "@portal/db/schema-returns";
import { DEMO_BRANDS, type DemoBrand } from "../demo-brands.ts";
import { DEMO_RETURNS, type DemoRequestPlan } from "./demo-returns-data.ts";
import type { DemoSeedExtension } from "./index.ts";

// Demo data of the returns area, for every demo brand this database really holds: reasons
// with sub reasons, exchange instructions and the requests' plans (data/demo-returns.json),
// return orders (items, addresses, variants) for the delivered and returned demo orders, and
// requests in each state (placed, approved, rejected, pickup failed, picked up, received,
// cancelled, an exchange).
//
// Idempotent: rows have fixed ids and are upserted, and times move with `now` like the
// shipments' do. Shipment uuids are random once and then kept.

const HOUR = 3_600_000;

/** Demo shipment row ids: `<brand id>:shipment:<scenario tag>` (see demo-rows.ts). */
const shipmentTag = (brand: DemoBrand, shipmentId: string) => shipmentId.slice(`${brand.id}:shipment:`.length);

export const returnsDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  for (const [index, brand] of DEMO_BRANDS.entries()) {
    const owned = await trx.selectFrom("brands").select("id").where("id", "=", brand.id).where("subdomain", "=", brand.subdomain).executeTakeFirst();
    if (owned === undefined) continue; // skipped by seedDemo: a real brand uses the subdomain
    await seedReasons(trx, brand, now);
    await seedBrandOrders(trx, brand, index, now);
  }
};

// ---------------------------------------------------------------- reasons and settings

async function seedReasons(trx: Kysely<Database>, brand: DemoBrand, now: Date): Promise<void> {
  const reasons: NewReturnReasonRow[] = DEMO_RETURNS.reasons.map((r, position) => ({
    id: `${brand.id}:reason:${r.id}`,
    brand_id: brand.id,
    reason_id: r.id,
    name: r.name,
    translations: storedTranslations(r.translations),
    active: r.active ? 1 : 0,
    image_required: r.imageRequired ? 1 : 0,
    image_quantity: r.imageQuantity,
    position,
  }));
  const subReasons: NewReturnSubReasonRow[] = DEMO_RETURNS.reasons.flatMap((r) =>
    r.sub_reasons.map(({ id, name, translations }, position) => ({
      id: `${brand.id}:sub-reason:${id}`,
      brand_id: brand.id,
      reason_id: r.id,
      sub_reason_id: id,
      name,
      translations: storedTranslations(translations),
      position,
    })),
  );
  await upsertFixedIdReturnReasons(trx, reasons, subReasons);
  const own = DEMO_RETURNS.exchangeInstructions[brand.id] !== undefined;
  await addExchangeInstructionsIfMissing(trx, brand.id, DEMO_RETURNS.exchangeInstructions[brand.id] ?? DEMO_RETURNS.exchangeInstructions.default, {
    now,
    translations: own ? DEMO_RETURNS.exchangeInstructionsTranslations[brand.id] : DEMO_RETURNS.exchangeInstructionsTranslations.default,
  });
}

// ---------------------------------------------------------------- return orders

const SHIPMENT_COLUMNS = [
  "id",
  "order_ref",
  "waybill",
  "is_reverse",
  "latest_code",
  "product_title",
  "product_sku",
  "product_image_url",
  "courier_id",
] as const;
type DemoShipmentRow = Pick<ShipmentRow, (typeof SHIPMENT_COLUMNS)[number]>;

const DELIVERED_CODES: readonly number[] = FORWARD_CODES_BY_STAGE.delivered;

async function seedBrandOrders(trx: Kysely<Database>, brand: DemoBrand, brandIndex: number, now: Date): Promise<void> {
  const shipments: DemoShipmentRow[] = await trx
    .selectFrom("shipments")
    .select(SHIPMENT_COLUMNS)
    .where("brand_id", "=", brand.id)
    .where("id", "like", `${brand.id}:shipment:%`)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  // Orders worth returning from: something was delivered, or a return pickup exists.
  const orderRefs = [...new Set(shipments.map((s) => s.order_ref))]
    .filter((ref) => shipments.some((s) => s.order_ref === ref && (s.is_reverse === 1 || DELIVERED_CODES.includes(s.latest_code ?? -1))))
    .sort();
  if (orderRefs.length === 0) return;
  const orders = await trx.selectFrom("orders").selectAll().where("brand_id", "=", brand.id).where("id", "in", orderRefs).execute();

  const planned = orderRefs.flatMap((orderRef, orderIndex) => {
    const order = orders.find((o) => o.id === orderRef);
    return order === undefined
      ? []
      : [{ order, orderIndex, returnOrderId: `${brand.id}:return-order:${order.order_id}`, own: shipments.filter((s) => s.order_ref === orderRef) }];
  });

  // A few multi-row statements per brand, not one per row: every area's tests seed the demo.
  await upsertFixedIdReturnOrders(
    trx,
    planned.map(({ order, returnOrderId }) => ({
      id: returnOrderId,
      brand_id: brand.id,
      order_ref: order.id,
      capture_image: DEMO_RETURNS.countries.noImageCapture.includes(brand.country) ? 0 : 1,
      created_at: order.order_date,
    })),
  );
  const forwardLinks = planned.flatMap(({ own, returnOrderId }) =>
    own
      .filter((s) => s.is_reverse === 0 && s.waybill !== null)
      .map((shipment, position) => ({ uuid: randomUUID(), brand_id: brand.id, return_order_id: returnOrderId, shipment_ref: shipment.id, position })),
  );
  // Uuids are handed out in links: a row that exists keeps its own.
  await linkReturnOrderShipmentsIfAbsent(trx, forwardLinks);
  const uuids = await findReturnShipmentUuids(trx, brand.id);

  const itemsByOrder = new Map(planned.map((p) => [p.returnOrderId, itemRows(brand, brandIndex, p.orderIndex, p.returnOrderId, p.own, uuids)]));
  const items = [...itemsByOrder.values()].flat();
  await upsertFixedIdReturnItems(trx, items);
  await upsertFixedIdReturnVariants(
    trx,
    items.flatMap((item) => variantRows(brand, item)),
  );
  await upsertFixedIdReturnAddresses(
    trx,
    planned.flatMap((p) => addressRows(brand, p.returnOrderId, p.order, p.orderIndex)),
  );

  const requests = planned.flatMap((p) =>
    requestRows(brand, { returnOrderId: p.returnOrderId, order: p.order, shipments: p.own, items: itemsByOrder.get(p.returnOrderId) ?? [], uuids, now }),
  );
  await upsertFixedIdReturnRequests(
    trx,
    requests.map((r) => r.request),
    requests.map((r) => r.line),
  );
  await upsertFixedIdReturnEvents(
    trx,
    requests.flatMap((r) => r.events),
  );
}

/**
 * One item per forward shipment (a delivered one may be returned; one still on its way not
 * yet), two for the recent delivery, and the returned product for orders that only have a
 * return pickup. Item ids are fixed per brand, order and line.
 */
function itemRows(
  brand: DemoBrand,
  brandIndex: number,
  orderIndex: number,
  returnOrderId: string,
  shipments: readonly DemoShipmentRow[],
  uuids: ReadonlyMap<string, string>,
): NewReturnOrderItemRow[] {
  const forward = shipments.filter((s) => s.is_reverse === 0 && s.waybill !== null);
  const sources = forward.length > 0 ? forward : shipments.filter((s) => s.is_reverse === 1).slice(0, 1);
  const lines: Array<{ shipment: DemoShipmentRow; sku: string | null; quantity: number }> = sources.map((s) => ({
    shipment: s,
    sku: s.product_sku,
    quantity: DEMO_RETURNS.items.quantity[shipmentTag(brand, s.id)] ?? 1,
  }));
  const recent = forward.find((s) => shipmentTag(brand, s.id) === DEMO_RETURNS.items.secondProductOn);
  if (recent) {
    const other = brand.products.find((p) => p.sku !== recent.product_sku);
    if (other) lines.push({ shipment: recent, sku: other.sku, quantity: 1 });
  }

  return lines.map(({ shipment, sku, quantity }, line) => {
    const product = brand.products.find((p) => p.sku === sku) ?? brand.products[0];
    const priceMinor = product?.priceMinor ?? 0;
    const delivered = shipment.is_reverse === 1 || DELIVERED_CODES.includes(shipment.latest_code ?? -1);
    const creditsMinor = Math.round((priceMinor * (DEMO_RETURNS.items.storeCreditPercent[brand.id] ?? 0)) / 100);
    const itemId = (brandIndex + 1) * 100_000 + (orderIndex + 1) * 10 + line + 1;
    return {
      id: `${returnOrderId}:item:${line + 1}`,
      brand_id: brand.id,
      return_order_id: returnOrderId,
      item_id: itemId,
      shipment_uuid: shipment.is_reverse === 0 ? (uuids.get(shipment.id) ?? null) : null,
      title: product?.title ?? shipment.product_title ?? "Item",
      sku: product?.sku ?? shipment.product_sku,
      image: product?.image ?? shipment.product_image_url,
      price_minor: priceMinor,
      quantity,
      eligible_quantity: delivered ? quantity : 0,
      store_credits_used_minor: creditsMinor,
      final_amount_paid_minor: priceMinor - creditsMinor,
      collection_point_id: null,
      inventory_quantity: 3 + (itemId % 7),
      total_variant_inventory_quantity: 12 + (itemId % 11),
      position: line,
    };
  });
}

/** Three sizes per item, the middle one sold out, so exchanges show both cases. */
function variantRows(brand: DemoBrand, item: NewReturnOrderItemRow): NewReturnVariantRow[] {
  return DEMO_RETURNS.items.sizes[brand.country].map((size, position) => ({
    id: `${item.id}:variant:${position + 1}`,
    brand_id: brand.id,
    item_id: item.item_id,
    variant_id: `${item.item_id}-${position + 1}`,
    title: `${item.title} — ${size}`,
    inventory_quantity: position === 1 ? 0 : 4 + position,
    position,
  }));
}

function addressRows(brand: DemoBrand, returnOrderId: string, order: OrderRow, orderIndex: number): NewReturnAddressRow[] {
  const home: NewReturnAddressRow = {
    id: `${returnOrderId}:address:1`,
    brand_id: brand.id,
    return_order_id: returnOrderId,
    position: 0,
    name: order.customer_name,
    phone: order.customer_phone,
    email: order.customer_email,
    address: order.customer_address ?? "",
    pincode: order.customer_pincode,
    city: order.customer_city,
    state: order.customer_state,
    country: order.customer_country,
  };
  if (orderIndex % 2 === 1) return [home];
  // Every other order also has a work address: at the brand's warehouse city, so it exists.
  return [
    home,
    {
      ...home,
      id: `${returnOrderId}:address:2`,
      position: 1,
      address: DEMO_RETURNS.workAddress.replace("{originHub}", brand.warehouse.originHub),
      pincode: brand.warehouse.pincode || null,
      city: brand.warehouse.city,
      state: brand.warehouse.state,
    },
  ];
}

// ---------------------------------------------------------------- requests

interface OrderContext {
  returnOrderId: string;
  order: OrderRow;
  shipments: readonly DemoShipmentRow[];
  items: readonly NewReturnOrderItemRow[];
  /** Forward shipment row id -> its return shipment uuid. */
  uuids: ReadonlyMap<string, string>;
  now: Date;
}

function requestRows(
  brand: DemoBrand,
  context: OrderContext,
): Array<{ request: NewReturnRequestRow; line: NewReturnRequestItemRow; events: NewReturnRequestEventRow[] }> {
  const tags = new Set(context.shipments.map((s) => shipmentTag(brand, s.id)));
  return DEMO_RETURNS.requests
    .filter((p) => tags.has(p.tag))
    .flatMap((plan) => {
      // The item the request's own shipment brought; a pickup-only order has just one.
      const own = context.shipments.find((s) => shipmentTag(brand, s.id) === plan.tag && s.is_reverse === 0);
      const ownUuid = own === undefined ? undefined : context.uuids.get(own.id);
      const item = context.items.find((i) => ownUuid !== undefined && i.shipment_uuid === ownUuid) ?? context.items[0];
      if (item === undefined) return [];
      const pickup = plan.pickupTag === undefined ? undefined : context.shipments.find((s) => shipmentTag(brand, s.id) === plan.pickupTag);
      const requestId = demoReturnId(brand, plan.tag);
      const exchange = plan.state === "exchange";
      const request = requestRow(brand, plan, requestId, context, item, pickup);
      const line = exchange ? DEMO_RETURNS.lines.exchange : plan.state === "rejected" ? DEMO_RETURNS.lines.rejected : DEMO_RETURNS.lines.other;
      return [
        {
          request,
          events: historyRows(brand, plan, request, context.now),
          line: {
            id: `${requestId}-1`,
            brand_id: brand.id,
            request_id: requestId,
            item_id: item.item_id,
            quantity: 1,
            reason_id: line.reasonId,
            sub_reason_id: line.subReasonId,
            comment: line.comment,
            images_json: "[]",
            exchange_variant_id: exchange ? `${item.item_id}-3` : null,
            position: 0,
          },
        },
      ];
    });
}

function requestRow(
  brand: DemoBrand,
  plan: DemoRequestPlan,
  requestId: string,
  context: OrderContext,
  item: NewReturnOrderItemRow,
  pickup: DemoShipmentRow | undefined,
): NewReturnRequestRow {
  const createdAt = new Date(context.now.getTime() - plan.hoursAgo * HOUR);
  const selfShip = (SELF_SHIP_COUNTRIES as readonly string[]).includes(brand.country);
  const isCod = context.order.payment_method.toUpperCase() === "COD";
  const exchange = plan.state === "exchange";
  // Demo refunds carry no real account: only the masked copy a real request would keep.
  const toBank = !exchange && isCod;
  const { order } = context;
  return {
    id: requestId,
    brand_id: brand.id,
    return_order_id: context.returnOrderId,
    kind: exchange ? "exchange" : "return",
    status: RETURN_STAGE_STATUS_WORD[plan.stage],
    stage: plan.stage,
    stage_changed_at: stageTimes(plan, context.now).at(-1)?.toISOString() ?? createdAt.toISOString(),
    pickup_type: selfShip ? "self-ship" : "pickup",
    pickup_name: selfShip ? null : order.customer_name,
    pickup_phone: selfShip ? null : order.customer_phone,
    pickup_email: selfShip ? null : order.customer_email,
    pickup_address: selfShip ? null : order.customer_address,
    pickup_pincode: selfShip ? null : order.customer_pincode || null,
    pickup_city: selfShip ? null : order.customer_city,
    pickup_state: selfShip ? null : order.customer_state,
    pickup_country: selfShip ? null : order.customer_country,
    pickup_date: selfShip ? null : createdAt.toISOString().slice(0, 10),
    refund_mode: exchange ? null : toBank ? "bank-account" : "back-to-source",
    refund_credit_minor: exchange ? 0 : item.store_credits_used_minor,
    refund_money_minor: exchange ? 0 : item.final_amount_paid_minor,
    refund_bank_name: toBank ? DEMO_RETURNS.texts.bankName : null,
    refund_account_masked: toBank ? DEMO_RETURNS.texts.accountMasked : null,
    refund_upi_masked: null,
    refund_details_sealed: null,
    reverse_shipment_ref: pickup?.id ?? null,
    awb: pickup?.waybill ?? null,
    courier_partner: null,
    approval_date: approvedAt(plan, context.now)?.toISOString() ?? null,
    remark: plan.state === "approved" ? DEMO_RETURNS.texts.approvedRemark : null,
    rejection_reason: plan.state === "rejected" ? DEMO_RETURNS.texts.rejectionReason : null,
    shipping_label_url: selfShip ? `https://${brand.subdomain}.example/labels/${requestId}.pdf` : null,
    contact_phone: order.customer_phone,
    contact_email: order.customer_email,
    refund_recorded_minor: plan.stage === "refunded" ? item.final_amount_paid_minor : null,
    refund_recorded_mode: plan.stage === "refunded" ? (toBank ? "bank-account" : "back-to-source") : null,
    refund_reference: plan.stage === "refunded" ? `DEMO-REF-${requestId.slice(4, 12)}` : null,
    refunded_at: plan.stage === "refunded" ? (stageTimes(plan, context.now).at(-1)?.toISOString() ?? null) : null,
    exchange_waybill: plan.stage === "exchanged" ? `${brand.subdomain.toUpperCase()}-EXC-${requestId.slice(4, 10)}` : null,
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------- history

/** The stages after placed the plan's request went through: core's legal path. */
const pathOf = (plan: DemoRequestPlan): ReturnStage[] => returnStagePath("placed", plan.stage) ?? [];

/** When each stage after placed was reached: spread evenly between placing and an hour ago. */
function stageTimes(plan: DemoRequestPlan, now: Date): Date[] {
  const placed = now.getTime() - plan.hoursAgo * HOUR;
  const steps = pathOf(plan);
  const span = Math.max(plan.hoursAgo - 1, 1) * HOUR;
  return steps.map((_, i) => new Date(placed + Math.round(((i + 1) * span) / (steps.length + 1))));
}

function approvedAt(plan: DemoRequestPlan, now: Date): Date | null {
  const index = pathOf(plan).indexOf("approved");
  return index < 0 ? null : (stageTimes(plan, now)[index] ?? null);
}

/** Moves the courier's scans make; the rest the brand's staff made on the desk. */
const SCAN_STAGES: readonly ReturnStage[] = ["pickup_scheduled", "pickup_failed", "picked_up"];

/** The request's history as applyReturnTransition would have written it: placed by the shopper, then each move. */
function historyRows(brand: DemoBrand, plan: DemoRequestPlan, request: NewReturnRequestRow, now: Date): NewReturnRequestEventRow[] {
  const times = stageTimes(plan, now);
  const steps = pathOf(plan);
  const event = (i: number, from: ReturnStage | null, to: ReturnStage, at: Date, kind: string, name: string | null): NewReturnRequestEventRow => ({
    id: `${request.id}:event:${i}`,
    brand_id: brand.id,
    request_id: request.id,
    action: to,
    from_stage: from,
    to_stage: to,
    actor_kind: kind,
    actor_name: name,
    admin_user_id: null,
    note: to === "rejected" ? DEMO_RETURNS.texts.rejectedNote : null,
    created_at: at.toISOString(),
  });
  return [
    event(0, null, "placed", new Date(request.created_at), "shopper", null),
    ...steps.map((to, i) => {
      const byScan = SCAN_STAGES.includes(to) && request.awb != null;
      return event(
        i + 1,
        i === 0 ? "placed" : steps[i - 1]!,
        to,
        times[i]!,
        byScan ? "scan" : "admin",
        byScan ? (request.awb ?? null) : DEMO_RETURNS.texts.deskActor,
      );
    }),
  ];
}

/** Fixed per brand and scenario, random-looking like real return ids. */
export function demoReturnId(brand: Pick<DemoBrand, "id">, tag: string): string {
  return `RET-${createHash("sha256").update(`demo-return:${brand.id}:${tag}`).digest("hex").slice(0, 16).toUpperCase()}`;
}
