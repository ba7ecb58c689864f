import { describe, expect, test } from "vitest";
import { INPUT_MESSAGE, RETURNS_MESSAGE } from "@portal/core/messages";
import * as v from "valibot";
import { ReturnOrderResponseSchema, ReturnStatusResponseSchema } from "@portal/core/api";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { FIXTURE, FIXTURE_REQUEST, NOW, insertReturnsFixture } from "../../testing/returns-fixtures.ts";
import { useReturnsTestServer } from "../../testing/returns-test-server.ts";
import { englishTextOf } from "@portal/i18n/english";

// GET return-info, POST return-login and GET return-status over real HTTP: every identifier
// combination of a return link, proofs, login tokens, and brand isolation.

const HOUR = 3_600_000;
const { alpha, beta } = FIXTURE;

describe.each(testDatabases)("return-info rate limit on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  const server = useReturnsTestServer(database, { now: () => NOW, env: { RATE_LIMIT_PER_MINUTE: "2" } });

  test("a client gets so many lookups a minute, then 429 in the envelope", async () => {
    const path = `return-info?domain=alpha&waybill=${alpha.waybill}&key=${alpha.key}`;
    expect((await server.getJson("alpha", path)).status).toBe(200);
    expect((await server.getJson("alpha", path)).status).toBe(200);
    const limited = await server.call("alpha", path);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await limited.json()) as { meta: { success: boolean } }).meta.success).toBe(false);
  });
});

describe.each(testDatabases)("return-login guesses per order on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  const server = useReturnsTestServer(database, { now: () => NOW, env: { RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "true" } });

  test("phone guesses against one order from many addresses are counted together (issue 32 item 1)", async () => {
    const guess = (address: string, phone: string) =>
      server.postJson("alpha", "return-login", { domain: "alpha", reference_number: alpha.reference, phone_number: phone }, { "x-forwarded-for": address });
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) expect((await guess(address, "9000000001")).status).toBe(401);
    // A fourth address, a fourth guess: the order's count is spent, whoever asks.
    const refused = await guess("203.0.113.4", "9000000002");
    expect(refused.status).toBe(429);
    // Another order is not affected.
    const other = await server.postJson(
      "alpha",
      "return-login",
      { domain: "alpha", reference_number: alpha.order, email: alpha.email },
      { "x-forwarded-for": "203.0.113.5" },
    );
    expect(other.status).toBe(200);
  });
});

describe.each(testDatabases)("return-info per order, logged-in shopper on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  const server = useReturnsTestServer(database, { now: () => NOW, env: { RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "true" } });

  test("strangers spending an order's count do not lock out the shopper logged in to it (issue 32 item 2)", async () => {
    const path = `return-info?domain=alpha&order_id=${alpha.order}`;
    const from = (address: string, headers: Record<string, string> = {}) => server.getJson("alpha", path, { "x-forwarded-for": address, ...headers });
    for (const address of ["203.0.113.61", "203.0.113.62", "203.0.113.63"]) expect((await from(address)).status).toBe(404);
    expect((await from("203.0.113.64")).status).toBe(429);
    const login = await server.postJson(
      "alpha",
      "return-login",
      { domain: "alpha", reference_number: alpha.reference, email: alpha.email },
      { "x-forwarded-for": "203.0.113.65" },
    );
    expect(login.status).toBe(200);
    const token = login.body.sub_token as string;
    expect((await from("203.0.113.65", { authorization: `Bearer ${token}` })).status).toBe(200);
    // A login for another order (or a forged token) gets no bucket of its own.
    const other = await server.postJson(
      "alpha",
      "return-login",
      { domain: "alpha", reference_number: alpha.prepaidOrder, email: alpha.email },
      { "x-forwarded-for": "203.0.113.66" },
    );
    expect(other.status).toBe(200);
    expect((await from("203.0.113.66", { authorization: `Bearer ${other.body.sub_token as string}` })).status).toBe(429);
    expect((await from("203.0.113.67", { authorization: `Bearer ${token}x` })).status).toBe(429);
  });
});

