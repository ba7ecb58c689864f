import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setBrandApiKeyHash } from "@portal/db/repositories/import-api-keys";
import { findNotification, saveConsent, saveNotificationProvider, saveNotificationSettings } from "@portal/db/repositories/notifications";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { MOMENTS } from "@portal/core/notifications";
import { createApp } from "../app.ts";
import { serverKeyFor } from "../auth/purpose-key.ts";
import { loadEnv } from "../env.ts";
import { generateBrandApiKey, hashBrandApiKey } from "../import/brand-api-key.ts";
import { createLogger } from "../log/logger.ts";
import { seedDemo } from "../seed/demo-seed.ts";
import { ClientAssets } from "../ssr/client-assets.ts";
import { startTestServer, type TestServer } from "../testing/http-test-server.ts";
import { metaAccepted, msg91Success, startProviderServer, type ProviderServer } from "../testing/provider-servers.ts";
import { startSmtpCatcher, type SmtpCatcher } from "../testing/smtp-catcher.ts";
import { emailSender } from "./channels/email.ts";
import { metaSignature, metaWhatsAppSender } from "./channels/meta-whatsapp.ts";
import { msg91Sender } from "./channels/msg91.ts";
import { twilioSender } from "./channels/twilio.ts";
import { createNotificationWorker, type NotificationWorker } from "./send-worker.ts";

// Issue 35's "done when": a failed-delivery scan ingested over HTTP for a demo shipment
// becomes one branded e-mail in the shopper's language (a real SMTP server in-process) whose
// link opens that waybill's NDR form, and an SMS (MSG91) and a WhatsApp template (Cloud API)
// whose requests have the documented shape; the same scan again sends nothing; a scan at
// 23:00 in the shopper's zone waits for the brand's morning. Fixed clock.

