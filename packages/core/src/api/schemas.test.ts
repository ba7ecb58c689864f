import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { CourierRatingBodySchema } from "./courier-rating.ts";
import { httpErrorMessage, parseJsonBody, readEnvelope } from "./decode-response.ts";
import { API_ENDPOINTS, apiPath, type ApiCallName } from "./endpoints.ts";
import { failEnvelope, okEnvelope } from "./envelope.ts";
import { EddResultSchema } from "./edd.ts";
import { storedFileUrl } from "./file-upload.ts";
import { LoginResponseSchema } from "./login.ts";
import { PincodeServiceabilityQuerySchema } from "./pincode.ts";
import { validateRequest } from "./request-validation.ts";
import { ReturnOrderQuerySchema, ReturnOrderSchema } from "./return-order.ts";
import { ReturnRequestBodySchema } from "./return-request.ts";
import { returnStatusQueryOf } from "./return-status.ts";
import { TrackOrderQuerySchema, TrackOrderResponseSchema, TrackOrderResultSchema, readTrackOrderResult } from "./track-order.ts";
import { OpsFeedResultSchema, TrackingFeedBodySchema, TrackingFeedQuerySchema } from "./tracking-feed.ts";

const scan = { code: 6, status: "OFD", description: "Out for delivery", location: "Pune", remark: "", timestamp: "2024-05-02T08:00:00Z" };

describe("track-order request (the server answers 400 with these messages)", () => {
  test.each([[{ waybill: "W1" }], [{ order_id: "O1" }], [{ cp_id: "3", waybill: "W1" }], [{ order_id: "O1", security_key: "K" }]])("accepts %j", (query) => {
    expect(validateRequest(TrackOrderQuerySchema, query).ok).toBe(true);
  });

  test.each([
    [{}, "Pass a waybill or an order_id (a cp_id only counts together with one of them)."],
    [{ cp_id: "3" }, "Pass a waybill or an order_id (a cp_id only counts together with one of them)."],
    [{ waybill: "  " }, "Pass a waybill or an order_id (a cp_id only counts together with one of them)."],
    [{ waybill: "W", cp_id: "x3" }, "cp_id must be a whole number."],
  ])("rejects %j with %j", (query, message) => {
    expect(validateRequest(TrackOrderQuerySchema, query)).toEqual({ ok: false, message });
  });

  test("blank security_key reads as absent", () => {
    const result = validateRequest(TrackOrderQuerySchema, { waybill: "W", security_key: " " });
    expect(result.ok && result.value.security_key).toBeUndefined();
  });
});

describe("track-order response", () => {
  test("a waybill lookup is a waybill-keyed entry, with defaults filled", () => {
    const body = okEnvelope({
      W1: {
        latest_status: scan,
        scans: [scan],
        valid: true,
        additional: { order_detail: [{ title: "Shoes", image_url: "https://img/1.png" }] },
        config: { ship_date: "2024-05-01T00:00:00Z", form_status_codes: [7, 9], enable_rating: true },
        customer_info: { name: "Asha", phone: "9876543210", address: "12 MG Road", pincode: "411001" },
        cp_name: "Fast",
        logo_url: null,
        account_code: "FAST01",
        cp_id: 3,
        order_id: "O1",
        tracking_id: "T1",
        reference_number: "R1",
        order_type: "COD",
        security_key_valid: false,
        enable_security_check: true,
        edd: "2024-05-04",
      },
    });
    const parsed = v.parse(TrackOrderResponseSchema, body);
    const lookup = readTrackOrderResult(parsed.result);
    expect(lookup.kind).toBe("waybill");
    if (lookup.kind !== "waybill") return;
    expect(lookup.waybill).toBe("W1");
    expect(lookup.entry.logo_url).toBe("");
    expect(lookup.entry.config.enable_rms).toBe(false);
    expect(lookup.entry.config.form_status_codes).toEqual([7, 9]);
    expect(lookup.entry.additional.order_detail[0]?.quantity).toBe(1);
    expect(lookup.entry.enable_security_check).toBe(true);
    expect(lookup.entry.banners).toEqual([]);
  });

  test("an order lookup lists shipments, a shipment without waybill included", () => {
    const result = v.parse(TrackOrderResultSchema, {
      shipments: [
        { waybill: "W1", latest_status: scan, skus: [{ sku: "S1", title: "Shoes" }] },
        { waybill: null, latest_status: null },
      ],
      order_id: "O1",
      currency: "INR",
      total: 999,
    });
    const lookup = readTrackOrderResult(result);
    expect(lookup.kind).toBe("order");
    if (lookup.kind !== "order") return;
    expect(lookup.order.shipments).toHaveLength(2);
    expect(lookup.order.shipments[1]?.waybill).toBeNull();
    expect(lookup.order.shipments[0]?.skus[0]?.quantity).toBe(1);
  });

  test("an empty result is empty", () => {
    expect(readTrackOrderResult(v.parse(TrackOrderResultSchema, {}))).toEqual({ kind: "empty" });
  });

  test.each([
    ["a scan without a code", { W1: { latest_status: { ...scan, code: undefined } } }],
    ["a scan with a bad timestamp", { W1: { latest_status: { ...scan, timestamp: "yesterday" } } }],
    ["a fractional code", { W1: { latest_status: { ...scan, code: 6.5 } } }],
    ["shipments that are not a list", { shipments: "none" }],
  ])("rejects %s", (_name, result) => {
    expect(v.safeParse(TrackOrderResultSchema, result).success).toBe(false);
  });
});

