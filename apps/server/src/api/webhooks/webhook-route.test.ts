import { readFileSync } from "node:fs";
import { WEBHOOK_AUTH, type WebhookProvider } from "@portal/core/webhooks";
import { describe, expect, test } from "vitest";
import { findShipmentByWaybill } from "@portal/db/repositories/shipments";
import { findShipmentSource } from "@portal/db/repositories/ndr-pushes";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { useAppTestServer } from "../../testing/http-test-server.ts";
import { ACME_WEBHOOK_SECRET, insertWebhookFixtures } from "../../testing/webhook-fixtures.ts";
import { ACME_HOST, NOW, ZULU_HOST, testEnv } from "../../testing/admin-test-fixtures.ts";
import { INPUT_MESSAGE } from "@portal/core/messages";
import { englishTextOf } from "@portal/i18n/english";
import { signWebhook } from "./webhook-auth.ts";
import { postUnfinishedBody } from "../../testing/unfinished-body.ts";
import { WEBHOOK_BODY_LIMIT_BYTES } from "./webhook-route.ts";

// Each aggregator's documented payload (fixtures/, sources in fixtures/SOURCES.md), sent as
// that service sends it, signed with acme's secret, then read back on acme's tracking page.

const SECRET = ACME_WEBHOOK_SECRET;
const fixture = (provider: WebhookProvider) => readFileSync(new URL(`./fixtures/${provider}.json`, import.meta.url), "utf8");

const EXPECTED = {
  clickpost: { waybill: "CPWB10001", text: "Consignee address not found", scannedAt: "2026-11-21T08:35:00.000Z", code: 9, reason: 6, unmapped: 0 },
  shiprocket: { waybill: "19041424751540", text: "In Transit - Added to bag", scannedAt: "2026-11-20T03:10:00.000Z", code: 5, reason: null, unmapped: 1 },
  aftership: { waybill: "AS1Z999AA10123456784", text: "Consignee not available", scannedAt: "2026-11-21T08:35:00.000Z", code: 9, reason: 1, unmapped: 1 },
  easypost: { waybill: "EZ4000000004", text: "Delivered, In/At Mailbox", scannedAt: "2026-11-21T17:45:00.000Z", code: 8, reason: null, unmapped: 0 },
} as const satisfies Record<WebhookProvider, unknown>;

