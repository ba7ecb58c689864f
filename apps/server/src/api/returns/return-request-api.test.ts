import { describe, expect, test } from "vitest";
import { INPUT_MESSAGE, RETURNS_MESSAGE } from "@portal/core/messages";
import type { ReturnRequestBody } from "@portal/core/api";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createLogger } from "../../log/logger.ts";
import { markUploadStored, recordUploadGrant } from "@portal/db/repositories/storage-uploads";
import { createReturnsDeps } from "./returns-deps.ts";
import {
  ALPHA_ACCOUNT,
  ALPHA_BANK,
  ALPHA_IFSC,
  ALPHA_RETURN_REQUEST,
  FIXTURE,
  NOW,
  PUNE_PICKUP,
  TOMORROW,
  insertReturnsFixture,
} from "../../testing/returns-fixtures.ts";
import { useReturnsTestServer } from "../../testing/returns-test-server.ts";
import { englishTextOf } from "@portal/i18n/english";

// POST return-request over real HTTP: the product rules' return rules, refunds, pickups, exchanges,
// and that bank and UPI details never come back or reach a log in clear. The tests share one
// database per engine and use up the orders' units in turn, so their order matters.

const ACCOUNT = ALPHA_ACCOUNT;
const IFSC = ALPHA_IFSC;
const BANK = ALPHA_BANK;

type Body = Omit<ReturnRequestBody, "domain">;
const alphaBody = (overrides: Partial<Body> = {}): Body => ({
  shipment_uuid: ALPHA_RETURN_REQUEST.shipment_uuid,
  items: ALPHA_RETURN_REQUEST.items,
  pickup: PUNE_PICKUP,
  refund: ALPHA_RETURN_REQUEST.refund,
  ...overrides,
});

