import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_BASE_PATH } from "@portal/core/api";
import { findConsent, insertNotifications, saveNotificationProvider, findNotification } from "@portal/db/repositories/notifications";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createNotificationLinkRoutes } from "../api/notifications/notification-link-routes.ts";
import { createNotificationWebhookRoutes } from "../api/notifications/notification-webhook-routes.ts";
import { serverKeyFor } from "../auth/purpose-key.ts";
import { loadEnv } from "../env.ts";
import { refuseCrossSiteWrites } from "../http/cross-site-writes.ts";
import { createLogger } from "../log/logger.ts";
import { startTestServer, type TestServer } from "../testing/http-test-server.ts";
import { startProviderServer, twilioCreated, type ProviderServer } from "../testing/provider-servers.ts";
import type { OutgoingMessage } from "./channels/channel-sender.ts";
import { twilioSender, twilioSignature } from "./channels/twilio.ts";
import { renderMessage } from "./render-message.ts";
import { signLink } from "./signed-link.ts";

const BRAND = "b-twilio";
const HOST = "twil.portal.test";
const NOW = new Date("2026-12-04T06:00:00Z");
const ACCOUNT_SID = "ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX";
const AUTH_TOKEN = "twilio-auth-token-1";

describe.each(testDatabases)("Twilio, receipts, STOP and unsubscribe links on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await db.insertInto("brands").values({ id: BRAND, subdomain: "twil", name: "Twil", brand_package: "default", created_at: NOW.toISOString() }).execute();
    },
  });
  const env = loadEnv({ LOG_LEVEL: "silent", PORTAL_BASE_DOMAIN: "portal.test", SESSION_SECRET: "provider-callbacks-secret-1" }, []);
  const key = serverKeyFor(env, "notification-link");
  let server: TestServer;
  let twilio: ProviderServer;

  beforeAll(async () => {
    if (target.skipReason !== undefined) return;
    twilio = await startProviderServer(twilioCreated);
    for (const channel of ["sms", "whatsapp"] as const) {
      await saveNotificationProvider(
        database.db,
        {
          brandId: BRAND,
          channel,
          provider: "twilio",
          config: { account_sid: ACCOUNT_SID, from: "+15005550006", "content_sid:shipped": "HXb5b62575e6e4ff6129ad7c8efe1f983e", base_url: twilio.url },
          secret: JSON.stringify({ auth_token: AUTH_TOKEN }),
        },
        { now: NOW },
      );
    }
    const deps = { db: database.db, env, now: () => NOW, log: createLogger("silent") };
    const app = new Hono();
    app.use("*", refuseCrossSiteWrites(env));
    const api = new Hono();
    api.route("/", createNotificationWebhookRoutes(deps));
    app.route(API_BASE_PATH, api);
    app.route("/", createNotificationLinkRoutes(deps));
    server = await startTestServer(app);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), twilio?.close()]);
  });

  const message = (channel: "sms" | "whatsapp"): OutgoingMessage => {
    const brand = { name: "Twil", logoUrl: undefined, primary: "#0a7", primaryText: "#fff" };
    return {
      idempotencyKey: `s1:shipped:${channel}`,
      channel,
      moment: "shipped",
      locale: "en",
      to: "+919845012345",
      brand,
      rendered: renderMessage({
        moment: "shipped",
        locale: "en",
        brand,
        orderId: "T-1",
        link: "https://twil.portal.test/n/abc",
        unsubscribeUrl: "https://twil.portal.test/n/def",
      }),
      unsubscribeUrl: "https://twil.portal.test/n/def",
      statusCallbackUrl: `http://${HOST}/api/v1/notifications/receipts/twilio`,
    };
  };

  test("SMS and WhatsApp go to Twilio's Messages resource with Basic auth and the documented form fields", async () => {
    const account = {
      brandId: BRAND,
      provider: "twilio",
      config: { account_sid: ACCOUNT_SID, from: "+15005550006", "content_sid:shipped": "HXb5b62575e6e4ff6129ad7c8efe1f983e", base_url: twilio.url },
      secret: JSON.stringify({ auth_token: AUTH_TOKEN }),
    };
    const sms = await twilioSender().send(message("sms"), { ...account, channel: "sms" });
    const whatsapp = await twilioSender().send(message("whatsapp"), { ...account, channel: "whatsapp" });
    expect([sms.sent, whatsapp.sent]).toEqual([true, true]);
    expect(sms.providerMessageId).toMatch(/^SM/);
    const [smsRequest, whatsappRequest] = twilio.received;
    for (const request of [smsRequest!, whatsappRequest!]) {
      expect(request.method).toBe("POST");
      expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
      expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`);
      expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    }
    expect(Object.fromEntries(new URLSearchParams(smsRequest!.body))).toEqual({
      To: "+919845012345",
      From: "+15005550006",
      Body: "Twil: Your order T-1 has shipped. Track your order: https://twil.portal.test/n/abc Reply STOP to stop these messages.",
      StatusCallback: `http://${HOST}/api/v1/notifications/receipts/twilio`,
    });
    expect(Object.fromEntries(new URLSearchParams(whatsappRequest!.body))).toEqual({
      To: "whatsapp:+919845012345",
      From: "whatsapp:+15005550006",
      ContentSid: "HXb5b62575e6e4ff6129ad7c8efe1f983e",
      ContentVariables: JSON.stringify({ 1: "T-1", 2: "https://twil.portal.test/n/abc" }),
      StatusCallback: `http://${HOST}/api/v1/notifications/receipts/twilio`,
    });
  });

  test("Twilio's signed status callback records the receipt; an unsigned one is refused", async () => {
    await insertNotifications(database.db, [
      {
        id: "n-1",
        brandId: BRAND,
        idempotencyKey: "s9:shipped:sms",
        shipmentId: "s9",
        moment: "shipped",
        channel: "sms",
        recipient: "+919845012345",
        locale: "en",
        readyAt: NOW,
        now: NOW,
      },
    ]);
    await database.db.updateTable("notifications").set({ provider: "twilio", provider_message_id: "SM0001", status: "done" }).where("id", "=", "n-1").execute();
    const form = new URLSearchParams({ MessageSid: "SM0001", MessageStatus: "delivered", AccountSid: ACCOUNT_SID });
    const post = (signature: string) =>
      server.fetch(HOST, "/api/v1/notifications/receipts/twilio", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
        body: form.toString(),
      });
    expect((await post(twilioSignature("not-the-token", `http://${HOST}/api/v1/notifications/receipts/twilio`, form))).status).toBe(401);
    const signed = await post(twilioSignature(AUTH_TOKEN, `http://${HOST}/api/v1/notifications/receipts/twilio`, form));
    expect(signed.status).toBe(200);
    expect(await findNotification(database.db, "n-1")).toMatchObject({ receiptStatus: "delivered", receiptAt: NOW.toISOString() });
  });

  test("a shopper replying STOP is unsubscribed from SMS at once", async () => {
    const form = new URLSearchParams({ From: "+919845012345", To: "+15005550006", Body: " stop ", MessageSid: "SMin1" });
    const url = `http://${HOST}/api/v1/notifications/inbound/twilio`;
    const response = await server.fetch(HOST, "/api/v1/notifications/inbound/twilio", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilioSignature(AUTH_TOKEN, url, form) },
      body: form.toString(),
    });
    expect(response.status).toBe(200);
    expect(await findConsent(database.db, BRAND, "sms", "+919845012345")).toMatchObject({ consent: "opted-out" });
  });

  test("an e-mail's One-Click unsubscribe (RFC 8058 POST) takes effect at once; GET only asks; forged and expired links do not work", async () => {
    const exp = Math.floor(NOW.getTime() / 1000) + 3600;
    const token = signLink(key, { target: "unsubscribe", brandId: BRAND, ref: "email:asha@example.com", locale: "ar", exp });
    const page = await server.fetch(HOST, `/n/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<form method="post">');
    expect(await findConsent(database.db, BRAND, "email", "asha@example.com")).toBeUndefined();

    // A mail provider's One-Click request: a form POST with no Origin, from its own servers.
    const oneClick = await server.fetch(HOST, `/n/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await findConsent(database.db, BRAND, "email", "asha@example.com")).toMatchObject({ consent: "opted-out" });

    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    expect((await server.fetch(HOST, `/n/${forged}`)).status).toBe(404);
    // Another brand's host does not open this brand's link.
    expect((await server.fetch("other.portal.test", `/n/${token}`)).status).toBe(404);
    const expired = signLink(key, { target: "tracking", brandId: BRAND, ref: "WB-1", locale: "en", exp: Math.floor(NOW.getTime() / 1000) - 1 });
    const gone = await server.fetch(HOST, `/n/${expired}`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toMatch(/expired/);
  });
});