describe.each(testDatabases)("POST /api/v1/webhooks/{provider} on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertWebhookFixtures });
  const server = useAppTestServer(target, database, () => ({ env: testEnv(), now: () => NOW }));

  const send = (host: string, provider: string, body: string | Uint8Array, headers: Record<string, string>) =>
    server.fetch(host, `/api/v1/webhooks/${provider}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

  test.each(Object.keys(EXPECTED) as WebhookProvider[])("%s: the documented payload lands on the brand's page in one request", async (provider) => {
    const body = fixture(provider);
    const expected = EXPECTED[provider];
    const response = await send(ACME_HOST, provider, body, signWebhook(provider, SECRET, body));
    expect(response.status).toBe(200);
    expect((await response.json()).result).toMatchObject({ shipments_created: 1, rejected: 0, unmapped_statuses: expected.unmapped });

    const detail = await findShipmentByWaybill(database.db, "b-acme", expected.waybill);
    const scan = detail?.scans.find((s) => s.description === expected.text);
    expect(scan).toMatchObject({ code: expected.code, scannedAt: expected.scannedAt, reasonCode: expected.reason });
    expect(detail?.scans.filter((s) => s.code === 0)).toHaveLength(expected.unmapped);
    // The shipment's NDR answers go back to the aggregator that reports it (docs/notifications.md, "NDR loop").
    expect(await findShipmentSource(database.db, detail?.shipment.id ?? "")).toBe(provider);

    const page = await server.fetch(ACME_HOST, `/en/tracking?waybill=${expected.waybill}`);
    expect(await page.text()).toContain(expected.text);
    // Sent again: idempotent.
    const again = await send(ACME_HOST, provider, body, signWebhook(provider, SECRET, body));
    expect((await again.json()).result).toMatchObject({ shipments_unchanged: 1, scans_added: 0 });
  });

  test.each(Object.keys(EXPECTED) as WebhookProvider[])("%s: refused without the brand's signature, or on another brand's host", async (provider) => {
    const body = fixture(provider);
    expect((await send(ACME_HOST, provider, body, {})).status).toBe(401);
    expect((await send(ACME_HOST, provider, body, signWebhook(provider, "not-the-secret-at-all", body))).status).toBe(401);
    const tampered = body.replace("2026-11", "2026-12");
    expect((await send(ACME_HOST, provider, tampered, signWebhook(provider, SECRET, body))).status).toBe(
      provider === "clickpost" || provider === "shiprocket" ? 200 : 401,
    );
    expect((await send(ZULU_HOST, provider, body, signWebhook(provider, SECRET, body))).status).toBe(401);
  });

  test.each(Object.keys(EXPECTED) as WebhookProvider[])("%s: without its proof header, 401 before the body is read", async (provider) => {
    const unsigned = await postUnfinishedBody(server.port, {
      host: ACME_HOST,
      path: `/api/v1/webhooks/${provider}`,
      headers: { "content-type": "application/json" },
      waitMs: 3_000,
    });
    expect(unsigned).toMatchObject({ status: 401 });
    expect(unsigned.afterMs).toBeLessThan(2_000);
    // No secret on this brand: nothing to check a body against.
    const otherBrand = await postUnfinishedBody(server.port, {
      host: ZULU_HOST,
      path: `/api/v1/webhooks/${provider}`,
      headers: signWebhook(provider, SECRET, "{"),
      waitMs: 3_000,
    });
    expect(otherBrand.status).toBe(401);
  });

  // A token is the whole proof: a wrong one is refused from the headers too.
  test.each((Object.keys(EXPECTED) as WebhookProvider[]).filter((provider) => WEBHOOK_AUTH[provider].kind === "token"))(
    "%s: a wrong token gets 401 before the body is read",
    async (provider) => {
      const wrongToken = await postUnfinishedBody(server.port, {
        host: ACME_HOST,
        path: `/api/v1/webhooks/${provider}`,
        headers: signWebhook(provider, "not-the-secret", "{"),
        waitMs: 3_000,
      });
      expect(wrongToken.status).toBe(401);
      expect(wrongToken.afterMs).toBeLessThan(2_000);
    },
  );

  test("an unknown provider and a payload of the wrong shape are clear errors", async () => {
    expect((await send(ACME_HOST, "fedex", "{}", {})).status).toBe(404);
    const body = JSON.stringify({ event: "tracking_update", msg: {} });
    const response = await send(ACME_HOST, "aftership", body, signWebhook("aftership", SECRET, body));
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe("msg.tracking_number is required.");
  });

  test("the body is read by the HTTP layer: its limit, then the signature over the bytes as sent, then JSON without control characters", async () => {
    const answer = async (body: string | Uint8Array, headers: Record<string, string>) => {
      const response = await send(ACME_HOST, "aftership", body, headers);
      return { status: response.status, message: ((await response.json()) as { meta: { message: string } }).meta.message };
    };
    const huge = " ".repeat(WEBHOOK_BODY_LIMIT_BYTES + 1);
    expect(await answer(huge, signWebhook("aftership", SECRET, huge))).toEqual({ status: 413, message: "The webhook body is too large." });
    // Unsigned, a broken body says nothing about its content.
    expect((await answer("{not json", {})).status).toBe(401);
    expect(await answer("{not json", signWebhook("aftership", SECRET, "{not json"))).toEqual({ status: 400, message: "The body must be a JSON document." });
    // Bytes that are not UTF-8, signed as they are: authentic, then refused as not JSON.
    const latin1 = Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]);
    expect(await answer(latin1, signWebhook("aftership", SECRET, latin1))).toEqual({ status: 400, message: "The body must be a JSON document." });
    const withNul = JSON.stringify({ event: "tracking_update", msg: { tracking_number: "AS\u0000X" } });
    expect(await answer(withNul, signWebhook("aftership", SECRET, withNul))).toEqual({ status: 400, message: englishTextOf(INPUT_MESSAGE.nul) });
    // Nested 200 000 deep (about 400 KB), signed: a clear 400, never a 500 from a stack overflow.
    const deep = `{"event":"tracking_update","msg":{"tracking_number":"AS1","extra":${"[".repeat(200_000)}${"]".repeat(200_000)}}}`;
    expect(await answer(deep, signWebhook("aftership", SECRET, deep))).toEqual({ status: 400, message: englishTextOf(INPUT_MESSAGE.bodyTooDeep) });
  });
});
