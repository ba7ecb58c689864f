import { ImportDocumentSchema, type ImportDocumentInput } from "@portal/core/import";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import { findOrderRefByOrderId, findReturnOrder } from "@portal/db/repositories/returns-orders";
import { findExchangeInstructionTexts, findExchangeInstructions, listReturnReasons } from "@portal/db/repositories/returns-reasons";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { importDocument } from "./import-document.ts";
import { acmeDocument } from "./import-test-documents.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const run = (db: Kysely<Database>, document: ImportDocumentInput) => importDocument(db, v.parse(ImportDocumentSchema, document), { now: NOW });

const returnOrder = {
  brand: "acme",
  order_id: "A-1001",
  awb: "ACME-1001",
  capture_image: true,
  order_type: "COD",
  item_info: [
    { id: 501, title: "Water Bottle", sku: "BTL-1", price: 6.99, quantity: 2, eligible_quantity_can_be_return: 2, final_amount_paid: 6.99 },
    { id: 502, title: "Bottle Cap", price: 1.5, eligible_quantity_can_be_return: 1, collection_point_id: 9 },
  ],
  addresses: [{ name: "Ananya Rao", phone: "9845012345", address: "14 Koregaon Park Road", pincode: "411001", city: "Pune", country: "IN" }],
  previous_returns: [{ feed_id: 1, date: "2026-11-01", item_ids: [501], return_ids: [1] }],
};

function documentWithReturns(): ImportDocumentInput {
  const document = acmeDocument();
  document.brands![0]!.return_reasons = [
    { id: 1, name: "Damaged", translations: { hi: "क्षतिग्रस्त" }, imageRequired: true, imageQuantity: 2 },
    { id: 2, name: "Wrong size", active: false },
  ];
  document.brands![0]!.return_reasons_with_sub_reasons = [
    { id: 1, reason_name: "Damaged", imageRequired: true, imageQuantity: 2, sub_reasons: [{ id: 11, name: "Torn box", translations: { ar: "علبة ممزقة" } }] },
    { id: 3, reason_name: "Changed my mind" },
  ];
  document.brands![0]!.exchange_instructions = "Exchanges ship within 3 days.";
  document.brands![0]!.exchange_instructions_translations = { ta: "மாற்றுப் பொருள் 3 நாட்களுக்குள் அனுப்பப்படும்." };
  document.return_orders = [returnOrder];
  return document;
}

async function acmeReturnOrder(db: Kysely<Database>, orderId = "A-1001") {
  const brand = await findBrandBySubdomain(db, "acme");
  const orderRef = await findOrderRefByOrderId(db, brand!.id, orderId);
  return { brand: brand!, record: orderRef === undefined ? undefined : await findReturnOrder(db, brand!.id, orderRef) };
}