const BASE_DOMAIN = "portal.test";
/** 10:00 in Kolkata: outside the quiet hours. */
const MORNING = new Date("2026-12-04T04:30:00Z");
/** 23:00 in Kolkata. */
const NIGHT = new Date("2026-12-04T17:30:00Z");
const PHONE_NUMBER_ID = "106540352242922";
const FAKE_MANIFEST = { "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } };

interface DemoShipment {
  brandId: string;
  id: string;
  waybill: string;
  securityKey: string | null;
  email: string;
  phone: string;
  orderId: string;
}

/** Demo shipments out for delivery with a shopper's e-mail and phone, in India. */
async function outForDelivery(db: Kysely<Database>): Promise<DemoShipment[]> {
  const rows = await db
    .selectFrom("shipments")
    .innerJoin("orders", "orders.id", "shipments.order_ref")
    .innerJoin("brands", "brands.id", "shipments.brand_id")
    .select([
      "shipments.id",
      "shipments.brand_id",
      "shipments.waybill",
      "shipments.security_key",
      "orders.customer_email",
      "orders.customer_phone",
      "orders.order_id",
    ])
    .where("brands.subdomain", "=", "demo")
    .where("shipments.latest_code", "=", 6)
    .where("shipments.is_reverse", "=", 0)
    .where("orders.customer_email", "is not", null)
    .where("orders.customer_phone", "is not", null)
    .orderBy("shipments.waybill")
    .execute();
  return rows.map((r) => ({
    brandId: r.brand_id,
    id: r.id,
    waybill: r.waybill!,
    securityKey: r.security_key,
    email: r.customer_email!,
    phone: r.customer_phone!,
    orderId: r.order_id,
  }));
}

const phoneDigits = (phone: string) => `91${phone.replace(/\D/g, "").slice(-10)}`;

describe.each(testDatabases)("a failed delivery tells the shopper on $label", (target) => {
  let clock = MORNING;
  let shipments: DemoShipment[] = [];
  let apiKey = "";
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await seedDemo(db, { now: new Date("2026-12-03T10:00:00Z") });
    },
  });
  let server: TestServer;
  let smtp: SmtpCatcher;
  let msg91: ProviderServer;
  let meta: ProviderServer;
  let worker: NotificationWorker;

  beforeAll(async () => {
    if (target.skipReason !== undefined) return;
    const db = database.db;
    shipments = await outForDelivery(db);
    const brandId = shipments[0]!.brandId;
    apiKey = generateBrandApiKey();
    await setBrandApiKeyHash(db, brandId, hashBrandApiKey(apiKey));
    [smtp, msg91, meta] = await Promise.all([startSmtpCatcher(), startProviderServer(msg91Success), startProviderServer(metaAccepted)]);
    await saveNotificationSettings(
      db,
      brandId,
      { moments: [...MOMENTS], channels: ["email", "sms", "whatsapp"], quietFrom: "21:00", quietTo: "08:00", defaultLocale: "en" },
      { now: clock },
    );
    await saveNotificationProvider(
      db,
      {
        brandId,
        channel: "sms",
        provider: "msg91",
        config: { template_id: "6571f1a2d6fc05377b2a1b42", base_url: msg91.url },
        secret: JSON.stringify({ authkey: "msg91-auth-key-1" }),
      },
      { now: clock },
    );
    await saveNotificationProvider(
      db,
      {
        brandId,
        channel: "whatsapp",
        provider: "meta",
        config: { phone_number_id: PHONE_NUMBER_ID, base_url: meta.url, verify_token: "verify-me" },
        secret: JSON.stringify({ access_token: "EAAG-access-token", app_secret: "meta-app-secret" }),
      },
      { now: clock },
    );
    // The first shopper opted in to WhatsApp from the tracking page, in Hindi.
    await saveConsent(db, { brandId, channel: "whatsapp", address: `+${phoneDigits(shipments[0]!.phone)}`, consent: "opted-in", locale: "hi", now: clock });
    const env = loadEnv(
      { LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0", PORTAL_BASE_DOMAIN: BASE_DOMAIN, SESSION_SECRET: "notifications-test-secret-1234" },
      [],
    );
    const clientDir = mkdtempSync(join(tmpdir(), "portal-client-"));
    server = await startTestServer(createApp({ db, env, assets: new ClientAssets(FAKE_MANIFEST), clientDir, log: createLogger("silent"), now: () => clock }));
    const port = server.port;
    worker = createNotificationWorker({
      db,
      log: createLogger("silent"),
      now: () => clock,
      senders: {
        email: emailSender({ smtpUrl: smtp.url, from: `notifications@${BASE_DOMAIN}` }),
        providers: { msg91: msg91Sender(), meta: metaWhatsAppSender(), twilio: twilioSender() },
      },
      linkKey: serverKeyFor(env, "notification-link"),
      originOf: (subdomain) => `http://${subdomain}.${BASE_DOMAIN}:${port}`,
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([server?.close(), smtp?.close(), msg91?.close(), meta?.close()]);
  });

  function ingestFailure(shipment: DemoShipment, at: Date) {
    const document = {
      version: 1,
      shipments: [
        {
          brand: "demo",
          waybill: shipment.waybill,
          scans: [{ code: 7, status: "Failed Delivery", description: "Customer not available", location: "Pune", timestamp: at.toISOString(), reason_code: 2 }],
        },
      ],
    };
    return server.fetch(`demo.${BASE_DOMAIN}`, "/api/v1/ingest", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
      body: JSON.stringify(document),
    });
  }

  /** GET on the brand's host, as the shopper's browser would send it for a link in the message. */
  async function follow(link: string): Promise<Response> {
    const url = new URL(link);
    return server.fetch(url.host, url.pathname + url.search);
  }

  async function outbox(shipmentId: string) {
    return database.db.selectFrom("notifications").selectAll().where("shipment_id", "=", shipmentId).orderBy("channel").execute();
  }

  test("one branded e-mail in the shopper's language, an SMS and a WhatsApp template; its link opens the NDR form", async () => {
    const shipment = shipments[0]!;
    const ingested = await ingestFailure(shipment, MORNING);
    expect(ingested.status).toBe(200);
    expect(await outbox(shipment.id)).toHaveLength(3);

    expect(await worker.runOnce()).toBe(3);
    const [mail] = await smtp.waitFor(1);
    expect(smtp.mails).toHaveLength(1);
    expect(mail!.envelopeTo).toEqual([shipment.email.toLowerCase()]);
    const { parsed } = mail!;
    // Hindi (the language the shopper chose), from the brand, with its link to this waybill's form.
    expect(parsed.subject).toBe(`हम आपका ऑर्डर ${shipment.orderId} डिलीवर नहीं कर सके। बताइए कि दोबारा कब कोशिश करें।`);
    expect(parsed.from?.value[0]?.name).toBeTruthy();
    expect(parsed.html).toContain('<html lang="hi" dir="ltr">');
    expect(parsed.text).toContain("डिलीवरी का नया समय चुनें");
    // RFC 8058 One-Click: both headers, the URL a signed /n/ link.
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail!.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/demo\.portal\.test:\d+\/n\/[^>]+>/m);
    const link = /href="([^"]+)" data-link="delivery-issue"/.exec(String(parsed.html))?.[1]?.replaceAll("&amp;", "&");
    expect(link).toMatch(new RegExp(`^http://demo\\.${BASE_DOMAIN.replace(".", "\\.")}:\\d+/n/`));
    // The link carries no waybill or key in the clear; the server fills them in.
    expect(link).not.toContain(shipment.waybill);

    const redirect = await follow(link!);
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get("location") ?? "";
    const expectedQuery = new URLSearchParams({ waybill: shipment.waybill, ...(shipment.securityKey ? { security_key: shipment.securityKey } : {}) });
    expect(location).toBe(`/hi/issue?${expectedQuery}`);
    const form = await server.fetch(`demo.${BASE_DOMAIN}`, location);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('data-screen="delivery-issue"');
    expect(html).toContain('<html lang="hi"');

    // MSG91 Flow API: POST /api/v5/flow, authkey header, template_id and recipients (docs.msg91.com/sms/send-sms).
    expect(msg91.received).toHaveLength(1);
    const sms = msg91.received[0]!;
    expect({ method: sms.method, path: sms.path, authkey: sms.headers.authkey, type: sms.headers["content-type"] }).toEqual({
      method: "POST",
      path: "/api/v5/flow",
      authkey: "msg91-auth-key-1",
      type: "application/json",
    });
    expect(JSON.parse(sms.body)).toEqual({
      template_id: "6571f1a2d6fc05377b2a1b42",
      short_url: "0",
      recipients: [{ mobiles: phoneDigits(shipment.phone), var1: shipment.orderId, var2: expect.stringMatching(/\/n\//) }],
    });

    // WhatsApp Cloud API: POST /{version}/{phone-number-id}/messages, Bearer token, a template in Hindi.
    expect(meta.received).toHaveLength(1);
    const whatsapp = meta.received[0]!;
    expect({ method: whatsapp.method, path: whatsapp.path, auth: whatsapp.headers.authorization }).toEqual({
      method: "POST",
      path: `/v21.0/${PHONE_NUMBER_ID}/messages`,
      auth: "Bearer EAAG-access-token",
    });
    expect(JSON.parse(whatsapp.body)).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: phoneDigits(shipment.phone),
      type: "template",
      template: {
        name: "portal_failed_delivery",
        language: { code: "hi" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: shipment.orderId },
              { type: "text", text: expect.stringMatching(/\/n\//) },
            ],
          },
        ],
      },
    });

    // Every answer is recorded; the WhatsApp receipt (a signed status webhook) lands on its row.
    const rows = await outbox(shipment.id);
    expect(rows.map((r) => [r.channel, r.status, r.provider, r.provider_message_id !== null])).toEqual([
      ["email", "done", "smtp", true],
      ["sms", "done", "msg91", true],
      ["whatsapp", "done", "meta", true],
    ]);
    const wamid = rows.find((r) => r.channel === "whatsapp")!.provider_message_id!;
    const receipt = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                statuses: [{ id: wamid, status: "delivered", timestamp: String(MORNING.getTime() / 1000 + 60), recipient_id: "x" }],
              },
            },
          ],
        },
      ],
    });
    const forged = await server.fetch(`demo.${BASE_DOMAIN}`, "/api/v1/notifications/receipts/meta", {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": metaSignature("wrong-secret", receipt) },
      body: receipt,
    });
    expect(forged.status).toBe(401);
    const signed = await server.fetch(`demo.${BASE_DOMAIN}`, "/api/v1/notifications/receipts/meta", {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": metaSignature("meta-app-secret", receipt) },
      body: receipt,
    });
    expect(signed.status).toBe(200);
    const whatsappRow = await findNotification(database.db, rows.find((r) => r.channel === "whatsapp")!.id);
    expect(whatsappRow).toMatchObject({ receiptStatus: "delivered" });

    // The same scan again: nothing new is queued or sent.
    const again = await ingestFailure(shipment, MORNING);
    expect(again.status).toBe(200);
    expect(await worker.runOnce()).toBe(0);
    expect(await outbox(shipment.id)).toHaveLength(3);
    expect([smtp.mails.length, msg91.received.length, meta.received.length]).toEqual([1, 1, 1]);
  });

  test("a scan at 23:00 in the shopper's zone is held until 08:00 there, then sent", async () => {
    const shipment = shipments[1]!;
    const mailsBefore = smtp.mails.length;
    clock = NIGHT;
    expect((await ingestFailure(shipment, NIGHT)).status).toBe(200);
    const rows = await outbox(shipment.id);
    // No WhatsApp: this shopper never opted in. English: the brand's default.
    expect(rows.map((r) => [r.channel, r.ready_at, r.locale])).toEqual([
      ["email", "2026-12-05T02:30:00.000Z", "en"],
      ["sms", "2026-12-05T02:30:00.000Z", "en"],
    ]);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.mails).toHaveLength(mailsBefore);
    clock = new Date("2026-12-05T02:30:00Z");
    expect(await worker.runOnce()).toBe(2);
    const mails = await smtp.waitFor(mailsBefore + 1);
    expect(mails.at(-1)!.parsed.subject).toBe(`We could not deliver your order ${shipment.orderId}. Tell us when to try again.`);
  });
});
