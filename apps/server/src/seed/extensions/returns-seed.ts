import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { ReasonWithSubReasonsSchema, ReturnReasonSchema } from "@portal/core/api";
import { TextTranslationsSchema } from "@portal/core/locale";
import {
  findReturnShipmentUuids,
  linkReturnOrderShipmentsIfAbsent,
  upsertFixedIdReturnAddresses,
  upsertFixedIdReturnItems,
  upsertFixedIdReturnOrders,
  upsertFixedIdReturnVariants,
} from "@portal/db/repositories/import-return-orders";
import { addExchangeInstructionsIfMissing, returnReasonRows, upsertFixedIdReturnReasons } from "@portal/db/repositories/import-return-reasons";
import { upsertFixedIdReturnRequests } from "@portal/db/repositories/returns-requests";
import { upsertFixedIdReturnEvents } from "@portal/db/repositories/return-events";
import type { Database } from "@portal/db/schema";
import type { NewReturnOrderItemRow, NewReturnOrderShipmentRow } from "@portal/db/schema-returns";
import settingsData from "../data/demo-returns.json" with { type: "json" };
import ordersData from "../data/demo-return-orders.json" with { type: "json" };
import { parseDataFile } from "../data-file.ts";
import { DEMO_BRANDS, type DemoBrand } from "../demo-brands.ts";
import { rowsAt, rowTablesSchema } from "../row-document.ts";
import type { DemoSeedExtension } from "./index.ts";

// The returns demo of every demo brand this database really holds: reasons with sub reasons and
// exchange instructions (data/demo-returns.json, in the import format's shape: core's reason
// schemas), then the return orders, requests and their histories as rows (data/demo-return-orders.json,
// whose `about` says what they show). Idempotent: rows have fixed ids and are upserted, their times
// move with `now` like the shipments' do; return shipment uuids are random once and then kept.

const DemoReturnSettingsSchema = v.object({
  about: v.string(),
  reasons: v.array(v.object({ ...ReturnReasonSchema.entries, sub_reasons: ReasonWithSubReasonsSchema.entries.sub_reasons })),
  /** Per brand id, and `default` for the others. */
  exchangeInstructions: v.objectWithRest({ default: v.string() }, v.string()),
  /** The same in other languages, keyed like `exchangeInstructions`. */
  exchangeInstructionsTranslations: v.objectWithRest({ default: TextTranslationsSchema }, TextTranslationsSchema),
});
const SETTINGS = parseDataFile("demo-returns.json", DemoReturnSettingsSchema, settingsData);

const RETURN_TABLES = [
  "return_orders",
  "return_order_shipments",
  "return_order_items",
  "return_addresses",
  "return_variants",
  "return_requests",
  "return_request_items",
  "return_request_events",
] as const;
const ORDERS = parseDataFile("demo-return-orders.json", v.object({ about: v.string(), tables: rowTablesSchema(RETURN_TABLES) }), ordersData);

export const returnsDemoSeed: DemoSeedExtension = async (trx, { now }) => {
  // A brand skipped by seedDemo (a real brand uses the subdomain) gets none.
  const held = await trx.selectFrom("brands").select(["id", "subdomain"]).execute();
  const owned = DEMO_BRANDS.filter((b) => held.some((row) => row.id === b.id && row.subdomain === b.subdomain));
  for (const brand of owned) await seedReasons(trx, brand, now);
  const ids = new Set(owned.map((b) => b.id));
  const rows = <Row extends { brand_id: string }>(table: (typeof RETURN_TABLES)[number]) =>
    rowsAt<Row>(ORDERS.tables[table], now).filter((row) => ids.has(row.brand_id));

  await upsertFixedIdReturnOrders(trx, rows("return_orders"));
  // Uuids are handed out in links: a row that exists keeps its own.
  const links = rows<Omit<NewReturnOrderShipmentRow, "uuid">>("return_order_shipments");
  await linkReturnOrderShipmentsIfAbsent(
    trx,
    links.map((link) => ({ ...link, uuid: randomUUID() })),
  );
  const uuids = new Map<string, string>();
  for (const brand of owned) for (const [ref, uuid] of await findReturnShipmentUuids(trx, brand.id)) uuids.set(ref, uuid);
  await upsertFixedIdReturnItems(
    trx,
    rows<Omit<NewReturnOrderItemRow, "shipment_uuid"> & { shipment_ref: string | null }>("return_order_items").map(({ shipment_ref, ...item }) => ({
      ...item,
      shipment_uuid: shipment_ref === null ? null : (uuids.get(shipment_ref) ?? null),
    })),
  );
  await upsertFixedIdReturnVariants(trx, rows("return_variants"));
  await upsertFixedIdReturnAddresses(trx, rows("return_addresses"));
  await upsertFixedIdReturnRequests(trx, rows("return_requests"), rows("return_request_items"));
  await upsertFixedIdReturnEvents(trx, rows("return_request_events"));
};

async function seedReasons(trx: Kysely<Database>, brand: DemoBrand, now: Date): Promise<void> {
  const reasons = SETTINGS.reasons.map((r) => ({
    reasonId: r.id,
    name: r.name,
    translations: r.translations,
    active: r.active,
    imageRequired: r.imageRequired,
    imageQuantity: r.imageQuantity,
    subReasons: r.sub_reasons.map((sub) => ({ subReasonId: sub.id, name: sub.name, translations: sub.translations })),
  }));
  const rows = returnReasonRows(brand.id, reasons, {
    reason: (reason) => `${brand.id}:reason:${reason.reasonId}`,
    subReason: (_, subReasonId) => `${brand.id}:sub-reason:${subReasonId}`,
  });
  await upsertFixedIdReturnReasons(trx, rows.reasons, rows.subReasons);
  const own = SETTINGS.exchangeInstructions[brand.id] !== undefined;
  await addExchangeInstructionsIfMissing(trx, brand.id, SETTINGS.exchangeInstructions[brand.id] ?? SETTINGS.exchangeInstructions.default, {
    now,
    translations: own ? SETTINGS.exchangeInstructionsTranslations[brand.id] : SETTINGS.exchangeInstructionsTranslations.default,
  });
}

/** Fixed per brand and scenario, random-looking like real return ids (the rows' request ids). */
export function demoReturnId(brand: Pick<DemoBrand, "id">, tag: string): string {
  return `RET-${createHash("sha256").update(`demo-return:${brand.id}:${tag}`).digest("hex").slice(0, 16).toUpperCase()}`;
}
