import { request } from "node:http";
import { describe, expect, test } from "vitest";
import { portalPort } from "../e2e/portal-http.ts";

// Issue 32 items 4 and 5 against the built server: cross-site and same-site (sibling brand)
// writes are refused, and an Idempotency-Key is its caller's, for one request.

interface Answer {
  status: number;
  replayed: string | undefined;
  body: string;
}

function post(brand: string, path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port: portalPort(), path, method: "POST", headers: { host: `${brand}.localhost:${portalPort()}`, ...headers } },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, replayed: incoming.headers["idempotent-replayed"] as string | undefined, body: text }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const WRITES = ["/api/v1/return-request", "/api/v1/return-login", "/api/v1/contact-update?tracking_id=DEMO-DLV-001"] as const;
const LOGGED_IN = "sub_token=a.b.c; reference_number=REF-1";

describe("writes from other sites", () => {
  test.each(WRITES)("%s: a foreign Origin with text/plain and the shopper's cookie gets 403", async (path) => {
    expect((await post("demo", path, "{}", { origin: "http://evil.example", "content-type": "text/plain", cookie: LOGGED_IN })).status).toBe(403);
  });

  test.each(WRITES)("%s: a sibling brand's page (same site) gets 403, JSON or not", async (path) => {
    expect(
      (await post("demo", path, "{}", { origin: `http://kestrel.localhost:${portalPort()}`, "content-type": "application/json", cookie: LOGGED_IN })).status,
    ).toBe(403);
    expect((await post("demo", path, "{}", { "sec-fetch-site": "same-site", "content-type": "text/plain", cookie: LOGGED_IN })).status).toBe(403);
  });

  test.each(WRITES)("%s: the brand's own origin reaches the call (JSON), or is told to send JSON (415)", async (path) => {
    const own = `http://demo.localhost:${portalPort()}`;
    expect((await post("demo", path, "{}", { origin: own, "content-type": "text/plain" })).status).toBe(415);
    expect([403, 415]).not.toContain((await post("demo", path, "{}", { origin: own, "content-type": "application/json" })).status);
  });
});

describe("Idempotency-Key bound to its caller and request", () => {
  const key = `security-${Date.now()}`;
  const login = (body: object, cookie?: string) =>
    post("demo", "/api/v1/return-login", JSON.stringify(body), { "content-type": "application/json", "idempotency-key": key, ...(cookie ? { cookie } : {}) });
  const victimsBody = { domain: "demo", reference_number: "REF-NOT-A-REAL-ORDER", email: "victim@example.com" };

  test("another caller gets nothing of the first answer; the same caller with another body gets 422", async () => {
    const first = await login(victimsBody, "sub_token=victims-session");
    expect(first.status).toBeLessThan(500);
    // A stranger (no cookie, or another session) with `{}` under the victim's key: its own answer.
    for (const cookie of [undefined, "sub_token=strangers-session"]) {
      const stranger = await login({}, cookie);
      expect(stranger.replayed).toBeUndefined();
      expect(stranger.body).not.toBe(first.body);
      expect(stranger.status).toBe(400);
    }
    expect((await login({ ...victimsBody, email: "other@example.com" }, "sub_token=victims-session")).status).toBe(422);
    const retry = await login(victimsBody, "sub_token=victims-session");
    expect([retry.status, retry.body, retry.replayed]).toEqual([first.status, first.body, "true"]);
  });
});
