import { request } from "node:http";
import { createDatabase } from "@portal/db/connection";
import { DIRECTION_BY_LOCALE, LOCALES, PREFIX_BY_LOCALE } from "@portal/core/locale";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// Issue 32 item 2 against the built server with the limiter on (120 a minute) behind a trusted
// proxy: strangers spending a waybill's per-target count, 240 keyless or wrong-key requests
// from 30 addresses on the page and as many on the API, do not stop the shopper holding the
// shipment's key; the strangers get a branded 429 page in the page's language saying when to retry.

let server: OwnServer;
let waybill = "";
let key = "";
/** A kestrel return's pickup waybill and that pickup's key (return-status's target and credential). */
let pickupWaybill = "";
let pickupKey = "";

beforeAll(async () => {
  server = await startOwnServer({ RATE_LIMIT_PER_MINUTE: "120", TRUST_PROXY: "true" });
  const database = createDatabase({ sqliteFile: server.sqliteFile });
  try {
    const row = await database.db
      .selectFrom("shipments")
      .innerJoin("brands", "brands.id", "shipments.brand_id")
      .where("brands.subdomain", "=", "kestrel")
      .where("shipments.security_key", "is not", null)
      .where("shipments.waybill", "is not", null)
      .select(["shipments.waybill", "shipments.security_key"])
      .orderBy("shipments.waybill")
      .executeTakeFirstOrThrow();
    waybill = row.waybill ?? "";
    key = row.security_key ?? "";
    const pickup = await database.db
      .selectFrom("return_requests")
      .innerJoin("brands", "brands.id", "return_requests.brand_id")
      .innerJoin("shipments", (join) =>
        join.onRef("shipments.id", "=", "return_requests.reverse_shipment_ref").onRef("shipments.brand_id", "=", "return_requests.brand_id"),
      )
      .where("brands.subdomain", "=", "kestrel")
      .where("return_requests.awb", "is not", null)
      .where("shipments.security_key", "is not", null)
      .select(["return_requests.awb", "shipments.security_key"])
      .orderBy("return_requests.awb")
      .executeTakeFirstOrThrow();
    pickupWaybill = pickup.awb ?? "";
    pickupKey = pickup.security_key ?? "";
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(path: string, address: string, method: "GET" | "HEAD" = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port: server.port, path, method, headers: { host: `kestrel.localhost:${server.port}`, "x-forwarded-for": address } },
      (incoming) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (body += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const stranger = (i: number) => `198.51.100.${1 + (i % 30)}`;

describe("strangers spending a waybill's count", () => {
  test("240 keyless requests from 30 addresses, on the page and the API, do not stop the key holder", async () => {
    const page = (i: number) => `/en/tracking?waybill=${waybill}${i % 2 ? `&security_key=guess-${i}` : ""}`;
    const api = (i: number) => `/api/v1/track-order?waybill=${waybill}${i % 2 ? `&security_key=guess-${i}` : ""}`;
    const statuses: number[] = [];
    for (let i = 0; i < 240; i += 10) {
      const batch = Array.from({ length: 10 }, (_, j) => i + j);
      statuses.push(
        ...(await Promise.all(batch.flatMap((n) => [get(page(n), stranger(n), n % 3 ? "GET" : "HEAD"), get(api(n), stranger(n))]))).map((a) => a.status),
      );
    }
    // The strangers did spend the waybill's count: past 120 on each, they were refused.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2 * (240 - 120));
    expect(statuses.filter((s) => s !== 429 && s !== 200 && s !== 400 && s !== 404)).toEqual([]);

    // The shopper, from an address of their own, with the link's key: through, page and API, repeatedly.
    for (let i = 0; i < 5; i++) {
      const own = await get(`/en/tracking?waybill=${waybill}&security_key=${encodeURIComponent(key)}`, "192.0.2.10");
      expect(own.status).toBe(200);
      expect(own.body).toContain(waybill);
      const call = await get(`/api/v1/track-order?waybill=${waybill}&security_key=${encodeURIComponent(key)}`, "192.0.2.10");
      expect(call.status).toBe(200);
    }
    // A stranger is still refused, wrong key or none.
    expect((await get(`/en/tracking?waybill=${waybill}&security_key=guess`, "192.0.2.11")).status).toBe(429);
  });

  test("return-status: 240 keyless and wrong-key reads of a pickup waybill from 30 addresses do not stop its holder", async () => {
    const call = (suffix: string) => `/api/v1/return-status?domain=kestrel&waybill=${encodeURIComponent(pickupWaybill)}${suffix}`;
    const statuses: number[] = [];
    for (let i = 0; i < 240; i += 20) {
      const batch = Array.from({ length: 20 }, (_, j) => i + j);
      statuses.push(...(await Promise.all(batch.map((n) => get(call(n % 2 ? `&key=guess-${n}` : ""), stranger(n))))).map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(240 - 120);
    for (let i = 0; i < 5; i++) {
      const own = await get(call(`&key=${encodeURIComponent(pickupKey)}`), "192.0.2.20");
      expect(own.status).toBe(200);
      expect(own.body).toContain(pickupWaybill);
    }
    expect((await get(call("&key=guess"), "192.0.2.21")).status).toBe(429);
  });

  test("a refused page is the brand's, in the page's language and direction, and says when to retry", async () => {
    for (const [i, locale] of LOCALES.entries()) {
      const answer = await get(`/${PREFIX_BY_LOCALE[locale]}/tracking?waybill=${waybill}`, `192.0.2.${50 + i}`);
      expect(answer.status).toBe(429);
      const retryAfter = Number(answer.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(65);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toMatch(/default-src 'none'/);
      expect(answer.body).toContain(`<html lang="${locale}" dir="${DIRECTION_BY_LOCALE[locale]}">`);
      const title = /<h1>([^<]+)<\/h1>/.exec(answer.body)?.[1] ?? "";
      // In the page's language (the catalogs' check proves every language has its words).
      expect({ locale, english: title === "Too many requests", arabic: /[\u0600-\u06ff]/.test(title), empty: title === "" }).toEqual({
        locale,
        english: locale === "en",
        arabic: locale === "ar",
        empty: false,
      });
      expect(answer.body).toContain(`data-retry-after="${retryAfter}"`);
      expect(answer.body).toContain("Kestrel");
      // The seconds in the sentence are the header's, in the catalog's words and the language's digits (Marathi: ५७).
      const sentence = /data-retry-after="\d+">([^<]+)</.exec(answer.body)?.[1] ?? "";
      expect(sentence).toContain(new Intl.NumberFormat(locale).format(retryAfter));
      expect({ locale, english: sentence.includes("Please try again") }).toEqual({ locale, english: locale === "en" });
    }
  });
});