describe("envelope", () => {
  test("ok and fail envelopes", () => {
    expect(okEnvelope({ a: 1 })).toEqual({ meta: { success: true, status: 200, message: "" }, result: { a: 1 } });
    expect(failEnvelope(400, "bad")).toEqual({ meta: { success: false, status: 400, message: "bad" }, result: null });
  });

  test("success only when meta.success is true", () => {
    expect(readEnvelope(okEnvelope({ edd_ui: null }), EddResultSchema)).toEqual({ ok: true, data: { edd_ui: null } });
    expect(readEnvelope({ meta: { success: false, status: 200, message: "Nope" }, result: { edd_ui: null } }, EddResultSchema)).toEqual({
      ok: false,
      error: { kind: "api", status: 200, message: "Nope" },
    });
  });

  test("a failure without a message still says something", () => {
    const result = readEnvelope({ meta: { success: false, status: 500 } }, EddResultSchema);
    expect(result.ok ? null : result.error.message).toBe("The request did not succeed.");
  });

  test("an empty body raises the status text", () => {
    expect(parseJsonBody({ status: 200, statusText: "OK", text: "" })).toEqual({
      ok: false,
      error: { kind: "invalid-response", status: 200, message: "OK" },
    });
    expect(parseJsonBody({ status: 200, statusText: "", text: "  " })).toEqual({
      ok: false,
      error: { kind: "invalid-response", status: 200, message: "Empty response" },
    });
  });

  test.each([
    [{ meta: { message: "From meta" } }, "Bad Request", "From meta"],
    [{ message: "From body" }, "Bad Request", "From body"],
    ["plain text reason", "Bad Request", "plain text reason"],
    ["<html>error page</html>", "Bad Request", "Bad Request"],
    [undefined, "Bad Request", "Bad Request"],
    [undefined, "", "HTTP 400"],
  ])("an HTTP error's message from %j / %j is %j", (data, statusText, message) => {
    expect(httpErrorMessage(400, statusText, data)).toBe(message);
  });
});

