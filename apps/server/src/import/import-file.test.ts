import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { checkImportFile, importFile, passesInImportOrder } from "./import-file.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const folder = mkdtempSync(join(tmpdir(), "portal-import-file-"));
/** Large on SQLite; PostgreSQL imports the same document shape, smaller, to keep the suite quick. */
const SHIPMENTS_ON = { sqlite: 10_000, postgres: 2_000 } as const;
/** Every this many shipments, one names a brand nobody defined: refused. */
const BAD_EVERY = 1_000;

const brandsOf = (brand: string) => [{ subdomain: brand, theme: { name: "Bulk", config: { time_zone: "Asia/Kolkata" } } }];
const couriersOf = (brand: string) => [{ brand, id: 1, name: "Swift", time_zone: "Asia/Kolkata" }];

function shipment(i: number, brand: string) {
  const scan = (code: number, day: number) => ({
    code,
    status: `S${code}`,
    description: `scan ${code}`,
    location: "Pune",
    timestamp: `2026-11-${10 + day} 09:00`,
  });
  return {
    brand: i % BAD_EVERY === BAD_EVERY - 1 ? "ghost" : brand,
    waybill: `BULK${i}`,
    // Two shipments per order, as split consignments come.
    order_id: `ORD${Math.floor(i / 2)}`,
    cp_id: 1,
    customer_info: { name: "Bulk Shopper", pincode: "411001" },
    additional: { order_detail: [{ title: "Bottle", quantity: 1, price: 6.99 }] },
    scans: [scan(1, 0), scan(4, 1), scan(5, 2), scan(6, 3)],
  };
}

/** Writes a document in pieces, never whole, with its lists in the given order. */
function writeDocument(name: string, count: number, order: ReadonlyArray<"brands" | "couriers" | "shipments">, brand = "bulk"): string {
  const path = join(folder, name);
  const pieces = ['{"version":1'];
  for (const list of order) {
    if (list !== "shipments") pieces.push(`,"${list}":${JSON.stringify(list === "brands" ? brandsOf(brand) : couriersOf(brand))}`);
    else {
      pieces.push(',"shipments":[');
      for (let i = 0; i < count; i += 1) pieces.push(`${i ? "," : ""}${JSON.stringify(shipment(i, brand))}`);
      pieces.push("]");
    }
  }
  pieces.push("}");
  writeFileSync(path, pieces.join("\n"));
  return path;
}

const opener = (path: string) => () => createReadStream(path, { encoding: "utf8", highWaterMark: 64 * 1024 });

async function load(db: Kysely<Database>, path: string) {
  const checked = await checkImportFile(opener(path), { records: false });
  if (!checked.ok) throw new Error(checked.message);
  return importFile(db, opener(path), checked.lists, { now: NOW, atomic: false });
}

async function count(db: Kysely<Database>, table: "orders" | "shipments" | "scans") {
  return Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

describe.each(testDatabases)("a large import file on $label", (target) => {
  const database = useTestDatabase(target);
  const SHIPMENTS = SHIPMENTS_ON[target.dialect];
  const bad = SHIPMENTS / BAD_EVERY;

  test(`streams ${SHIPMENTS} shipments in batches with the right counts, then re-imports them unchanged`, { timeout: 120_000 }, async () => {
    const path = writeDocument(`bulk-${target.dialect}.json`, SHIPMENTS, ["brands", "couriers", "shipments"]);
    const summary = await load(database.db, path);
    expect(summary).toMatchObject({
      brands_created: 1,
      couriers_saved: 1,
      shipments_created: SHIPMENTS - bad,
      scans_added: 4 * (SHIPMENTS - bad),
      rejected: bad,
    });
    expect(summary.errors[0]).toEqual({ path: `shipments.${BAD_EVERY - 1}.brand`, message: expect.stringMatching(/^there is no brand "ghost"/) });
    expect(await count(database.db, "shipments")).toBe(SHIPMENTS - bad);
    // Each refused shipment's order partner was good, so every order exists.
    expect(await count(database.db, "orders")).toBe(SHIPMENTS / 2);
    expect(await count(database.db, "scans")).toBe(4 * (SHIPMENTS - bad));
    const latest = await database.db
      .selectFrom("shipments")
      .select(["latest_code", "latest_scanned_at"])
      .where("waybill", "=", "BULK0")
      .executeTakeFirstOrThrow();
    expect(latest).toEqual({ latest_code: 6, latest_scanned_at: "2026-11-13T03:30:00.000Z" });

    const again = await load(database.db, path);
    expect(again).toMatchObject({ brands_updated: 1, shipments_created: 0, shipments_updated: 0, shipments_unchanged: SHIPMENTS - bad, scans_added: 0 });
    expect(await count(database.db, "scans")).toBe(4 * (SHIPMENTS - bad));
  });

  test("applies brands before the shipments that name them, wherever the file puts them", async () => {
    const path = writeDocument(`late-brands-${target.dialect}.json`, 10, ["shipments", "couriers", "brands"], "late");
    const summary = await load(database.db, path);
    expect(summary).toMatchObject({ brands_created: 1, couriers_saved: 1, shipments_created: 10, scans_added: 40, rejected: 0 });
  });
});

describe("the order lists are applied in", () => {
  test("is brands, couriers, shipments, return orders, however the file orders them", () => {
    expect(passesInImportOrder(["brands", "couriers", "shipments"])).toEqual([["brands", "couriers", "shipments"]]);
    expect(passesInImportOrder(["shipments", "couriers", "brands"])).toEqual([["brands"], ["couriers"], ["shipments"]]);
    expect(passesInImportOrder(["shipments", "brands", "return_orders"])).toEqual([["brands"], ["shipments", "return_orders"]]);
  });
});