describe.each(testDatabases)("POST return-request on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  const logLines: string[] = [];
  const server = useReturnsTestServer(database, {
    now: () => NOW,
    env: { SESSION_SECRET: "test-session-secret-0123456789" },
    log: createLogger("debug", (line) => logLines.push(line)),
  });
  const post = (subdomain: string, body: Body | string, headers: Record<string, string> = {}) =>
    server.postJson(subdomain, "return-request", typeof body === "string" ? body : { domain: subdomain, ...body }, headers);
  const refused = (message: string | RegExp) => ({ status: 400, body: { meta: { success: false, status: 400, message }, result: null } });

  test("malformed input is a 400 with one line", async () => {
    expect(await post("alpha", "{")).toMatchObject(refused(englishTextOf(INPUT_MESSAGE.bodyNotJson)));
    expect(await post("alpha", { ...alphaBody(), items: [] })).toMatchObject(refused("items: Choose at least one item to return."));
    expect(await post("alpha", { ...alphaBody(), items: [{ item_id: 11, quantity: 0, reason_id: 1 }] })).toMatchObject(
      refused("items.0.quantity: quantity must be at least 1."),
    );
    expect(await post("alpha", { ...alphaBody(), pickup: { ...PUNE_PICKUP, date: "2026-02-30" } })).toMatchObject(
      refused("pickup.date: Please choose one of the dates offered."),
    );
    expect(await post("alpha", { ...alphaBody(), refund: { mode: "cheque" as never } })).toMatchObject(
      refused("refund.mode: Please choose one of the options."),
    );
    expect(await server.postJson("alpha", "return-request", { ...alphaBody() })).toMatchObject(refused("domain is required."));
  });

  test("only the shopper who opened the order may send a request for it", async () => {
    expect(await post("alpha", alphaBody({ shipment_uuid: "" }))).toMatchObject({
      status: 401,
      body: { meta: { message: englishTextOf(RETURNS_MESSAGE.notAllowed) } },
    });
    expect(await post("alpha", alphaBody({ shipment_uuid: "" }), { authorization: "Bearer forged.token" })).toMatchObject({
      status: 401,
      body: { meta: { message: englishTextOf(RETURNS_MESSAGE.sessionEnded) } },
    });
    // Another brand's shipment uuid is unknown here, and another brand's item is not part of the order.
    expect(await post("alpha", alphaBody({ shipment_uuid: "u-b1" }))).toMatchObject({
      status: 404,
      body: { meta: { message: englishTextOf(RETURNS_MESSAGE.orderNotFound) } },
    });
    expect(await post("alpha", alphaBody({ items: [{ item_id: 31, quantity: 1, reason_id: 1, sub_reason_id: 101 }] }))).toMatchObject(
      refused("Item 31 is not part of this order."),
    );
  });

  test.each([
    ["more than is eligible", [{ item_id: 11, quantity: 3, reason_id: 1, sub_reason_id: 101 }], "You can return at most 2 of “Linen Shirt”."],
    ["an item not yet returnable", [{ item_id: 13, quantity: 1, reason_id: 4 }], /“Leather Tote” cannot be returned/],
    [
      "the same item twice",
      [
        { item_id: 12, quantity: 1, reason_id: 4 },
        { item_id: 12, quantity: 1, reason_id: 4 },
      ],
      "Each item can appear only once in a request.",
    ],
    ["an inactive reason", [{ item_id: 11, quantity: 1, reason_id: 3 }], "Please pick a return reason for “Linen Shirt”."],
    ["a reason without its sub reason", [{ item_id: 11, quantity: 1, reason_id: 1 }], "Please pick a sub reason for “Linen Shirt”."],
    [
      "a sub reason of another reason",
      [{ item_id: 11, quantity: 1, reason_id: 4, sub_reason_id: 101 }],
      "The reason chosen for “Linen Shirt” has no sub reasons.",
    ],
    [
      "too few photos for the reason",
      [{ item_id: 12, quantity: 1, reason_id: 2, images: ["https://uploads.example/a.jpg"] }],
      "Please add the required number of images: at least 2 of “Silk Scarf”.",
    ],
    [
      "photos that are not uploaded images",
      [{ item_id: 12, quantity: 1, reason_id: 2, images: ["javascript:alert(1)", "x"] }],
      "The photos of “Silk Scarf” must be links to uploaded images.",
    ],
    [
      "a variant on a return",
      [{ item_id: 11, quantity: 1, reason_id: 1, sub_reason_id: 101, exchange_variant_id: "11-S" }],
      "exchange_variant_id is only for exchanges.",
    ],
  ])("items: refuses %s", async (_, items, message) => {
    expect(await post("alpha", alphaBody({ items }))).toMatchObject(refused(message));
  });

  test.each([
    ["a short address", { address: { ...PUNE_PICKUP.address, address: "Pune" } }, "Address cannot be blank or shorter than 10 characters."],
    ["a 9-digit phone", { address: { ...PUNE_PICKUP.address, phone: "984501234" } }, "Please enter a 10 digit valid phone number."],
    ["a 5-digit pincode", { address: { ...PUNE_PICKUP.address, pincode: "41100" } }, "Please enter 6 digit pincode."],
    ["a date in the past", { date: "2026-11-19" }, "Please choose one of the dates offered."],
    ["a date too far ahead", { date: "2027-01-15" }, "Please choose one of the dates offered."],
    ["another country", { address: { ...PUNE_PICKUP.address, country: "US" } }, "Pickups are available in IN only."],
    [
      "a pincode couriers do not serve",
      { address: { ...PUNE_PICKUP.address, pincode: "744101", city: "Port Blair" } },
      "Pincode is not serviceable, please ship order to us.",
    ],
  ])("pickup: refuses %s", async (_, change, message) => {
    expect(await post("alpha", alphaBody({ pickup: { ...PUNE_PICKUP, ...change } as Body["pickup"] }))).toMatchObject(refused(message));
  });

  test("India: self-ship only for a pincode couriers do not serve (core's isSelfShipOffered)", async () => {
    expect(await post("alpha", alphaBody({ pickup: { type: "self-ship" } }))).toMatchObject(refused("Self-ship is not available for this order."));
    expect(await post("alpha", alphaBody({ pickup: { type: "self-ship", pincode: "411001" } }))).toMatchObject(
      refused("Self-ship is not available for this order."),
    );
    // The pickup passes: the next check, the refund, is what refuses it.
    expect(await post("alpha", alphaBody({ pickup: { type: "self-ship", pincode: "744101" }, refund: undefined }))).toMatchObject(
      refused("Please choose one of the options. Choose how to receive the refund."),
    );
  });

  test.each([
    ["no refund choice", undefined, "Please choose one of the options. Choose how to receive the refund."],
    ["a COD order without bank details", { mode: "back-to-source" }, "Please enter the account number."],
    ["bank details without the holder", { mode: "back-to-source", bank_detail: { ...BANK, name: " " } }, "Please enter the account holder's name."],
    ["a malformed IFSC", { mode: "bank-account", bank_detail: { ...BANK, ifsccode: "HDFC000001" } }, "Please enter a valid 11-character IFSC code."],
    ["an IFSC no bank uses", { mode: "bank-account", bank_detail: { ...BANK, ifsccode: "HDFC0ZZZZZZ" } }, englishTextOf(RETURNS_MESSAGE.ifscUnknown)],
    [
      "an account number with letters",
      { mode: "bank-account", bank_detail: { ...BANK, accountNumber: "12AB5678901" } },
      "Please enter a valid account number: 9 to 18 digits.",
    ],
  ])("refund (COD, bank details captured): refuses %s", async (_, refund, message) => {
    const body = alphaBody();
    expect(await post("alpha", { ...body, refund: refund as Body["refund"] })).toMatchObject(refused(message));
  });

  test("a valid return is placed; bank details come back masked and are stored sealed, never logged", async () => {
    logLines.length = 0;
    const { status, body } = await post("alpha", alphaBody({ refund: { mode: "back-to-source", bank_detail: { ...BANK, ifsccode: "hdfc0000001" } } }));
    expect(status).toBe(201);
    expect(body.meta).toEqual({ success: true, status: 201, message: englishTextOf(RETURNS_MESSAGE.returnPlaced) });
    const returnId: string = body.result.return_id;
    expect(returnId).toMatch(/^RET-[0-9A-F]{16}$/);
    expect(body.result).toMatchObject({ feed_id: returnId, return_ids: [`${returnId}-1`], status: "PLACED", kind: "return" });
    // Store credits used come back as credit; the paid part as money.
    // A COD order's "back to source" is the bank account it gives: stored and shown as one.
    expect(body.result.refund).toEqual({
      mode: "bank-account",
      bank_name: "HDFC Bank",
      account_number: "**********6789",
      upi_id: "",
      refund_as_credit: 100,
      refund_as_money: 900,
    });
    expect(JSON.stringify(body)).not.toContain(ACCOUNT);

    const row = await database.db.selectFrom("return_requests").selectAll().where("id", "=", returnId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      brand_id: "b-alpha",
      status: "PLACED",
      pickup_city: "Pune",
      pickup_state: "Maharashtra",
      pickup_date: TOMORROW,
      refund_account_masked: "**********6789",
    });
    expect(row.refund_details_sealed).toMatch(/^v1\./);
    expect(row.refund_details_sealed).not.toContain(ACCOUNT);
    expect(row.refund_details_sealed).not.toContain(IFSC);
    const vault = createReturnsDeps(server.deps).vault;
    expect(vault.open(row.refund_details_sealed ?? "")).toEqual({ bank_detail: { ...BANK, bankName: "HDFC Bank" } });
    expect(logLines.join("\n")).toContain(returnId);
    expect(logLines.join("\n")).not.toMatch(new RegExp(`${ACCOUNT}|${IFSC}|Asha`));

    // The order now shows it, and its status page too (refund masked).
    const order = await server.getJson("alpha", `return-info?domain=alpha&waybill=ALPHA-1&key=${FIXTURE.alpha.key}`);
    expect(order.body.result.previous_returns).toEqual([{ feed_id: returnId, date: NOW.toISOString(), item_ids: [11], return_ids: [`${returnId}-1`] }]);
    const answer = await server.getJson("alpha", `return-status?domain=alpha&return_id=${returnId}`);
    expect(answer.body.result).toMatchObject({
      metadata: { status: "PLACED", pincode: "411001", self_shipped: false },
      status_code: null,
      refund: { account_number: "**********6789" },
    });
    expect(JSON.stringify(answer.body)).not.toContain(ACCOUNT);
  });

  test("earlier requests count: one Linen Shirt is left", async () => {
    expect(await post("alpha", alphaBody({ items: [{ item_id: 11, quantity: 2, reason_id: 1, sub_reason_id: 102 }] }))).toMatchObject(
      refused("You can return at most 1 of “Linen Shirt”."),
    );
  });

  test("an exchange needs a variant in stock and no refund", async () => {
    const exchange = (variant: string) =>
      post("alpha", {
        shipment_uuid: "u-a1",
        kind: "exchange",
        items: [{ item_id: 11, quantity: 1, reason_id: 1, sub_reason_id: 101, exchange_variant_id: variant }],
        pickup: PUNE_PICKUP,
      });
    expect(await exchange("11-M")).toMatchObject(refused("“Linen Shirt — M” is out of stock."));
    expect(await exchange("31-BLUE")).toMatchObject(refused("“Linen Shirt” cannot be exchanged for variant 31-BLUE."));
    const { status, body } = await exchange("11-S");
    expect(status).toBe(201);
    expect(body).toMatchObject({ meta: { message: englishTextOf(RETURNS_MESSAGE.exchangePlaced) }, result: { kind: "exchange", refund: null } });
    const answer = await server.getJson("alpha", `return-status?domain=alpha&return_id=${body.result.return_id}`);
    expect(answer.body.result.exchange_item).toMatchObject({ description: "Linen Shirt — S", quantity: 1, sku: "SKU-11" });
    // Both Linen Shirts are now in requests.
    expect(await post("alpha", alphaBody())).toMatchObject(refused(/“Linen Shirt” cannot be returned/));
  });

  /** A photo stored through an upload form issued for `returnOrderId`, as the local receiver leaves it. */
  async function uploadedPhoto(returnOrderId: string, grantId: string, fileName: string): Promise<string> {
    const keyPrefix = `alpha/${grantId}/`;
    await recordUploadGrant(database.db, {
      id: grantId,
      brandId: "b-alpha",
      keyPrefix,
      fileName,
      ownerKey: "u",
      returnOrderId,
      clientKey: "c",
      expiresAt: new Date(NOW.getTime() + 600_000),
      now: NOW,
    });
    await markUploadStored(database.db, { id: grantId, objectKey: `${keyPrefix}${fileName}`, contentType: "image/jpeg", byteSize: 1000, now: NOW });
    return `http://alpha.localhost/api/v1/uploads/${keyPrefix}${fileName}`;
  }

  test("photos must be uploads issued for this order: not any URL, not another order's photo", async () => {
    const own = await uploadedPhoto("ro-a1", "0123456789abcdef0123456789abcd01", "own.jpg");
    const otherOrders = await uploadedPhoto("ro-a2", "0123456789abcdef0123456789abcd02", "other.jpg");
    const refusedPhotos = refused("The photos of “Silk Scarf” must be photos uploaded for this order.");
    const withPhotos = (images: string[]) => alphaBody({ items: [{ item_id: 12, quantity: 1, reason_id: 2, images }] });
    // Its folder, but not the file stored through it.
    expect(await post("alpha", withPhotos([own, own.replace("own.jpg", "x.jpg")]))).toMatchObject(refusedPhotos);
    expect(await post("alpha", withPhotos([own, otherOrders]))).toMatchObject(refusedPhotos);
    expect(await post("alpha", withPhotos([own, "https://evil.example/pic.jpg"]))).toMatchObject(refusedPhotos);
  });

  test("a login token stands in for the shipment uuid; photos as the reason asks", async () => {
    const login = await server.postJson("alpha", "return-login", {
      domain: "alpha",
      reference_number: FIXTURE.alpha.reference,
      phone_number: FIXTURE.alpha.phone,
    });
    const auth = { authorization: `Bearer ${login.body.sub_token}` };
    const photos = [
      await uploadedPhoto("ro-a1", "0123456789abcdef0123456789abcd03", "a.jpg"),
      await uploadedPhoto("ro-a1", "0123456789abcdef0123456789abcd04", "b.png"),
    ];
    const body = alphaBody({ shipment_uuid: "", items: [{ item_id: 12, quantity: 1, reason_id: 2, images: photos, comment: "Torn at the edge" }] });
    const { status } = await post("alpha", body, auth);
    expect(status).toBe(201);
    const line = await database.db.selectFrom("return_request_items").selectAll().where("item_id", "=", 12).executeTakeFirstOrThrow();
    expect(JSON.parse(line.images_json)).toEqual(photos);
    expect(line.comment).toBe("Torn at the edge");
  });

  test("quantity lock: all returnable units or none; a UPI refund comes back masked", async () => {
    const beta = (items: Body["items"], refund: Body["refund"]) =>
      post("beta", { shipment_uuid: "u-b1", items, pickup: { ...PUNE_PICKUP, address: { ...PUNE_PICKUP.address, pincode: "560038" } }, refund });
    const upi = { upiName: "Rohan Mehta", upiId: "9820098765@okaxis" };
    expect(await beta([{ item_id: 31, quantity: 1, reason_id: 4 }], { mode: "back-to-source" })).toMatchObject(
      refused("The quantity of “Yoga Mat” is fixed at 3."),
    );
    expect(await beta([{ item_id: 31, quantity: 3, reason_id: 4 }], { mode: "bank-account", upi_details: { ...upi, upiId: "" } })).toMatchObject(
      refused("Please enter your UPI ID."),
    );
    expect(await beta([{ item_id: 31, quantity: 3, reason_id: 4 }], { mode: "bank-account", upi_details: { ...upi, upiId: "not-an-id" } })).toMatchObject(
      refused(/valid UPI ID/),
    );
    const { status, body } = await beta([{ item_id: 31, quantity: 3, reason_id: 4 }], { mode: "bank-account", upi_details: upi });
    expect(status).toBe(201);
    expect(body.result.refund).toEqual({
      mode: "bank-account",
      bank_name: "",
      account_number: "",
      upi_id: "******8765@okaxis",
      refund_as_credit: 0,
      refund_as_money: 3297,
    });
    expect(JSON.stringify(body)).not.toContain("9820098765");
    // The same body again (a client that sends no request id retried): the stored request, not a second one.
    const again = await beta([{ item_id: 31, quantity: 3, reason_id: 4 }], { mode: "bank-account", upi_details: upi });
    expect(again).toMatchObject({ status: 200, body: { result: { return_id: body.result.return_id, replayed: true, refund: body.result.refund } } });
  });

  test("US: pickups are not offered offline, self-ship is", async () => {
    const usPickup = {
      type: "pickup",
      address: {
        name: "Jordan Ellis",
        phone: "4155550134",
        email: "",
        address: "1450 Valencia Street, Apt 3",
        pincode: "94110",
        city: "San Francisco",
        state: "CA",
        country: "US",
      },
      date: TOMORROW,
    } as const;
    const gamma = (pickup: Body["pickup"], refund: Body["refund"] = { mode: "store-credit" }) =>
      post("gamma", { shipment_uuid: "u-g1", items: [{ item_id: 41, quantity: 1, reason_id: 4 }], pickup, refund });
    expect(await gamma({ ...usPickup, address: { ...usPickup.address, pincode: "9411" } })).toMatchObject(refused("Please enter a 5 digit ZIP code."));
    // Named as the US names its postal code, in the request's language (issue 33 item 4).
    expect(await gamma(usPickup)).toMatchObject(refused("ZIP code is not serviceable, please ship order to us."));
    const inHindi = await post(
      "gamma",
      { shipment_uuid: "u-g1", items: [{ item_id: 41, quantity: 1, reason_id: 4 }], pickup: usPickup, refund: { mode: "store-credit" } },
      { "accept-language": "hi" },
    );
    expect(inHindi).toMatchObject(refused("इस ZIP कोड पर सेवा उपलब्ध नहीं है, कृपया ऑर्डर खुद हमें भेजें।"));
    // A US bank refund takes a routing and an account number, never an IFSC or a UPI id.
    const selfShip = { type: "self-ship" } as const;
    expect(await gamma(selfShip, { mode: "bank-account", bank_detail: BANK })).toMatchObject(refused("Please enter a valid 9-digit routing number."));
    expect(await gamma(selfShip, { mode: "bank-account", upi_details: { upiName: "Jordan", upiId: "jordan@okaxis" } })).toMatchObject(
      refused("Please enter the account number."),
    );
    // 021000021: a published ABA routing number (JPMorgan Chase, New York).
    const us = { name: "Jordan Ellis", routingNumber: "021000021", accountNumber: "000123456789", bankName: "Chase" };
    expect(await gamma(selfShip, { mode: "bank-account", bank_detail: { ...us, routingNumber: "021000022" } })).toMatchObject(
      refused("Please enter a valid 9-digit routing number."),
    );
    const { status, body } = await gamma(selfShip, { mode: "bank-account", bank_detail: us });
    expect(status).toBe(201);
    expect(body.result.refund).toMatchObject({ mode: "bank-account", bank_name: "Chase", account_number: "********6789", upi_id: "", refund_as_money: 89 });
    const answer = await server.getJson("gamma", `return-status?domain=gamma&return_id=${body.result.return_id}`);
    expect(answer.body.result.metadata).toMatchObject({ self_shipped: true, pickup_date: "", status: "PLACED" });
  });

  test("UAE: emirates, +971 mobiles, no pincode; two requests at once cannot both take the last unit", async () => {
    const uaePickup = {
      type: "pickup",
      address: {
        name: "Layla Haddad",
        phone: "+971 50 123 4567",
        email: "layla@example.com",
        address: "Apartment 1204, Marina Crest Tower",
        pincode: "",
        city: "dubai",
        state: "",
        country: "AE",
      },
      date: TOMORROW,
    } as const;
    // IBAN example of SWIFT's IBAN registry for the UAE.
    const uaeRefund = { mode: "bank-account", bank_detail: { name: "Layla Haddad", iban: "AE07 0331 2345 6789 0123 456", bankName: "Emirates NBD" } } as const;
    const delta = (pickup: Body["pickup"], refund: Body["refund"] = uaeRefund) =>
      post("delta", { shipment_uuid: "u-d1", items: [{ item_id: 51, quantity: 1, reason_id: 4 }], pickup, refund });
    expect(await delta({ type: "self-ship" })).toMatchObject(refused("Self-ship is not available for this order."));
    expect(await delta({ ...uaePickup, address: { ...uaePickup.address, city: "Mumbai" } })).toMatchObject(refused("Please choose an emirate."));
    expect(await delta({ ...uaePickup, address: { ...uaePickup.address, phone: "9845012345" } })).toMatchObject(
      refused("Please enter a 9 digit mobile number starting with 5."),
    );
    // A cash-on-delivery order has no original payment to go back to; a UAE account is an IBAN, not an IFSC.
    expect(await delta(uaePickup, { mode: "back-to-source" })).toMatchObject(refused(englishTextOf(RETURNS_MESSAGE.refundNotToCashPayment)));
    expect(await delta(uaePickup, { mode: "bank-account", bank_detail: BANK })).toMatchObject(refused("Please enter a valid IBAN for this country."));
    expect(await delta(uaePickup, { mode: "bank-account", upi_details: { upiName: "Layla", upiId: "layla@okaxis" } })).toMatchObject(
      refused("Please enter the account number."),
    );

    // 20 copies of one submission (a double click, retries) race two other submissions for
    // the last unit. Exactly one request is stored: the copies all answer with it when theirs
    // won, and the losers are refused by the first check (400) or under the order's lock (409).
    const withId = (id: string) =>
      post("delta", {
        client_request_id: id,
        shipment_uuid: "u-d1",
        items: [{ item_id: 51, quantity: 1, reason_id: 4 }],
        pickup: uaePickup,
        refund: uaeRefund,
      });
    const answers = await Promise.all([...Array.from({ length: 20 }, () => withId("submit-aaaaaaaa")), withId("submit-bbbbbbbb"), withId("submit-cccccccc")]);
    const placed = answers.filter((a) => a.status === 201 || a.status === 200);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(placed.map((a) => a.body.result.return_id)).size).toBe(1);
    expect([1, 20]).toContain(placed.length);
    for (const copy of placed.filter((a) => a.status === 200)) expect(copy.body.result.replayed).toBe(true);
    for (const loser of answers.filter((a) => a.status !== 201 && a.status !== 200)) {
      expect([400, 409]).toContain(loser.status);
      expect(loser.body.meta.message).toMatch(/“Oud Oil” cannot be returned/);
    }
    expect(await database.db.selectFrom("return_requests").select("id").where("brand_id", "=", "b-delta").execute()).toHaveLength(1);
    const row = await database.db.selectFrom("return_requests").selectAll().where("brand_id", "=", "b-delta").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ pickup_city: "Dubai", pickup_phone: "501234567", pickup_pincode: null, pickup_country: "AE" });
    expect(row).toMatchObject({ refund_mode: "bank-account", refund_bank_name: "Emirates NBD", refund_account_masked: "*******************3456" });
  });
});
