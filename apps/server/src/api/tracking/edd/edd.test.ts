import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { EddResponseSchema } from "@portal/core/api";
import { linkBrandPackage } from "../../../brands/link-brand-package.ts";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { DEMO_BRAND_ID, ndrWaybill, NOW, seedTrackingFixtures } from "../../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../../testing/tracking-test-server.ts";
import { englishTextOf } from "@portal/i18n/english";

const NOT_SHIPPED = { meta: { success: false, status: 400, message: englishTextOf(TRACKING_MESSAGE.notShipped) }, result: null };
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 3_600_000).toISOString().slice(0, 10);

describe.each(testDatabases)("GET edd on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function get(subdomain: string, query: Record<string, string>) {
    const response = await server.call(subdomain, `/api/v1/edd?${new URLSearchParams(query)}`);
    const body: unknown = await response.json();
    return { status: response.status, body };
  }

  async function eddUiOf(waybill: string) {
    const answer = await server.client("demo").getEdd({ waybill });
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data.edd_ui;
  }

  /** Gives a fixture shipment (a failed delivery, so an EDD still applies) other EDD data. */
  async function setEdd(waybill: string, edd: { date: string | null; id: number | null; message: string | null }) {
    await database.db
      .updateTable("shipments")
      .set({ edd: edd.date, edd_message_id: edd.id, edd_message: edd.message })
      .where("brand_id", "=", DEMO_BRAND_ID)
      .where("waybill", "=", waybill)
      .execute();
  }

  test("a brand whose package hides the expected-delivery date gets no EDD message (bloom's manifest)", async () => {
    const before = await eddUiOf("DEMO-TRN-005");
    const linked = await linkBrandPackage(database.db, "demo", "bloom");
    const hidden = await eddUiOf("DEMO-TRN-005").finally(() => (linked.ok ? linkBrandPackage(database.db, "demo", linked.previous) : undefined));
    expect({ before, hidden }).toEqual({ before: { message_id: 1, message: inDays(3) }, hidden: null });
  });

  test.each([
    // Every message id the demo uses, from its stored data (product rules §4). A known date
    // is shown itself in place of "nearby" (2) and "on schedule" (4).
    ["DEMO-PLC-001", { message_id: 1, message: inDays(5) }],
    ["DEMO-OFD-006", { message_id: 1, message: inDays(0) }],
    ["DEMO-TRN-019", { message_id: 3, message: "" }],
    ["DEMO-TRN-005", { message_id: 1, message: inDays(3) }],
    ["DEMO-TRN-020", { message_id: 5, message: "" }],
    ["DEMO-FLD-007", { message_id: 7, message: "", ndr_reason: 1 }],
    ["DEMO-LST-016", { message_id: 8, message: "Your shipment was lost in transit. The seller will contact you about a replacement or refund." }],
    ["DEMO-RTS-1001", { message_id: 9, message: "" }],
  ])("%s -> %o", async (waybill, eddUi) => {
    expect(await eddUiOf(waybill)).toEqual(eddUi);
    const { status, body } = await get("demo", { waybill });
    expect(status).toBe(200);
    expect(v.safeParse(EddResponseSchema, body).success).toBe(true);
  });

  test.each([
    [
      "id 1 with a supplied date text shows the text",
      { date: "2026-11-25", id: 1, message: "Tuesday, 25 November" },
      { message_id: 1, message: "Tuesday, 25 November" },
    ],
    ["id 1 without any date shows nothing", { date: null, id: 1, message: null }, null],
    ["id 6 is never shown", { date: "2026-11-25", id: 6, message: null }, null],
    ["id 8 without its text shows nothing", { date: null, id: 8, message: "  " }, null],
    ["an unknown id shows nothing", { date: null, id: 12, message: null }, null],
    ["no id and no date shows nothing", { date: null, id: null, message: null }, null],
    ["a date without an id (a webhook's estimate) shows the date", { date: "2026-11-25", id: null, message: null }, { message_id: 1, message: "2026-11-25" }],
    ["a date outranks 'on schedule' (id 4)", { date: "2026-11-25", id: 4, message: null }, { message_id: 1, message: "2026-11-25" }],
    ["today's date is not passed (the brand's day)", { date: inDays(0), id: null, message: null }, { message_id: 1, message: inDays(0) }],
    ["a passed date says the delivery is late (id 3)", { date: inDays(-1), id: 4, message: null }, { message_id: 3, message: "" }],
    ["id 5 (late, logistics told) keeps its message", { date: "2026-11-25", id: 5, message: null }, { message_id: 5, message: "" }],
  ])("%s", async (_name, edd, expected) => {
    const waybill = ndrWaybill(99);
    await setEdd(waybill, edd);
    expect(await eddUiOf(waybill)).toEqual(expected);
  });

  test.each([1, 2, 9, 14])("a new attempt (id 7) after failed-delivery reason %i carries the reason, so the page words its own next step", async (code) => {
    const waybill = ndrWaybill(code);
    await setEdd(waybill, { date: null, id: 7, message: null });
    expect(await eddUiOf(waybill)).toEqual({ message_id: 7, message: "", ndr_reason: code });
  });

  test("nothing is expected once delivered, cancelled or returned", async () => {
    await database.db
      .updateTable("shipments")
      .set({ edd: "2026-11-25", edd_message_id: 4 })
      .where("waybill", "in", ["DEMO-DLV-008", "DEMO-CNL-010", "DEMO-RTO-014"])
      .execute();
    for (const waybill of ["DEMO-DLV-008", "DEMO-CNL-010", "DEMO-RTO-014"]) expect(await eddUiOf(waybill)).toBeNull();
  });

  test("an order id answers for its first shipment", async () => {
    const row = await database.db
      .selectFrom("shipments")
      .innerJoin("orders", "orders.id", "shipments.order_ref")
      .select("orders.order_id")
      .where("shipments.waybill", "=", "DEMO-TRN-005-SPLIT")
      .executeTakeFirstOrThrow();
    // The split order's first shipment is delivered: nothing expected.
    const answer = await server.client("demo").getEdd({ order_id: row.order_id });
    expect(answer).toEqual({ ok: true, data: { edd_ui: null } });
  });

  test("another brand's, an unknown and an expired shipment are not shipped", async () => {
    expect(await get("demo", { waybill: "KES-TRN-005" })).toEqual({ status: 400, body: NOT_SHIPPED });
    expect(await get("demo", { waybill: "DEMO-NOPE" })).toEqual({ status: 400, body: NOT_SHIPPED });
    expect(await get("demo", { waybill: "DEMO-EXP-023" })).toEqual({ status: 400, body: NOT_SHIPPED });
  });

  test("bad input is a 400 with a one-line message", async () => {
    expect(await get("demo", {})).toEqual({
      status: 400,
      body: { meta: { success: false, status: 400, message: "Pass a waybill or an order_id (a cp_id only counts together with one of them)." }, result: null },
    });
  });
});
