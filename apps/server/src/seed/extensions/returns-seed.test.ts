import type { Kysely } from "kysely";
import { RETURN_STAGES, canMoveReturn, type ReturnStage } from "@portal/core/returns";
import { describe, expect, test } from "vitest";
import { ReturnOrderResponseSchema } from "@portal/core/api";
import * as v from "valibot";
import { useReturnsTestServer } from "../../testing/returns-test-server.ts";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { DEMO_BRANDS } from "../demo-brands.ts";
import { seedDemo } from "../demo-seed.ts";
import { demoReturnId } from "./returns-seed.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const DAY = 24 * 3_600_000;

const RETURN_TABLES = [
  "return_orders",
  "return_order_shipments",
  "return_order_items",
  "return_addresses",
  "return_reasons",
  "return_sub_reasons",
  "return_settings",
  "return_variants",
  "return_requests",
  "return_request_items",
  "return_request_events",
] as const;

async function snapshot(db: Kysely<Database>) {
  const tables: Record<string, unknown[]> = {};
  for (const table of RETURN_TABLES) {
    tables[table] = await db
      .selectFrom(table)
      .selectAll()
      .orderBy(table === "return_settings" ? "brand_id" : table === "return_order_shipments" ? "uuid" : "id")
      .execute();
  }
  return tables;
}