describe.each(testDatabases)("importing return orders on $label", (target) => {
  const database = useTestDatabase(target);

  test("stores the return order with its items grouped under the shipment, its addresses, and the brand's reasons", async () => {
    const summary = await run(database.db, documentWithReturns());
    expect(summary).toMatchObject({ return_orders_created: 1, return_orders_updated: 0 });
    const { brand, record } = await acmeReturnOrder(database.db);
    expect(record?.captureImage).toBe(true);
    expect(record?.shipments).toEqual([expect.objectContaining({ waybill: "ACME-1001", uuid: expect.any(String) })]);
    const uuid = record!.shipments[0]!.uuid;
    expect(record?.items).toEqual([
      expect.objectContaining({ itemId: 501, shipmentUuid: uuid, sku: "BTL-1", priceMinor: 699, quantity: 2, eligibleQuantity: 2, finalAmountPaidMinor: 699 }),
      expect.objectContaining({ itemId: 502, shipmentUuid: uuid, sku: null, priceMinor: 150, quantity: 1, collectionPointId: "9" }),
    ]);
    expect(record?.addresses).toEqual([
      { name: "Ananya Rao", phone: "9845012345", email: null, address: "14 Koregaon Park Road", pincode: "411001", city: "Pune", state: null, country: "IN" },
    ]);
    expect(await listReturnReasons(database.db, brand.id)).toEqual([
      // Names in the brand's default language, the other languages beside them (issue 33 item 11).
      {
        reasonId: 1,
        name: "Damaged",
        translations: { hi: "क्षतिग्रस्त" },
        active: true,
        imageRequired: true,
        imageQuantity: 2,
        subReasons: [{ subReasonId: 11, name: "Torn box", translations: { ar: "علبة ممزقة" } }],
      },
      { reasonId: 2, name: "Wrong size", translations: {}, active: false, imageRequired: false, imageQuantity: 0, subReasons: [] },
      { reasonId: 3, name: "Changed my mind", translations: {}, active: true, imageRequired: false, imageQuantity: 0, subReasons: [] },
    ]);
    expect(await findExchangeInstructions(database.db, brand.id)).toBe("Exchanges ship within 3 days.");
    expect(await findExchangeInstructionTexts(database.db, brand.id)).toEqual({
      text: "Exchanges ship within 3 days.",
      translations: { ta: "மாற்றுப் பொருள் 3 நாட்களுக்குள் அனுப்பப்படும்." },
    });
  });

  test("importing it again updates in place and keeps the shipment_uuid already handed out", async () => {
    const before = await acmeReturnOrder(database.db);
    const document = documentWithReturns();
    document.return_orders![0]!.item_info![1]!.eligible_quantity_can_be_return = 0;
    const summary = await run(database.db, document);
    expect(summary).toMatchObject({ return_orders_created: 0, return_orders_updated: 1 });
    const after = await acmeReturnOrder(database.db);
    expect(after.record?.id).toBe(before.record?.id);
    expect(after.record?.shipments[0]?.uuid).toBe(before.record?.shipments[0]?.uuid);
    expect(after.record?.items.map((i) => [i.itemId, i.eligibleQuantity])).toEqual([
      [501, 2],
      [502, 0],
    ]);
    expect(after.record?.addresses).toHaveLength(1);
  });

  test("a brand entry without reasons keeps the stored ones", async () => {
    const document = acmeDocument();
    await run(database.db, document);
    const { brand } = await acmeReturnOrder(database.db);
    expect(await listReturnReasons(database.db, brand.id)).toHaveLength(3);
  });

  test("an order found only through its awb; an order id with no shipment yet is created", async () => {
    await run(database.db, {
      version: 1,
      return_orders: [{ ...returnOrder, order_id: undefined, item_info: [{ id: 503, price: 2, eligible_quantity_can_be_return: 1 }] }],
    });
    expect((await acmeReturnOrder(database.db)).record?.items.map((i) => i.itemId).sort()).toEqual([501, 502, 503]);

    await run(database.db, {
      version: 1,
      return_orders: [
        {
          brand: "acme",
          order_id: "A-2000",
          currency_code: "USD",
          item_info: [{ id: 601, price: 10, eligible_quantity_can_be_return: 1 }],
          addresses: [{ name: "Sam", address: "1 Main Street" }],
        },
      ],
    });
    const { record } = await acmeReturnOrder(database.db, "A-2000");
    expect(record?.order).toMatchObject({ currency: "USD", totalMinor: 1000, customer: expect.objectContaining({ name: "Sam" }) });
    expect(record?.shipments).toEqual([]);
    expect(record?.items[0]?.shipmentUuid).toBeNull();
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["an unknown awb", { awb: "NOPE-1" }, 'return_orders.0: the brand has no forward shipment "NOPE-1". Import it under "shipments" first.'],
    ["an awb of another order", { order_id: "A-2000" }, 'return_orders.0: shipment "ACME-1001" belongs to another order.'],
    [
      "an item of another order",
      { order_id: "A-2000", awb: "", item_info: [{ id: 501, price: 1, eligible_quantity_can_be_return: 1 }] },
      "return_orders.0: item 501 belongs to another order of this brand.",
    ],
    ["an item twice", { item_info: [returnOrder.item_info[0], returnOrder.item_info[0]] }, "return_orders.0.item_info: item id 501 appears more than once."],
    ["neither order id nor awb", { order_id: "", awb: "" }, "return_orders.0: give the order_id, or the awb of one of the order's shipments."],
  ])("refuses %s, writing nothing", async (_case, change, message) => {
    const before = await acmeReturnOrder(database.db);
    await expect(run(database.db, { version: 1, return_orders: [{ ...returnOrder, ...change }] })).rejects.toThrow(message);
    expect(await acmeReturnOrder(database.db)).toEqual(before);
  });

  test("refuses repeated reason ids", async () => {
    const document = acmeDocument();
    document.brands![0]!.return_reasons_with_sub_reasons = [
      { id: 1, reason_name: "A", sub_reasons: [{ id: 5, name: "x" }] },
      { id: 2, reason_name: "B", sub_reasons: [{ id: 5, name: "y" }] },
    ];
    await expect(run(database.db, document)).rejects.toThrow("brands.0.return_reasons_with_sub_reasons: sub reason id 5 appears more than once.");
  });
});