describe("a message's e-mail", () => {
  const brand = { name: 'Lotus <"Home">', logoUrl: "https://cdn.lotus.example/logo.png", primary: "#7a1f5c", primaryText: "#ffffff" };
  test("in Arabic is right-to-left, in Arabic, escaped, branded and with a plain-text part", () => {
    const message = renderMessage({
      moment: "delivered",
      locale: "ar",
      brand,
      orderId: "L-77",
      link: "https://lotus.portal.test/n/a",
      unsubscribeUrl: "https://lotus.portal.test/n/u",
    });
    expect(message.subject).toBe("تم تسليم طلبك L-77.");
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toContain("text-align:right");
    expect(message.html).toContain('src="https://cdn.lotus.example/logo.png" alt="Lotus &lt;&quot;Home&quot;&gt;"');
    expect(message.html).toContain("background:#7a1f5c");
    expect(message.text).toContain("تتبّع طلبك: https://lotus.portal.test/n/a");
    expect(message.text).toContain("https://lotus.portal.test/n/u");
  });
  test("a colour that is not a hex colour and a logo that is not https are left out", () => {
    const message = renderMessage({
      moment: "shipped",
      locale: "en",
      brand: { ...brand, primary: "red;background:url(x)", logoUrl: "javascript:alert(1)" },
      orderId: "L-1",
      link: "https://lotus.portal.test/n/a",
      unsubscribeUrl: "https://lotus.portal.test/n/u",
    });
    expect(message.html).not.toContain("url(x)");
    expect(message.html).not.toContain("javascript:");
    expect(message.html).toContain("Lotus &lt;&quot;Home&quot;&gt;");
  });
});
