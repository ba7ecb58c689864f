import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { readTrackOrderResult, TrackOrderResponseSchema, type OrderLookupResult, type TrackingEntry } from "@portal/core/api";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { SPEC_FORWARD_CODES } from "../../../seed/demo-scenarios.ts";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { DEMO_BRAND_ID, KESTREL_BRAND_ID, NOW, securityKeyOf, seedTrackingFixtures } from "../../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../../testing/tracking-test-server.ts";
import { englishTextOf } from "@portal/i18n/english";

const NOT_SHIPPED = { meta: { success: false, status: 400, message: englishTextOf(TRACKING_MESSAGE.notShipped) }, result: null };

describe.each(testDatabases)("GET track-order on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function get(subdomain: string, query: Record<string, string>) {
    const response = await server.call(subdomain, `/api/v1/track-order?${new URLSearchParams(query)}`);
    return { status: response.status, body: (await response.json()) as { meta: { success: boolean; status: number; message: string }; result: unknown } };
  }

  async function entryOf(subdomain: string, query: Record<string, string>): Promise<TrackingEntry> {
    const answer = await server.client(subdomain).trackOrder(query);
    if (!answer.ok) throw new Error(`track-order failed: ${answer.error.message}`);
    const lookup = readTrackOrderResult(answer.data);
    if (lookup.kind !== "waybill") throw new Error(`expected a waybill entry, got ${lookup.kind}`);
    return lookup.entry;
  }

  test("a waybill answers its entry, keyed by the waybill, in core's response shape", async () => {
    const { status, body } = await get("demo", { waybill: "DEMO-TRN-005" });
    expect(status).toBe(200);
    expect(v.safeParse(TrackOrderResponseSchema, body).success).toBe(true);
    expect(Object.keys(body.result as object)).toEqual(["DEMO-TRN-005"]);

    const entry = await entryOf("demo", { waybill: "DEMO-TRN-005" });
    expect(entry).toMatchObject({
      valid: true,
      security_key_valid: false,
      enable_security_check: false,
      tracking_id: "DEMO-TRN-005",
      order_type: expect.any(String),
      cp_name: expect.any(String),
      account_code: expect.any(String),
      cp_id: expect.any(Number),
      edd: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // The known date itself (message id 1), not "on schedule".
      predict: { color: "green", message: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      rating: { star: null, comment: "" },
    });
    expect(entry.latest_status.code).toBe(5);
    expect(entry.scans.map((s) => s.code)).toEqual([5, 4, 1001, 2, 1]);
    expect(entry.additional.order_detail[0]?.title).not.toBe("");
    // The demo seed updated this shipment's contact number; the courier should use it.
    expect(entry.customer_info.phone).toBe("9876501234");
    expect(entry.customer_info.name).not.toContain("*");
    expect(entry.config).toMatchObject({
      enterprise_user: "demo",
      website: "https://demo-store.example",
      allow_contact_update: true,
      is_rvp: false,
      enable_rating: true,
      enable_return_form: false,
      form_status_codes: [7, 9],
    });
    expect(entry.config.ship_date).not.toBeNull();
    expect(entry.config.order_date).not.toBeNull();
  });

  test("ratedBefore tells whether the delivery was rated (rating on the brand's scale)", async () => {
    const rated = await get("demo", { waybill: "DEMO-DLV-032" });
    const entry = (rated.body.result as Record<string, { rating: unknown }>)["DEMO-DLV-032"];
    // Stored as 8 of 10; the demo brand shows stars.
    expect(entry?.rating).toEqual({ star: 4, comment: "Left with the security desk as asked. Quick delivery.", ratedBefore: true });
    const unrated = await get("demo", { waybill: "DEMO-DLV-008" });
    expect((unrated.body.result as Record<string, { rating: unknown }>)["DEMO-DLV-008"]?.rating).toEqual({ star: null, comment: "", ratedBefore: false });
  });

  test.each(SPEC_FORWARD_CODES.filter((code) => code !== 23))("forward status code %i is tracked with its latest status", async (code) => {
    const row = await database.db
      .selectFrom("shipments")
      .select("waybill")
      .where("brand_id", "=", DEMO_BRAND_ID)
      .where("latest_code", "=", code)
      .where("is_reverse", "=", 0)
      .executeTakeFirstOrThrow();
    const entry = await entryOf("demo", { waybill: row.waybill ?? "" });
    expect(entry.latest_status.code).toBe(code);
  });

  test("code 23 (expired) is shown as not shipped", async () => {
    expect(await get("demo", { waybill: "DEMO-EXP-023" })).toEqual({ status: 400, body: NOT_SHIPPED });
  });

  test.each([
    ["DEMO-DLV-008", { enable_return_form: true, enable_rms: true, allow_contact_update: false, enable_rto: false }],
    ["DEMO-FLD-007", { allow_contact_update: false }],
    ["DEMO-LST-016", { allow_contact_update: false }],
    ["DEMO-DMG-017", { allow_contact_update: false }],
    ["DEMO-RTO-012", { enable_rto: true, allow_contact_update: false }],
    ["DEMO-OFD-006", { allow_contact_update: true }],
    ["DEMO-RVP-025", { is_rvp: true, enable_rating: false, form_status_codes: [3], allow_contact_update: true }],
    ["DEMO-RVP-004", { is_rvp: true, allow_contact_update: false }],
  ])("%s has config %o", async (waybill, config) => {
    expect((await entryOf("demo", { waybill })).config).toMatchObject(config);
  });

  test("a cp_id narrows the waybill to its courier", async () => {
    const entry = await entryOf("demo", { waybill: "DEMO-TRN-005" });
    expect((await entryOf("demo", { waybill: "DEMO-TRN-005", cp_id: String(entry.cp_id) })).tracking_id).toBe("DEMO-TRN-005");
    expect(await get("demo", { waybill: "DEMO-TRN-005", cp_id: "999" })).toEqual({ status: 400, body: NOT_SHIPPED });
  });

  describe("security check (kestrel enables it)", () => {
    test("without a key: the unknown waybill's answer, with no part of any personal detail or identifier", async () => {
      // The line: not-found and wrong-key answers were 400 and 200 (status only).
      const answer = await get("kestrel", { waybill: "KES-DLV-008" });
      expect(answer).toEqual({ status: 400, body: NOT_SHIPPED });
      expect(answer).toEqual(await get("kestrel", { waybill: "KES-NOPE-008" }));
      const raw = JSON.stringify(answer.body);
      const customer = await database.db
        .selectFrom("shipments")
        .innerJoin("orders", "orders.id", "shipments.order_ref")
        .select([
          "orders.order_id",
          "orders.customer_name",
          "orders.customer_phone",
          "orders.customer_email",
          "orders.customer_pincode",
          "shipments.reference_number",
          "shipments.id",
        ])
        .where("shipments.waybill", "=", "KES-DLV-008")
        .executeTakeFirstOrThrow();
      const parts = [
        customer.order_id,
        customer.reference_number,
        customer.id,
        customer.customer_email,
        ...customer.customer_name.split(" "),
        customer.customer_phone?.slice(-4),
        customer.customer_pincode?.slice(0, 3),
      ].filter((part): part is string => Boolean(part));
      expect(parts.length).toBeGreaterThan(4);
      expect(parts.filter((part) => raw.includes(part))).toEqual([]);
    });

    test("a wrong key answers exactly like no key", async () => {
      const none = await get("kestrel", { waybill: "KES-TRN-005" });
      const wrong = await get("kestrel", { waybill: "KES-TRN-005", security_key: "not-the-key" });
      expect(wrong).toEqual(none);
    });

    test("the right key shows everything", async () => {
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-008");
      const entry = await entryOf("kestrel", { waybill: "KES-DLV-008", security_key: key });
      expect(entry).toMatchObject({ valid: true, security_key_valid: true, enable_security_check: true });
      expect(entry.scans.length).toBeGreaterThan(1);
      expect(entry.customer_info.name).not.toContain("*");
      expect(entry.latest_status.remark).toMatch(/^Received by /);
    });

    test("another shipment's key is not valid for this one", async () => {
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-032");
      expect(await get("kestrel", { waybill: "KES-DLV-008", security_key: key })).toEqual({ status: 400, body: NOT_SHIPPED });
    });

    test("an unknown waybill answers alike with and without a key", async () => {
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-DLV-008");
      expect(await get("kestrel", { waybill: "KES-NOPE" })).toEqual({ status: 400, body: NOT_SHIPPED });
      expect(await get("kestrel", { waybill: "KES-NOPE", security_key: key })).toEqual({ status: 400, body: NOT_SHIPPED });
    });
  });

  describe("brand isolation", () => {
    test("another brand's waybill is not shipped here, whatever the key", async () => {
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-TRN-005");
      expect(await get("demo", { waybill: "KES-TRN-005" })).toEqual({ status: 400, body: NOT_SHIPPED });
      expect(await get("demo", { waybill: "KES-TRN-005", security_key: key })).toEqual({ status: 400, body: NOT_SHIPPED });
      expect(await get("kestrel", { waybill: "DEMO-TRN-005" })).toEqual({ status: 400, body: NOT_SHIPPED });
    });

    test("another brand's order number is not found here", async () => {
      expect(await get("kestrel", { order_id: "DS-240101" })).toEqual({ status: 400, body: NOT_SHIPPED });
    });

    test("a host that names no known brand finds nothing", async () => {
      expect(await get("nobody", { waybill: "DEMO-TRN-005" })).toEqual({ status: 400, body: NOT_SHIPPED });
    });
  });

  describe("by order_id", () => {
    async function orderOf(subdomain: string, query: Record<string, string>): Promise<OrderLookupResult> {
      const answer = await server.client(subdomain).trackOrder(query);
      if (!answer.ok) throw new Error(answer.error.message);
      const lookup = readTrackOrderResult(answer.data);
      if (lookup.kind !== "order") throw new Error(`expected an order, got ${lookup.kind}`);
      return lookup.order;
    }

    async function orderNumberOf(brandId: string, waybill: string): Promise<string> {
      const row = await database.db
        .selectFrom("shipments")
        .innerJoin("orders", "orders.id", "shipments.order_ref")
        .select("orders.order_id")
        .where("shipments.brand_id", "=", brandId)
        .where("shipments.waybill", "=", waybill)
        .executeTakeFirstOrThrow();
      return row.order_id;
    }

    test("lists the order's shipments, one without a waybill yet included", async () => {
      const order = await orderOf("demo", { order_id: await orderNumberOf(DEMO_BRAND_ID, "DEMO-DLV-008-SPLIT") });
      expect(order.shipments.map((s) => s.waybill)).toEqual(["DEMO-DLV-008-SPLIT", "DEMO-TRN-005-SPLIT", null]);
      expect(order.shipments.map((s) => s.latest_status?.code ?? null)).toEqual([8, 5, null]);
      expect(order.shipments[0]?.skus[0]?.sku).not.toBe("");
      expect(order.shipments[0]?.cp_id).toEqual(expect.any(Number));
      expect(order.currency).toBe("INR");
      expect(order.total).toBeGreaterThan(0);
      expect(order.customer_info.name).not.toContain("*");
    });

    test("an order whose only shipment expired (code 23) is not shipped", async () => {
      expect(await get("demo", { order_id: await orderNumberOf(DEMO_BRAND_ID, "DEMO-EXP-023") })).toEqual({ status: 400, body: NOT_SHIPPED });
    });

    test("with the security check on, an order id alone answers exactly like an unknown order", async () => {
      const orderId = await orderNumberOf(KESTREL_BRAND_ID, "KES-DLV-008-SPLIT");
      expect(await get("kestrel", { order_id: orderId })).toEqual({ status: 400, body: NOT_SHIPPED });
      expect(await get("kestrel", { order_id: orderId, security_key: "wrong" })).toEqual(
        await get("kestrel", { order_id: "NO-SUCH-ORDER", security_key: "wrong" }),
      );
      const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-TRN-005-SPLIT");
      expect((await orderOf("kestrel", { order_id: orderId, security_key: key })).customer_info.name).not.toBe("");
    });

    test("each listed shipment says whether the shopper rated it, so My orders stops asking", async () => {
      const orderId = await orderNumberOf(DEMO_BRAND_ID, "DEMO-DLV-008-SPLIT");
      const before = await orderOf("demo", { order_id: orderId });
      expect(before.shipments.find((s) => s.waybill === "DEMO-DLV-008-SPLIT")?.rated).toBe(false);
      const rating = await server.call("demo", "/api/v1/courier-rating?tracking_id=DEMO-DLV-008-SPLIT", {
        method: "POST",
        body: JSON.stringify({ courier_rating: 5, comment: "On time." }),
        headers: { "content-type": "application/json" },
      });
      expect(rating.status).toBe(200);
      const after = await orderOf("demo", { order_id: orderId });
      expect(after.shipments.find((s) => s.waybill === "DEMO-DLV-008-SPLIT")?.rated).toBe(true);
      expect(after.shipments.filter((s) => s.waybill !== "DEMO-DLV-008-SPLIT").every((s) => !s.rated)).toBe(true);
    });

    test("an order id typed as the brand shows it, without its store prefix, finds the order (threadline: TL-)", async () => {
      const row = await database.db
        .selectFrom("orders")
        .innerJoin("brands", "brands.id", "orders.brand_id")
        .select("orders.order_id")
        .where("brands.subdomain", "=", "threadline")
        .orderBy("orders.order_id")
        .executeTakeFirstOrThrow();
      expect(row.order_id).toMatch(/^TL-/);
      const shown = row.order_id.slice("TL-".length);
      expect((await orderOf("threadline", { order_id: shown })).order_id).toBe(row.order_id);
      expect((await orderOf("threadline", { order_id: row.order_id })).order_id).toBe(row.order_id);
      // Only the brand's own prefix is put back: another brand's number stays unknown.
      expect(await get("demo", { order_id: shown })).toEqual({ status: 400, body: NOT_SHIPPED });
    });

    test("with the security check on, sequential order ids find nothing without a key", async () => {
      const orderId = await orderNumberOf(KESTREL_BRAND_ID, "KES-DLV-008-SPLIT");
      const digits = /(\d+)$/.exec(orderId);
      const prefix = orderId.slice(0, orderId.length - (digits?.[1]?.length ?? 0));
      const start = Math.max(0, Number(digits?.[1] ?? 0) - 50);
      const width = digits?.[1]?.length ?? 1;
      let found = 0;
      for (let n = start; n < start + 100; n++) {
        if ((await get("kestrel", { order_id: `${prefix}${String(n).padStart(width, "0")}` })).status === 200) found++;
      }
      expect(found).toBe(0);
    });

    test("with the security check on, a second factor opens the order without personal details", async () => {
      const orderId = await orderNumberOf(KESTREL_BRAND_ID, "KES-DLV-008-SPLIT");
      const contact = await database.db
        .selectFrom("orders")
        .select(["customer_phone", "customer_email"])
        .where("brand_id", "=", KESTREL_BRAND_ID)
        .where("order_id", "=", orderId)
        .executeTakeFirstOrThrow();
      const byPhone = await orderOf("kestrel", { order_id: orderId, mobile: `+91 ${contact.customer_phone ?? ""}` });
      expect(byPhone.shipments.length).toBeGreaterThan(0);
      expect(byPhone.customer_info).toEqual({ name: "", phone: "", address: "", pincode: "" });
      expect(contact.customer_email).toBeTruthy();
      expect((await get("kestrel", { order_id: orderId, email: (contact.customer_email ?? "").toUpperCase() })).status).toBe(200);
      expect(await get("kestrel", { order_id: orderId, mobile: "9000000000" })).toEqual({ status: 400, body: NOT_SHIPPED });
    });

    test("with the security check on, a guessable reference number opens the order's status only: no keys, no personal data", async () => {
      const orderId = await orderNumberOf(KESTREL_BRAND_ID, "KES-DLV-008-SPLIT");
      const reference = await database.db
        .selectFrom("shipments")
        .select("reference_number")
        .where("brand_id", "=", KESTREL_BRAND_ID)
        .where("waybill", "=", "KES-DLV-008-SPLIT")
        .executeTakeFirstOrThrow();
      expect(reference.reference_number).toBeTruthy();
      const order = await orderOf("kestrel", { order_id: orderId, reference_number: reference.reference_number ?? "" });
      expect(order.shipments.filter((s) => s.waybill).length).toBeGreaterThan(1);
      expect(order.shipments.map((s) => s.latest_status?.status ?? "").filter(Boolean).length).toBeGreaterThan(0);
      expect(JSON.stringify(order)).not.toContain("security_key");
      expect(order.customer_info).toEqual({ name: "", phone: "", address: "", pincode: "" });
    });

    test("with the security check on, an order proven by the shopper's own contact gives each shipment its own key, which opens that shipment", async () => {
      const orderId = await orderNumberOf(KESTREL_BRAND_ID, "KES-DLV-008-SPLIT");
      const contact = await database.db
        .selectFrom("orders")
        .select(["customer_phone"])
        .where("brand_id", "=", KESTREL_BRAND_ID)
        .where("order_id", "=", orderId)
        .executeTakeFirstOrThrow();
      const order = await orderOf("kestrel", { order_id: orderId, mobile: contact.customer_phone ?? "" });
      const shipped = order.shipments.filter((s) => s.waybill);
      expect(shipped.length).toBeGreaterThan(1);
      for (const shipment of shipped) {
        const waybill = shipment.waybill ?? "";
        expect(shipment.security_key).toBe(await securityKeyOf(database.db, KESTREL_BRAND_ID, waybill));
        expect((await entryOf("kestrel", { waybill, security_key: shipment.security_key ?? "" })).security_key_valid).toBe(true);
      }
      // Without proof there is no answer to carry a key; on a brand without the check no key is sent.
      const unproven = await get("kestrel", { order_id: orderId, reference_number: "WRONG-REF" });
      expect(unproven).toEqual({ status: 400, body: NOT_SHIPPED });
      expect(JSON.stringify(unproven.body)).not.toContain("security_key");
      const open = await orderOf("demo", { order_id: await orderNumberOf(DEMO_BRAND_ID, "DEMO-DLV-008-SPLIT") });
      expect(open.shipments.every((s) => s.security_key === undefined || s.security_key === null)).toBe(true);
    });
  });

  describe("bad input is a 400 with a one-line message", () => {
    test.each([
      [{}, "Pass a waybill or an order_id (a cp_id only counts together with one of them)."],
      [{ waybill: "   " }, "Pass a waybill or an order_id (a cp_id only counts together with one of them)."],
      [{ cp_id: "12" }, "Pass a waybill or an order_id (a cp_id only counts together with one of them)."],
      [{ waybill: "DEMO-TRN-005", cp_id: "12a" }, "cp_id must be a whole number."],
    ])("%o -> %s", async (query, message) => {
      expect(await get("demo", query)).toEqual({ status: 400, body: { meta: { success: false, status: 400, message }, result: null } });
    });
  });
});