describe.each(testDatabases)("returns demo seed on $label", (target) => {
  const database = useTestDatabase(target, { setup: (db) => seedDemo(db, { now: NOW }) });
  const server = useReturnsTestServer(database, { now: () => NOW });

  test("six brands, each theme valid, covering the return features", async () => {
    expect(DEMO_BRANDS.map((b) => b.subdomain)).toEqual(["demo", "kestrel", "lotus", "banyan", "oasis", "redwood"]);
    const themes = await Promise.all(DEMO_BRANDS.map((b) => findThemeForBrand(database.db, b.id)));
    expect(themes.every((t) => t !== undefined && t.name !== "")).toBe(true);
    const configs = themes.map((t) => ({ ...t?.config, login: t?.meta_data.required_login, ra: t?.return_authorization_id }));
    expect(configs.some((c) => c.login === false)).toBe(true);
    expect(configs.some((c) => c.quantity_lock === true)).toBe(true);
    expect(configs.some((c) => c.capture_bank_detail === true)).toBe(true);
    expect(configs.some((c) => c.ra === 5)).toBe(true);
    expect(configs.some((c) => c.country === "AE" && c.currency === "AED")).toBe(true);
    expect(configs.some((c) => c.country === "US" && c.currency === "USD")).toBe(true);
    expect(DEMO_BRANDS.every((b) => b.brandPackage === "default" || b.subdomain === "kestrel")).toBe(true);
  });

  test("every brand has reasons with sub reasons, instructions, return orders and requests in every stage, each with its history", async () => {
    for (const brand of DEMO_BRANDS) {
      const reasons = await database.db.selectFrom("return_reasons").selectAll().where("brand_id", "=", brand.id).execute();
      expect(reasons.map((r) => r.active)).toEqual([1, 1, 1, 1, 1, 0]);
      const subReasons = await database.db.selectFrom("return_sub_reasons").select("sub_reason_id").where("brand_id", "=", brand.id).execute();
      expect(subReasons.length).toBe(8);
      const settings = await database.db.selectFrom("return_settings").selectAll().where("brand_id", "=", brand.id).executeTakeFirst();
      expect(settings?.exchange_instructions).not.toBe("");
      const orders = await database.db.selectFrom("return_orders").select("id").where("brand_id", "=", brand.id).execute();
      expect(orders.length).toBeGreaterThanOrEqual(9);
      const requests = await database.db
        .selectFrom("return_requests")
        .select(["id", "status", "stage", "kind", "reverse_shipment_ref"])
        .where("brand_id", "=", brand.id)
        .execute();
      expect(new Set(requests.map((r) => r.stage))).toEqual(new Set(RETURN_STAGES));
      expect(new Set(requests.map((r) => `${r.kind}:${r.status}`))).toEqual(
        new Set(["return:PLACED", "return:APPROVED", "return:REJECTED", "return:CANCELLED", "exchange:PLACED", "exchange:APPROVED"]),
      );
      expect(requests.filter((r) => r.reverse_shipment_ref !== null)).toHaveLength(5);
      // Each history is a legal path from placed to the request's stage.
      const events = await database.db.selectFrom("return_request_events").selectAll().where("brand_id", "=", brand.id).orderBy("id").execute();
      for (const request of requests) {
        const own = events.filter((e) => e.request_id === request.id).sort((a, b) => a.created_at.localeCompare(b.created_at));
        expect(own[0]).toMatchObject({ to_stage: "placed", actor_kind: "shopper" });
        expect(own.at(-1)?.to_stage).toBe(request.stage);
        for (const event of own.slice(1)) expect(canMoveReturn(event.from_stage as ReturnStage, event.to_stage as ReturnStage)).toBe(true);
      }
    }
  });

  test("running it again with the same clock changes nothing; a later start moves times, not ids", async () => {
    const before = await snapshot(database.db);
    await seedDemo(database.db, { now: NOW });
    expect(await snapshot(database.db)).toEqual(before);

    await seedDemo(database.db, { now: new Date(NOW.getTime() + 3 * DAY) });
    const later = await snapshot(database.db);
    for (const table of RETURN_TABLES) expect(later[table]).toHaveLength(before[table]?.length ?? 0);
    expect(later["return_order_shipments"]).toEqual(before["return_order_shipments"]);
    const moved = await database.db
      .selectFrom("return_requests")
      .select("created_at")
      .where("id", "=", demoReturnId({ id: "brand-demo" }, "DLV-032"))
      .executeTakeFirstOrThrow();
    expect(moved.created_at).toBe(new Date(NOW.getTime() + 3 * DAY - 20 * 3_600_000).toISOString());
    await seedDemo(database.db, { now: NOW });
  }, 60_000); // three whole demo seeds

  test("the demo's recent delivery can be returned from its tracking link", async () => {
    const { status, body } = await server.getJson("demo", "return-info?domain=demo&waybill=DEMO-DLV-008");
    expect(status).toBe(200);
    const order = v.parse(ReturnOrderResponseSchema, body).result;
    expect(order.item_info.map((i) => [i.quantity, i.eligible_quantity_can_be_return])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    expect(order).toMatchObject({ awb: "DEMO-DLV-008", currency_code: "INR", capture_image: true, previous_returns: [] });
    expect(order.addresses.length).toBeGreaterThanOrEqual(1);
  });

  test("earlier requests: an approved one holds its unit, a rejected one gives it back", async () => {
    const returnedLater = await server.getJson("demo", "return-info?domain=demo&waybill=DEMO-DLV-008-OLD");
    expect(returnedLater.body.result.previous_returns).toEqual([
      expect.objectContaining({ feed_id: demoReturnId({ id: "brand-demo" }, "DLV-008-OLD"), item_ids: [returnedLater.body.result.item_info[0].id] }),
    ]);
    const rejected = await server.getJson("demo", "return-info?domain=demo&waybill=DEMO-DLV-032");
    expect(rejected.body.result.previous_returns).toEqual([]);
    const status = await server.getJson("demo", `return-status?domain=demo&return_id=${demoReturnId({ id: "brand-demo" }, "DLV-032")}`);
    expect(status.body.result.metadata.status).toBe("REJECTED");
    expect(status.body.result.rejection_reason).not.toBe("");
  });

  test("the other brands: security keys, order ids, currencies and self-ship", async () => {
    const shipment = (brandId: string, tag: string) =>
      database.db.selectFrom("shipments").select(["security_key", "order_ref"]).where("id", "=", `${brandId}:shipment:${tag}`).executeTakeFirstOrThrow();
    const kestrel = await shipment("brand-kestrel", "DLV-008");
    expect((await server.getJson("kestrel", "return-info?domain=kestrel&waybill=KES-DLV-008")).status).toBe(404);
    expect(
      (await server.getJson("kestrel", `return-info?domain=kestrel&waybill=KES-DLV-008&key=${kestrel.security_key}`)).body.result.item_info[0]
        .store_credits_used,
    ).toBeGreaterThan(0);

    const banyan = await shipment("brand-banyan", "DLV-008");
    const banyanOrder = await database.db
      .selectFrom("orders")
      .select(["order_id", "customer_phone"])
      .where("id", "=", banyan.order_ref)
      .executeTakeFirstOrThrow();
    const byOrderId = await server.getJson("banyan", `return-info?domain=banyan&order_id=${banyanOrder.order_id}&phone_number=${banyanOrder.customer_phone}`);
    expect(byOrderId.body.result.order_id).toBe(banyanOrder.order_id);

    expect((await server.getJson("oasis", "return-info?domain=oasis&waybill=OAS-DLV-008")).body.result.currency_code).toBe("AED");
    expect((await server.getJson("redwood", "return-info?domain=redwood&waybill=RWD-DLV-008")).body.result.currency_code).toBe("USD");
    const selfShipped = await server.getJson("redwood", `return-status?domain=redwood&return_id=${demoReturnId({ id: "brand-redwood" }, "RVP-004")}`);
    expect(selfShipped.body.result.metadata).toMatchObject({ self_shipped: true });
    expect(selfShipped.body.result.status_code).toBe(4);
    // Brand isolation holds in the demo too.
    expect((await server.getJson("demo", "return-info?domain=demo&waybill=RWD-DLV-008")).status).toBe(404);
  });
});

describe.each(testDatabases)("returns demo seed beside a real brand on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: (db) =>
      db
        .insertInto("brands")
        .values({ id: "real-brand", subdomain: "lotus", name: "A real Lotus", brand_package: "default", created_at: NOW.toISOString() })
        .execute(),
  });

  test("adds nothing for a subdomain a real brand uses", async () => {
    await seedDemo(database.db, { now: NOW });
    for (const brandId of ["real-brand", "brand-lotus"]) {
      expect(await database.db.selectFrom("return_reasons").select("id").where("brand_id", "=", brandId).execute()).toEqual([]);
      expect(await database.db.selectFrom("return_orders").select("id").where("brand_id", "=", brandId).execute()).toEqual([]);
    }
  });
});