describe.each(testDatabases)("return order calls on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  let clock = NOW;
  const server = useReturnsTestServer(database, { now: () => clock });

  const info = async (subdomain: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    server.getJson(subdomain, `return-info?${new URLSearchParams({ domain: subdomain, ...query })}`, headers);
  const itemIds = (body: { result: { item_info: Array<{ id: number }> } }) => body.result.item_info.map((i) => i.id);

  async function login(subdomain: string, body: Record<string, string>): Promise<string> {
    const answer = await server.client(subdomain).returnLogin({ domain: subdomain, reference_number: "", ...body });
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data.sub_token;
  }

  describe("GET return-info", () => {
    test("waybill and security key: the shipment's items, in core's shape", async () => {
      const answer = await server.client("alpha").getReturnOrder({ domain: "alpha", waybill: alpha.waybill, key: alpha.key });
      if (!answer.ok) throw new Error(answer.error.message);
      const order = answer.data;
      expect(order.item_info.map((i) => i.id)).toEqual([11, 12]);
      expect(order.item_info[0]).toMatchObject({
        title: "Linen Shirt",
        sku: "SKU-11",
        quantity: 2,
        price: 1000,
        eligible_quantity_can_be_return: 2,
        store_credits_used: 100,
        final_amount_paid: 900,
        inventory_quantity: 4,
        total_variant_inventory_quantity: 9,
      });
      expect(order).toMatchObject({
        awb: "ALPHA-1",
        shipment_uuid: "u-a1",
        order_id: "A-100",
        reference_number: "REF-A1",
        capture_image: true,
        order_type: "COD",
        currency_code: "INR",
        previous_returns: [],
        shipments: [{ awb: "ALPHA-1", shipment_uuid: "u-a1", item_ids: [11, 12] }],
      });
      expect(order.addresses).toEqual([
        expect.objectContaining({ name: "Asha Rao", address: "Flat 402, Lotus Residency, Koregaon Park", pincode: "411001", city: "Pune", country: "IN" }),
      ]);
    });

    test("awbs of one order: every shipment's items, grouped by shipment", async () => {
      const { body } = await info("alpha", { awbs: `${alpha.waybill}, ${alpha.secondWaybill}`, key: alpha.key });
      expect(v.parse(ReturnOrderResponseSchema, body).result.shipments).toEqual([
        { awb: "ALPHA-1", shipment_uuid: "u-a1", item_ids: [11, 12] },
        { awb: "ALPHA-2", shipment_uuid: "u-a2", item_ids: [13] },
      ]);
      // Nothing of the second shipment is returnable yet.
      expect(body.result.item_info.find((i: { id: number }) => i.id === 13).eligible_quantity_can_be_return).toBe(0);
      // Waybills of two orders name no single order.
      expect((await info("alpha", { awbs: `${alpha.waybill},${alpha.prepaidWaybill}`, key: alpha.key })).status).toBe(404);
    });

    test.each([
      ["reference number and phone (with country code)", { reference_number: alpha.reference, phone_number: "+91 98450 12345" }, [11, 12]],
      ["order id as reference number and email (any case)", { reference_number: alpha.order, email: " Asha.Rao@Example.com " }, [11, 12, 13]],
      ["order id and security key", { order_id: alpha.order, key: alpha.key }, [11, 12, 13]],
      ["a link's sku: that product only", { waybill: alpha.waybill, key: alpha.key, sku: "sku-12" }, [12]],
    ])("%s", async (_, query, items) => {
      const { status, body } = await info("alpha", query);
      expect(status).toBe(200);
      expect(body.meta).toEqual({ success: true, status: 200, message: "" });
      expect(itemIds(body)).toEqual(items);
    });

    test.each([
      ["a waybill without its key (security check on)", { waybill: alpha.waybill }],
      ["a wrong key", { waybill: alpha.waybill, key: "guess" }],
      ["an order id without proof", { order_id: alpha.order }],
      // Issue 32 item 1: references are derived from order ids, so the pair is guessable.
      ["order id and reference number together (security check on)", { order_id: alpha.order, reference_number: alpha.reference }],
      ["a wrong phone number", { order_id: alpha.order, phone_number: "9999999999" }],
      ["a phone number missing digits", { order_id: alpha.order, phone_number: "45012345" }],
      ["an unknown waybill", { waybill: "NOPE-1", key: alpha.key }],
    ])("not found: %s", async (_, query) => {
      expect(await info("alpha", query)).toMatchObject({
        status: 404,
        body: { meta: { success: false, status: 404, message: englishTextOf(RETURNS_MESSAGE.orderNotFound) }, result: null },
      });
    });

    test("brand isolation: another brand's order number, waybill, key or phone find only that brand's own order", async () => {
      // Beta's order is also A-100 and its shipment also ALPHA-1, with other keys and contacts.
      const betaOrder = await info("beta", { waybill: alpha.waybill, key: alpha.key, phone_number: alpha.phone });
      expect(itemIds(betaOrder.body)).toEqual([31]); // waybill alone suffices at beta (no security check): its own order
      expect((await info("beta", { order_id: alpha.order, phone_number: alpha.phone })).status).toBe(404);
      expect((await info("beta", { order_id: alpha.order, email: alpha.email })).status).toBe(404);
      const alphaOrder = await info("alpha", { order_id: alpha.order, phone_number: alpha.phone });
      expect(itemIds(alphaOrder.body)).toEqual([11, 12, 13]);
      expect(JSON.stringify(alphaOrder.body)).not.toContain("Yoga Mat");
      expect(await info("nobody", { waybill: alpha.waybill, key: alpha.key })).toMatchObject({
        status: 404,
        body: { meta: { message: englishTextOf(RETURNS_MESSAGE.noBrand) } },
      });
    });

    test("return_authorization_id 5: order_id names the order", async () => {
      const { status, body } = await info("beta", { order_id: beta.order, phone_number: beta.phone });
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ order_id: "A-100", awb: "ALPHA-1", shipment_uuid: "u-b1", order_type: "PREPAID" });
    });

    test("earlier returns count, newest first", async () => {
      const { body } = await info("alpha", { waybill: alpha.prepaidWaybill, key: alpha.prepaidKey });
      expect(body.result.previous_returns).toEqual([
        { feed_id: FIXTURE_REQUEST.id, date: expect.any(String), item_ids: [21], return_ids: [FIXTURE_REQUEST.line] },
      ]);
    });

    test("malformed input is a 400 with one line", async () => {
      expect(await server.getJson("alpha", `return-info?waybill=${alpha.waybill}`)).toMatchObject({
        status: 400,
        body: { meta: { success: false, status: 400, message: "domain is required." } },
      });
      expect(await info("alpha", { key: alpha.key })).toMatchObject({
        status: 400,
        body: { meta: { message: "Pass awbs, a waybill, an order_id, a reference_number or login=1." } },
      });
      expect(await info("alpha", { awbs: Array.from({ length: 21 }, (_, i) => `W-${i}`).join(","), key: alpha.key })).toMatchObject({
        status: 400,
        body: { meta: { message: "Pass at most 20 awbs." } },
      });
      // Text PostgreSQL cannot store or compare is refused here, not by the database.
      expect(await info("alpha", { waybill: "ALPHA\u00001", key: alpha.key })).toMatchObject({
        status: 400,
        body: { meta: { message: "Text must not contain NUL characters." } },
      });
      expect(await server.postJson("alpha", "return-login", { domain: "alpha", reference_number: "REF\u0000", email: alpha.email })).toMatchObject({
        status: 400,
      });
    });

    test("answers are not cached", async () => {
      const response = await server.call("alpha", `return-info?domain=alpha&waybill=${alpha.waybill}&key=${alpha.key}`);
      expect(response.headers.get("cache-control")).toBe("no-store");
    });
  });

  describe("POST return-login", () => {
    const alphaLogin = (phone: string) =>
      server.call("alpha", "return-login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ domain: "alpha", reference_number: alpha.reference, phone_number: phone }),
      });

    test("reference number and phone give a token the return calls accept", async () => {
      const response = await alphaLogin(alpha.phone);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, string>;
      expect(Object.keys(body).sort()).toEqual(["domain", "expires_at", "reference_number", "sub_token"]);
      expect(body["expires_at"]).toBe(new Date(NOW.getTime() + 2 * HOUR).toISOString());
      // The token alone proves the order (query `token`, bearer header or the sub_token cookie).
      const token = body["sub_token"] ?? "";
      expect(itemIds((await info("alpha", { reference_number: alpha.order, token })).body)).toEqual([11, 12, 13]);
      expect((await info("alpha", { reference_number: alpha.order }, { authorization: `Bearer ${token}` })).status).toBe(200);
      expect((await info("alpha", { reference_number: alpha.order }, { cookie: `sub_token=${encodeURIComponent(token)}` })).status).toBe(200);
    });

    test("the answer sets the username and every field as path-/ cookies; only expires_at and domain are readable", async () => {
      const response = await alphaLogin(alpha.phone);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, string>;
      const cookies = new Map(
        response.headers.getSetCookie().map((line) => {
          const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
          const [name = "", value = ""] = pair.split("=");
          return [name, { value: decodeURIComponent(value), attributes }] as const;
        }),
      );
      expect([...cookies.keys()].sort()).toEqual(["domain", "expires_at", "reference_number", "sub_token", "username"]);
      expect(cookies.get("sub_token")?.value).toBe(body["sub_token"]);
      expect(cookies.get("username")?.value).toBe(alpha.reference);
      for (const [name, cookie] of cookies) {
        expect(cookie.attributes).toContain("Path=/");
        expect(cookie.attributes).toContain("SameSite=Strict");
        expect(cookie.attributes).toContain("Max-Age=7200");
        expect(cookie.attributes.includes("HttpOnly")).toBe(!["expires_at", "domain"].includes(name));
        // Plain http here: Secure only behind https.
        expect(cookie.attributes).not.toContain("Secure");
      }
    });

    test("login=1 names the login's own order: no identifier, the cookie's token decides (issue 33 item 8)", async () => {
      const token = await login("alpha", { reference_number: alpha.reference, phone_number: alpha.phone });
      const cookie = { cookie: `sub_token=${encodeURIComponent(token)}` };
      const mine = await info("alpha", { login: "1" }, cookie);
      expect(mine.status).toBe(200);
      expect(itemIds(mine.body)).toEqual(itemIds((await info("alpha", { reference_number: alpha.order, token })).body));
      // Without a login there is no order to name; another brand's login names none of this brand's.
      expect((await info("alpha", { login: "1" })).status).toBe(404);
      expect(await info("beta", { login: "1" }, cookie)).toMatchObject({
        status: 401,
        body: { meta: { message: englishTextOf(RETURNS_MESSAGE.sessionEnded) } },
      });
      expect((await info("alpha", { login: "yes" }, cookie)).status).toBe(400);
    });

    test("a failed login sets no cookie", async () => {
      const response = await alphaLogin("9000000000");
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    test("a token is for one order of one brand, and expires", async () => {
      const token = await login("alpha", { reference_number: alpha.reference, email: alpha.email });
      // Valid, but for another order: that order stays unknown.
      expect(await info("alpha", { reference_number: alpha.prepaidOrder, token })).toMatchObject({
        status: 404,
        body: { meta: { message: englishTextOf(RETURNS_MESSAGE.orderNotFound) } },
      });
      // Another brand's token, a tampered or an expired one: the session has ended.
      expect(await info("beta", { order_id: beta.order, token })).toMatchObject({
        status: 401,
        body: { meta: { message: englishTextOf(RETURNS_MESSAGE.sessionEnded) } },
      });
      expect((await info("alpha", { reference_number: alpha.order, token: `${token}x` })).status).toBe(401);
      clock = new Date(NOW.getTime() + 2 * HOUR + 1);
      try {
        expect((await info("alpha", { reference_number: alpha.order, token })).status).toBe(401);
        // A valid link still works with a stale token beside it.
        expect((await info("alpha", { waybill: alpha.waybill, key: alpha.key, token })).status).toBe(200);
      } finally {
        clock = NOW;
      }
    });

    test("return_authorization_id 5: the order id logs in", async () => {
      expect(await login("beta", { reference_number: beta.order, email: beta.email })).toMatch(/\./);
    });

    test("wrong contact or another brand's order: 401 with one message", async () => {
      const wrong = { status: 401, body: { meta: { success: false, status: 401, message: englishTextOf(RETURNS_MESSAGE.loginFailed) } } };
      expect(await server.postJson("alpha", "return-login", { domain: "alpha", reference_number: alpha.reference, phone_number: "9000000000" })).toMatchObject(
        wrong,
      );
      expect(await server.postJson("beta", "return-login", { domain: "beta", reference_number: alpha.reference, phone_number: alpha.phone })).toMatchObject(
        wrong,
      );
      expect(await server.postJson("alpha", "return-login", { domain: "alpha", reference_number: "NOPE", email: alpha.email })).toMatchObject(wrong);
    });

    test("malformed input is a 400", async () => {
      expect(await server.postJson("alpha", "return-login", { domain: "alpha", phone_number: alpha.phone })).toMatchObject({
        status: 400,
        body: { meta: { message: "reference_number is required." } },
      });
      expect(await server.postJson("alpha", "return-login", { domain: "alpha", reference_number: alpha.reference })).toMatchObject({
        status: 400,
        body: { meta: { message: englishTextOf(RETURNS_MESSAGE.loginNeedsContact) } },
      });
      expect(await server.postJson("alpha", "return-login", { domain: "alpha", reference_number: alpha.reference, email: 42 })).toMatchObject({ status: 400 });
      expect(await server.postJson("alpha", "return-login", "reference_number=1")).toMatchObject({
        status: 400,
        body: { meta: { message: englishTextOf(INPUT_MESSAGE.bodyNotJson) } },
      });
    });
  });

  describe("GET return-status", () => {
    const status = (subdomain: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
      server.getJson(subdomain, `return-status?${new URLSearchParams({ domain: subdomain, ...query })}`, headers);

    test("by return id: items, pickup, status word and code, courier, refund masked", async () => {
      const answer = await server.client("alpha").getReturnStatus({ domain: "alpha", return_id: FIXTURE_REQUEST.id });
      if (!answer.ok) throw new Error(answer.error.message);
      expect(answer.data).toMatchObject({
        items: [{ description: "Desk Lamp", quantity: 1, price: 1599, sku: "SKU-21", image: "https://img.example/SKU-21.png" }],
        exchange_item: null,
        metadata: { name: "Asha Rao", pincode: "411001", city: "Pune", pickup_date: "2026-11-21", status: "APPROVED", self_shipped: false },
        status_code: 25,
        courier_partner: "Courier One",
        awb: "ALPHA-RVP",
        remark: "Approved after photo review.",
        rejection_reason: "",
      });
      const raw = await status("alpha", { return_id: FIXTURE_REQUEST.line });
      expect(raw.body.result.refund).toEqual({
        mode: "bank-account",
        bank_name: "HDFC Bank",
        account_number: "**********6789",
        upi_id: "",
        refund_as_credit: 0,
        refund_as_money: 1599,
      });
      expect(v.parse(ReturnStatusResponseSchema, raw.body).result.metadata.status).toBe("APPROVED");
    });

    test("by pickup waybill: with a key of the pickup or the order, or a login token", async () => {
      expect((await status("alpha", { waybill: FIXTURE_REQUEST.awb })).status).toBe(404);
      expect((await status("alpha", { waybill: FIXTURE_REQUEST.awb, key: "guess" })).status).toBe(404);
      expect((await status("alpha", { waybill: FIXTURE_REQUEST.awb, key: FIXTURE_REQUEST.pickupKey })).status).toBe(200);
      expect((await status("alpha", { waybill: FIXTURE_REQUEST.awb, key: alpha.prepaidKey })).status).toBe(200);
      const token = await login("alpha", { reference_number: alpha.prepaidOrder, phone_number: alpha.phone });
      expect((await status("alpha", { waybill: FIXTURE_REQUEST.awb }, { authorization: `Bearer ${token}` })).status).toBe(200);
    });

    test("another brand's request is not found; an item filter that matches nothing neither", async () => {
      expect(await status("beta", { return_id: FIXTURE_REQUEST.id })).toMatchObject({
        status: 404,
        body: { meta: { message: englishTextOf(RETURNS_MESSAGE.requestNotFound) } },
      });
      expect((await status("alpha", { return_id: FIXTURE_REQUEST.id, item_info_id: "11" })).status).toBe(404);
      expect((await status("alpha", { return_id: FIXTURE_REQUEST.id, item_info_id: "21" })).status).toBe(200);
    });

    test("malformed input is a 400", async () => {
      expect(await server.getJson("alpha", `return-status?return_id=${FIXTURE_REQUEST.id}`)).toMatchObject({
        status: 400,
        body: { meta: { message: "domain is required." } },
      });
      expect(await status("alpha", {})).toMatchObject({ status: 400, body: { meta: { message: "Pass a return_id or a waybill." } } });
      expect(await status("alpha", { return_id: FIXTURE_REQUEST.id, item_info_id: "x" })).toMatchObject({
        status: 400,
        body: { meta: { message: "item_info_id must be a whole number." } },
      });
    });
  });
});
