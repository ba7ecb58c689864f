import { describe, expect, test } from "vitest";
import { verifyStandardWebhook } from "../testing/verify-standard-webhook.ts";
import { newWebhookSecret, signWebhook, webhookSecretKey } from "./standard-webhooks.ts";

const AT = new Date("2026-11-21T12:00:00.000Z");
const BODY = '{"id":"evt_1","type":"rating.created","timestamp":"2026-11-21T12:00:00.000Z","data":{"score":8}}';
const headersOf = (record: Record<string, string>) => ({ get: (name: string) => record[name] });

describe("Standard Webhooks signing", () => {
  test("a receiver following the spec accepts the signature, and refuses a changed body, id or secret", () => {
    const secret = newWebhookSecret();
    const headers = signWebhook({ secret, id: "evt_1", at: AT, body: BODY });
    expect(headers["webhook-timestamp"]).toBe(String(AT.getTime() / 1000));
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verifyStandardWebhook(secret, headersOf({ ...headers }), BODY, { now: AT })).toEqual({ ok: true, id: "evt_1", timestamp: AT.getTime() / 1000 });
    expect(verifyStandardWebhook(secret, headersOf({ ...headers }), BODY.replace("8", "9"), { now: AT }).ok).toBe(false);
    expect(verifyStandardWebhook(secret, headersOf({ ...headers, "webhook-id": "evt_2" }), BODY, { now: AT }).ok).toBe(false);
    expect(verifyStandardWebhook(newWebhookSecret(), headersOf({ ...headers }), BODY, { now: AT }).ok).toBe(false);
    // An old attempt replayed later is refused on its timestamp.
    expect(verifyStandardWebhook(secret, headersOf({ ...headers }), BODY, { now: new Date(AT.getTime() + 10 * 60_000) })).toMatchObject({ ok: false });
  });

  test("the signature is HMAC-SHA256 of id.timestamp.body under the decoded key, base64 (a fixed vector)", () => {
    // Key bytes 0x00..0x1f; the expected value was computed apart, with openssl:
    //   printf %s "evt_1.1795262400.{}" | openssl dgst -sha256 -mac HMAC -macopt hexkey:000102…1f -binary | base64
    const secret = `whsec_${Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString("base64")}`;
    const headers = signWebhook({ secret, id: "evt_1", at: AT, body: "{}" });
    expect(headers["webhook-signature"]).toBe(`v1,${EXPECTED_VECTOR}`);
  });

  test("secrets are whsec_ and base64 of 24 to 64 bytes; new ones are 32 random bytes", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhookSecretKey(secret)).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(webhookSecretKey(`whsec_${Buffer.alloc(16).toString("base64")}`)).toBeUndefined();
    expect(webhookSecretKey(Buffer.alloc(32).toString("base64"))).toBeUndefined();
    expect(webhookSecretKey("whsec_not base64!")).toBeUndefined();
  });
});

const EXPECTED_VECTOR = "lzWkirbt8F5YS3Fvt6IsOS+G32DoI8b8htb5qMtdz2c=";