describe("other request schemas", () => {
  // What a shopper can get wrong is a VALIDATION_MESSAGE key and its field, so the server
  // answers in the request's language (apps/server/src/http/request-message.ts).

  test("tracking-feed needs a tracking_id", () => {
    expect(validateRequest(TrackingFeedQuerySchema, {})).toEqual({ ok: false, message: "tracking_id is required." });
    expect(validateRequest(TrackingFeedQuerySchema, { tracking_id: "T" }).ok).toBe(true);
  });

  test.each([
    [
      { issue_id: 1, preferred_date: "2024-13-01" },
      { field: "preferred_date", key: "date" },
    ],
    // Phone and postal code formats are the shopper's country's: the form rules check them
    // (feed-form/validate-feed-form with the country), not this shape.
    [{ issue_id: 6, drop_pincode: 4110 }, "drop_pincode: Invalid type: Expected string but received 4110"],
    [
      { issue_id: 6, address: "short" },
      { field: "address", key: "address-length" },
    ],
    [
      { issue_id: 6, address: "x".repeat(601) },
      { field: "address", key: "address-length" },
    ],
    [{ issue_id: "1" }, "issue_id must be a number."],
    [{ issue_id: 2, answer: "maybe" }, "answer must be accept or reject."],
  ])("the feed body %j is refused: %j", (body, message) => {
    expect(validateRequest(TrackingFeedBodySchema, body)).toEqual({ ok: false, message });
  });

  test("a complete feed body passes", () => {
    const body = {
      issue_id: 6,
      address: "12 MG Road, Pune",
      drop_pincode: "411001",
      landmark: "Near the park",
      preferred_date: "2024-05-03",
      answer: "accept",
    };
    expect(validateRequest(TrackingFeedBodySchema, body).ok).toBe(true);
  });

  test.each([
    [{ courier_rating: 11 }, "courier_rating must be between 0 and 10."],
    [{ courier_rating: -1 }, "courier_rating must be between 0 and 10."],
    [{}, "courier_rating is required."],
    [{ courier_rating: "5" }, { field: "courier_rating", key: "rating" }],
  ])("rating body %j is refused", (body, message) => {
    expect(validateRequest(CourierRatingBodySchema, body)).toEqual({ ok: false, message });
  });

  test("pincode serviceability needs a pickup pincode and the shipment id", () => {
    expect(validateRequest(PincodeServiceabilityQuerySchema, { pickup_pincode: "411001" })).toEqual({
      ok: false,
      message: "shipment_uuid is required.",
    });
    // 4 to 6 digits pass the shape (US ZIP codes, Indian pincodes); the brand's country decides on the server.
    expect(validateRequest(PincodeServiceabilityQuerySchema, { shipment_uuid: "S", pickup_pincode: "411" })).toEqual({
      ok: false,
      message: { field: "pickup_pincode", key: "pincode" },
    });
    expect(validateRequest(PincodeServiceabilityQuerySchema, { shipment_uuid: "S", pickup_pincode: "411001" }).ok).toBe(true);
  });

  test("return-info needs a domain and an order identifier", () => {
    expect(validateRequest(ReturnOrderQuerySchema, { awbs: "A" })).toEqual({ ok: false, message: "domain is required." });
    expect(validateRequest(ReturnOrderQuerySchema, { domain: "acme" })).toEqual({
      ok: false,
      message: "Pass awbs, a waybill, an order_id, a reference_number or login=1.",
    });
    expect(validateRequest(ReturnOrderQuerySchema, { domain: "acme", reference_number: "R", phone_number: "9876543210" }).ok).toBe(true);
  });

  test("a return request needs items and a valid pickup", () => {
    const base = {
      domain: "acme",
      items: [{ item_id: 1, quantity: 1, reason_id: 2 }],
      pickup: { type: "pickup", address: { address: "12 MG Road", pincode: "411001" }, date: "2024-05-05" },
      refund: { mode: "bank-account", bank_detail: { name: "A", accountNumber: "1", ifsccode: "HDFC0001234", bankName: "HDFC", branchName: "Pune" } },
    };
    expect(validateRequest(ReturnRequestBodySchema, base).ok).toBe(true);
    expect(validateRequest(ReturnRequestBodySchema, { ...base, pickup: { type: "self-ship" } }).ok).toBe(true);
    expect(validateRequest(ReturnRequestBodySchema, { ...base, items: [] })).toEqual({
      ok: false,
      message: "items: Choose at least one item to return.",
    });
    expect(validateRequest(ReturnRequestBodySchema, { ...base, refund: { mode: "cash" } })).toEqual({
      ok: false,
      message: { field: "refund.mode", key: "option" },
    });
  });
});

describe("other responses", () => {
  test("return order fills defaults", () => {
    const order = v.parse(ReturnOrderSchema, {
      item_info: [{ id: 1, price: 500, eligible_quantity_can_be_return: 2 }],
    });
    expect(order.item_info[0]).toMatchObject({ id: 1, quantity: 1, store_credits_used: 0, final_amount_paid: 0 });
    expect(order.currency_code).toBe("INR");
    expect(order.previous_returns).toEqual([]);
  });

  test("login answers keep unknown fields", () => {
    expect(v.parse(LoginResponseSchema, { sub_token: "S", a: "1" })).toEqual({ sub_token: "S", a: "1" });
    expect(v.safeParse(LoginResponseSchema, { sub_token: "" }).success).toBe(false);
  });

  test("the ops feed reads issue_config and its bucket code", () => {
    const parsed = v.parse(OpsFeedResultSchema, {
      feed: { issue_config: { bucket_name: "Address", bucket_id: 2, issue_id: 6, issue_name: "Address not found", raw_issue_desc: "ADDR", npr_bucket: 4 } },
    });
    expect(parsed.feed?.issue_config?.npr_bucket).toBe(4);
  });

  test("stored file URL joins the form URL and key", () => {
    expect(storedFileUrl({ url: "https://s3/b/", fields: { key: "x/y z.png" } })).toBe("https://s3/b/x/y%20z.png");
    expect(storedFileUrl({ url: "https://s3/b", fields: {} })).toBe("https://s3/b");
  });
});

