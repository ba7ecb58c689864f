import { ImportDocumentSchema, type ImportDocumentInput } from "@portal/core/import";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import { findShipmentByWaybill, findShipmentsByOrderId } from "@portal/db/repositories/shipments";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { importDocument } from "./import-document.ts";
import { ImportRejectedError } from "./import-rejected-error.ts";
import { acmeDocument } from "./import-test-documents.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const run = (db: Kysely<Database>, document: ImportDocumentInput) => importDocument(db, v.parse(ImportDocumentSchema, document), { now: NOW });

async function counts(db: Kysely<Database>) {
  const count = async (table: "brands" | "themes" | "orders" | "shipments" | "scans" | "couriers") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    brands: await count("brands"),
    themes: await count("themes"),
    orders: await count("orders"),
    shipments: await count("shipments"),
    scans: await count("scans"),
    couriers: await count("couriers"),
  };
}

async function acmeShipment(db: Kysely<Database>, waybill = "ACME-1001") {
  const brand = await findBrandBySubdomain(db, "acme");
  return brand && findShipmentByWaybill(db, brand.id, waybill);
}

describe.each(testDatabases)("importing a document on $label", (target) => {
  const database = useTestDatabase(target);

  test("creates the brand with its theme, and the shipment with its order, courier and scans", async () => {
    const summary = await run(database.db, acmeDocument());
    expect(summary).toEqual({
      brands_created: 1,
      brands_updated: 0,
      themes_saved: 1,
      couriers_saved: 0,
      shipments_created: 1,
      shipments_updated: 0,
      shipments_unchanged: 0,
      scans_added: 3,
      return_orders_created: 0,
      return_orders_updated: 0,
      rejected: 0,
      errors: [],
      warnings: [],
    });
    const brand = await findBrandBySubdomain(database.db, "acme");
    expect(brand).toMatchObject({ name: "Acme", brandPackage: "default", enterprise: true, securityCheckEnabled: false });
    expect(await findThemeForBrand(database.db, brand!.id)).toMatchObject({ name: "Acme", tokens: { primary: "#123456" } });

    const detail = await acmeShipment(database.db);
    expect(detail?.scans.map((s) => s.code)).toEqual([5, 4, 1]);
    expect(detail?.scans[1]?.scannedAt).toBe("2026-11-19T04:30:00.000Z");
    expect(detail?.shipment).toMatchObject({
      securityKey: "K-1001",
      referenceNumber: "REF-1001",
      orderType: "COD",
      shipDate: "2026-11-18T12:00:00.000Z",
      isReverse: false,
      product: { title: "Water Bottle", sku: "BTL-1", imageUrl: "https://cdn.acme.example/btl.png" },
      edd: { date: "2026-11-22", messageId: null, message: null },
      latest: { code: 5, status: "In Transit", location: "Nagpur", scannedAt: "2026-11-20T08:00:00.000Z" },
    });
    expect(detail?.courier).toMatchObject({ name: "Swift Couriers", logoUrl: "https://cdn.acme.example/swift.png", accountCode: "SWC" });
    expect(detail?.order).toMatchObject({
      orderId: "A-1001",
      orderDate: "2026-11-17T15:30:00.000Z",
      currency: "USD",
      totalMinor: 1398,
      paymentMethod: "COD",
      customer: { name: "Ananya Rao", phone: "9845012345", address: "14 Koregaon Park Road", pincode: "411001" },
    });
  });

  test("importing the same document again changes nothing", async () => {
    const before = await counts(database.db);
    const summary = await run(database.db, acmeDocument());
    expect(summary).toMatchObject({ brands_created: 0, brands_updated: 1, shipments_created: 0, shipments_updated: 0, shipments_unchanged: 1, scans_added: 0 });
    expect(await counts(database.db)).toEqual(before);
  });

  test("a later feed appends only its new scans and keeps what it leaves out", async () => {
    const later = acmeDocument({ scans: 4 });
    const shipment = later.shipments![0]!;
    // This feed knows the scans but nothing about the customer or the product.
    shipment.customer_info = {};
    shipment.additional = {};
    const summary = await run(database.db, { version: 1, shipments: [shipment] });
    expect(summary).toMatchObject({ brands_created: 0, brands_updated: 0, shipments_updated: 1, scans_added: 1 });
    const detail = await acmeShipment(database.db);
    expect(detail?.scans.map((s) => s.code)).toEqual([6, 5, 4, 1]);
    expect(detail?.shipment.latest?.code).toBe(6);
    expect(detail?.order.customer.name).toBe("Ananya Rao");
    expect(detail?.shipment.product.title).toBe("Water Bottle");
  });

  test("a scan sent again in another zone offset is the same scan; another location or description is another", async () => {
    const feed = acmeDocument({ scans: 4 });
    const shipment = feed.shipments![0]!;
    const inTransit = { code: 5, status: "In Transit", description: "Reached the hub", location: "Nagpur", timestamp: "2026-11-20T13:30:00+05:30" };
    shipment.scans = [inTransit];
    expect(await run(database.db, { version: 1, shipments: [shipment] })).toMatchObject({ scans_added: 0 });
    shipment.scans = [inTransit, { ...inTransit, location: "Nagpur hub" }, { ...inTransit, description: "Bagged for onward travel" }];
    expect(await run(database.db, { version: 1, shipments: [shipment] })).toMatchObject({ scans_added: 2 });
    expect(await run(database.db, { version: 1, shipments: [shipment] })).toMatchObject({ scans_added: 0 });
    expect((await acmeShipment(database.db))?.shipment.latest?.code).toBe(6);
  });

  test("the same waybill under two brands makes two shipments, each with the brand's own courier", async () => {
    const other = acmeDocument();
    other.brands = [{ subdomain: "other", theme: { name: "Other" } }];
    other.shipments = other.shipments!.map((s) => ({ ...s, brand: "other", cp_name: "Renamed by other", logo_url: "https://evil.example/x.png" }));
    await run(database.db, other);
    const acme = await acmeShipment(database.db);
    const otherBrand = await findBrandBySubdomain(database.db, "other");
    const otherDetail = await findShipmentByWaybill(database.db, otherBrand!.id, "ACME-1001");
    expect(otherDetail?.shipment.id).not.toBe(acme?.shipment.id);
    expect(otherDetail?.order.currency).toBe("INR");
    expect(otherDetail?.courier?.name).toBe("Renamed by other");
    // acme's courier is untouched by the other brand's feed.
    expect(acme?.courier).toMatchObject({ name: "Swift Couriers", logoUrl: "https://cdn.acme.example/swift.png" });
  });

  test("a shipment without an order id gets an order numbered after its waybill", async () => {
    await run(database.db, {
      version: 1,
      shipments: [{ brand: "acme", waybill: "LOOSE-1", latest_status: { code: 1, status: "Placed", timestamp: "2026-11-20T10:00:00Z" } }],
    });
    const brand = await findBrandBySubdomain(database.db, "acme");
    const order = await findShipmentsByOrderId(database.db, brand!.id, "LOOSE-1");
    expect(order?.order).toMatchObject({ orderDate: "2026-11-20T10:00:00.000Z", currency: "USD", paymentMethod: "PREPAID" });
    expect(order?.shipments[0]?.scans.map((s) => s.code)).toEqual([1]);
  });

  test('"null", "None" and blank order ids are no order: each shipment gets its own, numbered after its waybill', async () => {
    const placed = { code: 1, status: "Placed", timestamp: "2026-11-20T10:00:00Z" };
    await run(database.db, {
      version: 1,
      shipments: [
        // AfterShip's sample tracking carries "order_id": "null".
        { brand: "acme", waybill: "NULL-ORDER-1", order_id: "null", reference_number: "None", latest_status: placed },
        { brand: "acme", waybill: "NULL-ORDER-2", order_id: " None ", latest_status: placed },
      ],
    });
    const brand = await findBrandBySubdomain(database.db, "acme");
    expect(await findShipmentsByOrderId(database.db, brand!.id, "null")).toBeUndefined();
    expect(await findShipmentsByOrderId(database.db, brand!.id, "None")).toBeUndefined();
    for (const waybill of ["NULL-ORDER-1", "NULL-ORDER-2"]) {
      const order = await findShipmentsByOrderId(database.db, brand!.id, waybill);
      expect(order?.shipments.map((s) => s.shipment.waybill)).toEqual([waybill]);
    }
    expect((await findShipmentByWaybill(database.db, brand!.id, "NULL-ORDER-1"))?.shipment.referenceNumber ?? null).toBeNull();
  });

  test("re-importing a brand keeps how the operator set it up", async () => {
    await database.db.updateTable("brands").set({ brand_package: "kestrel", security_check_enabled: 1 }).where("subdomain", "=", "acme").execute();
    const document = acmeDocument();
    document.brands![0]!.enterprise = "";
    document.brands![0]!.theme = { name: "Acme Renamed" };
    await run(database.db, document);
    expect(await findBrandBySubdomain(database.db, "acme")).toMatchObject({
      name: "Acme Renamed",
      brandPackage: "kestrel",
      securityCheckEnabled: true,
      enterprise: true,
    });
  });

  test.each<[string, (d: ImportDocumentInput) => void, string]>([
    ["a NUL character", (d) => (d.shipments![0]!.waybill = "ACME\u0000"), "shipments.0.waybill: text may not contain NUL characters."],
    [
      "a price beyond a 32-bit amount",
      (d) => (d.shipments![0]!.additional = { order_detail: [{ price: 30_000_000 }] }),
      "shipments.0.additional.order_detail.0.price: the amount is too large to store.",
    ],
    ["a huge status code", (d) => (d.shipments![0]!.scans![0]!.code = 2 ** 31), "shipments.0.scans.0.code: must be at most 2147483647."],
    [
      "a fractional stock count",
      (d) =>
        (d.return_orders = [{ brand: "acme", order_id: "A-1", item_info: [{ id: 1, price: 1, eligible_quantity_can_be_return: 1, inventory_quantity: 2.5 }] }]),
      "return_orders.0.item_info.0.inventory_quantity: must be a whole number.",
    ],
  ])("refuses %s that the database could not store, before writing", async (_case, change, message) => {
    const before = await counts(database.db);
    const document = acmeDocument({ waybill: "NEW-1" });
    change(document);
    await expect(run(database.db, document)).rejects.toThrow(new ImportRejectedError(message));
    expect(await counts(database.db)).toEqual(before);
  });

  test("a shipment of a brand nobody defined refuses the whole document, writing nothing", async () => {
    const before = await counts(database.db);
    const document: ImportDocumentInput = {
      version: 1,
      brands: [{ subdomain: "newbrand", theme: { name: "New" } }],
      shipments: [
        { brand: "newbrand", waybill: "N-1", scans: [{ code: 1, timestamp: "2026-11-20T10:00:00Z" }] },
        { brand: "ghost", waybill: "G-1", scans: [{ code: 1, timestamp: "2026-11-20T10:00:00Z" }] },
      ],
    };
    await expect(run(database.db, document)).rejects.toThrow(
      new ImportRejectedError('shipments.1.brand: there is no brand "ghost". Add it under "brands" in the document, or import it first.'),
    );
    expect(await counts(database.db)).toEqual(before);
    expect(await findBrandBySubdomain(database.db, "newbrand")).toBeUndefined();
  });
});
