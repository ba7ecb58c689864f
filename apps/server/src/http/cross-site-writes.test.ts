import { describe, expect, test } from "vitest";
import { WRITE_REFUSAL_MESSAGE } from "@portal/core/messages";
import { englishTextOf } from "@portal/i18n/english";
import { useDemoAppTestServer } from "../testing/http-test-server.ts";

// Issue 32 item 4: state-changing calls from another site's page (or a sibling brand's
// subdomain, same site but another brand) are refused before they run; text/plain is not
// JSON. Over HTTP to the whole app, as a browser would send them.

const HOST = "demo.localhost";
const OWN_ORIGIN = `http://${HOST}`;
/** The shopper's return-login cookie rides along: the refusal must not depend on it. */
const COOKIE = "sub_token=anything; reference_number=REF-1";

const WRITES = [
  ["return-request", "/api/v1/return-request", { request_type: "return" }],
  ["return-login", "/api/v1/return-login", { domain: "demo", reference_number: "REF-1", email: "a@b.example" }],
  ["contact-update", "/api/v1/contact-update?tracking_id=DEMO-X", { phone_number: "9000000001" }],
] as const;

describe("cross-site writes", () => {
  const server = useDemoAppTestServer({ seededAt: new Date() });
  const post = (path: string, headers: Record<string, string>, body: unknown) =>
    server.fetch(HOST, path, { method: "POST", headers: { cookie: COOKIE, ...headers }, body: JSON.stringify(body) });
  const message = async (response: Response) => ((await response.json()) as { meta: { message: string } }).meta.message;

  test.each(WRITES)("%s: a foreign Origin with text/plain gets 403", async (_name, path, body) => {
    const answer = await post(path, { origin: "http://evil.example", "content-type": "text/plain" }, body);
    expect(answer.status).toBe(403);
    expect(await message(answer)).toBe(englishTextOf(WRITE_REFUSAL_MESSAGE.foreignOrigin));
  });

  test.each(WRITES)("%s: a sibling brand's subdomain (same site) gets 403, JSON or not", async (_name, path, body) => {
    expect((await post(path, { origin: "http://kestrel.localhost", "content-type": "application/json" }, body)).status).toBe(403);
    expect((await post(path, { "sec-fetch-site": "same-site", "content-type": "application/json" }, body)).status).toBe(403);
    expect((await post(path, { "sec-fetch-site": "cross-site", "content-type": "text/plain" }, body)).status).toBe(403);
    expect((await post(path, { origin: "null", "content-type": "application/json" }, body)).status).toBe(403);
    expect((await post(path, { origin: "null", "sec-fetch-site": "cross-site", "content-type": "application/json" }, body)).status).toBe(403);
  });

  test.each(WRITES)("%s: the brand's own origin with text/plain gets 415", async (_name, path, body) => {
    const answer = await post(path, { origin: OWN_ORIGIN, "content-type": "text/plain;charset=UTF-8" }, body);
    expect(answer.status).toBe(415);
    expect(await message(answer)).toBe(englishTextOf(WRITE_REFUSAL_MESSAGE.unsupportedType));
  });

  test.each(WRITES)("%s: the brand's own origin with JSON reaches the call", async (_name, path, body) => {
    const browsers: Array<Record<string, string>> = [
      { origin: OWN_ORIGIN },
      { "sec-fetch-site": "same-origin" },
      // The pages' no-referrer policy makes a browser's own form post say Origin: null.
      { origin: "null", "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of browsers) {
      const answer = await post(path, { ...headers, "content-type": "application/json; charset=utf-8" }, body);
      expect([403, 415]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    }
  });

  test("server-to-server calls keep working whatever Origin says: ingest answers its own 401", async () => {
    const ingest = await post("/api/v1/ingest", { origin: "http://evil.example", "content-type": "text/plain" }, {});
    expect(ingest.status).toBe(401);
    const webhook = await post("/api/v1/webhooks/clickpost", { origin: "http://evil.example", "content-type": "application/json" }, {});
    expect(webhook.status).not.toBe(403);
  });

  test("reads are not checked", async () => {
    const answer = await server.fetch(HOST, "/api/v1/track-order?waybill=NOPE", { headers: { origin: "http://evil.example" } });
    expect(answer.status).toBe(400);
  });
});