describe("endpoint table (product rules §7)", () => {
  test.each<[ApiCallName, string, string, string]>([
    ["trackOrder", "GET", "tracking", "/api/v1/track-order"],
    ["edd", "GET", "tracking", "/api/v1/edd"],
    ["getTrackingFeed", "GET", "tracking", "/api/v1/tracking-feed"],
    ["createTrackingFeed", "POST", "tracking", "/api/v1/tracking-feed"],
    ["updateTrackingFeed", "PUT", "tracking", "/api/v1/tracking-feed"],
    ["opsFeed", "GET", "ops", "/api/v1/tracking-ops-feed"],
    ["getCourierRating", "GET", "tracking", "/api/v1/courier-rating"],
    ["saveCourierRating", "POST", "tracking", "/api/v1/courier-rating"],
    ["surveyShortlink", "GET", "tracking", "/api/v1/survey-shortlink"],
    ["getPickupFeed", "GET", "tracking", "/api/v1/npr/tracking-feed"],
    ["createPickupFeed", "POST", "tracking", "/api/v1/npr/tracking-feed"],
    ["updatePickupFeed", "PUT", "tracking", "/api/v1/npr/tracking-feed"],
    ["pickupOpsFeed", "GET", "ops", "/api/v1/npr/tracking-ops-feed"],
    ["placeSearch", "GET", "tracking", "/api/v1/place-search"],
    ["pincodeCheck", "POST", "tracking", "/api/v1/pincode"],
    ["returnOrder", "GET", "ops", "/api/v1/return-info"],
    ["returnLogin", "POST", "ops", "/api/v1/return-login"],
    ["returnReasons", "GET", "ops", "/api/v1/return-reasons"],
    ["returnRequest", "POST", "ops", "/api/v1/return-request"],
    ["ifscLookup", "GET", "ops", "/api/v1/ifsc-lookup"],
    ["returnStatus", "GET", "ops", "/api/v1/return-status"],
    ["pincodeServiceability", "GET", "ops", "/api/v1/pincode-serviceability"],
    ["uploadUrl", "GET", "ops", "/api/v1/file-upload"],
    ["variants", "GET", "ops", "/api/v1/fetch-variants"],
    ["theme", "GET", "tracking", "/api/v1/theme"],
    ["updateTheme", "POST", "ops", "/api/v1/update-theme"],
    ["adminLogin", "POST", "ops", "/api/v1/login"],
    ["getContactUpdate", "GET", "tracking", "/api/v1/contact-update"],
    ["saveContactUpdate", "POST", "tracking", "/api/v1/contact-update"],
    ["notificationOptIn", "POST", "tracking", "/api/v1/notification-opt-in"],
    ["shippingLabel", "GET", "tracking", "/api/v1/shipping-label"],
    ["adminTokenAuth", "POST", "ops", "/api/v1/token-auth"],
    ["adminLogout", "POST", "ops", "/api/v1/logout"],
    ["ingest", "POST", "ops", "/api/v1/ingest"],
    ["brandMenu", "GET", "tracking", "/api/v1/brand-menu"],
    ["analyticsEvent", "POST", "tracking", "/api/v1/analytics"],
  ])("%s is %s on the %s host at %s", (call, method, host, path) => {
    expect(API_ENDPOINTS[call].method).toBe(method);
    expect(API_ENDPOINTS[call].host).toBe(host);
    expect(apiPath(call)).toBe(path);
  });

  test("the table has exactly those calls", () => {
    expect(Object.keys(API_ENDPOINTS)).toHaveLength(36);
  });
});

describe("place search suggestions", () => {
  test("replaced only when predictions are non-empty", async () => {
    const { nextSuggestions } = await import("./place-search.ts");
    const a = [{ description: "MG Road", place_id: "1" }];
    const b = [{ description: "FC Road", place_id: "2" }];
    expect(nextSuggestions(a, b)).toBe(b);
    expect(nextSuggestions(a, [])).toBe(a);
  });
});

describe("the status page's return-status query", () => {
  test("return_id or waybill (with the security key as key), blank values absent", () => {
    expect(returnStatusQueryOf(new URLSearchParams("return_id=RET-1&item_info_id=7"), "demo")).toEqual({
      domain: "demo",
      return_id: "RET-1",
      waybill: undefined,
      key: undefined,
      item_info_id: "7",
    });
    expect(returnStatusQueryOf(new URLSearchParams("waybill=W1&security_key=K"), "demo")).toEqual({
      domain: "demo",
      return_id: undefined,
      waybill: "W1",
      key: "K",
      item_info_id: undefined,
    });
    expect(returnStatusQueryOf(new URLSearchParams("return_id=%20&security_key=K"), "demo")).toBeUndefined();
  });
});
