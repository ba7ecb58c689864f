import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
/** The grid's failed-delivery row with e-mail and SMS ticked. */
const FAILED_DELIVERY_BY_EMAIL_AND_SMS = [
  { moment: "failed-delivery", channel: "email" },
  { moment: "failed-delivery", channel: "sms" },
] as const;

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setBrandApiKeyHash } from "@portal/db/repositories/import-api-keys";
import { saveNotificationProvider } from "@portal/db/repositories/notifications";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createApp } from "../app.ts";
import { serverKeyFor } from "../auth/purpose-key.ts";
import { loadEnv } from "../env.ts";
import { generateBrandApiKey, hashBrandApiKey } from "../import/brand-api-key.ts";
import { createLogger } from "../log/logger.ts";
import { seedDemo } from "../seed/demo-seed.ts";
import { ClientAssets } from "../ssr/client-assets.ts";
import { cookiePair } from "../testing/admin-test-fixtures.ts";
import { startTestServer, type TestServer } from "../testing/http-test-server.ts";
import { msg91Success, startProviderServer, type ProviderServer } from "../testing/provider-servers.ts";
import { startSmtpCatcher, type SmtpCatcher } from "../testing/smtp-catcher.ts";
import { emailSender } from "./channels/email.ts";
import { msg91Sender } from "./channels/msg91.ts";
import { createNotificationWorker, SWITCHED_OFF, type NotificationWorker } from "./send-worker.ts";

// The console's switches, wording and test send (issue 35 item 7) through the real outbox:
// the brand's admin saves a grid over HTTP with failed deliveries on for e-mail but off for
// SMS, and its own sentence; a failed-delivery scan then reaches the in-process SMTP server in
// those words and the local MSG91 server not at all, until SMS is ticked too. A test send goes
// through the same worker to the address typed, never to a shopper. Fixed clock.

const BASE_DOMAIN = "portal.test";
const HOST = `demo.${BASE_DOMAIN}`;
/** 10:00 in Kolkata: outside the quiet hours. */
const MORNING = new Date("2026-12-04T04:30:00Z");
const FAKE_MANIFEST = { "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } };
const JSON_HEADERS = { "content-type": "application/json", origin: `http://${HOST}` };

/** Demo shipments out for delivery whose shopper has an e-mail and a phone. */
async function outForDelivery(db: Kysely<Database>) {
  return db
    .selectFrom("shipments")
    .innerJoin("orders", "orders.id", "shipments.order_ref")
    .select(["shipments.id", "shipments.brand_id", "shipments.waybill", "orders.customer_email", "orders.order_id"])
    .where("shipments.brand_id", "=", "brand-demo")
    .where("shipments.latest_code", "=", 6)
    .where("shipments.is_reverse", "=", 0)
    .where("orders.customer_email", "is not", null)
    .where("orders.customer_phone", "is not", null)
    .orderBy("shipments.waybill")
    .execute();
}

describe.each(testDatabases)("the console's switches and test send on $label", (target) => {
  const database = useTestDatabase(target, { setup: (db) => seedDemo(db, { now: new Date("2026-12-03T10:00:00Z") }) });
  let server: TestServer;
  let smtp: SmtpCatcher;
  let msg91: ProviderServer;
  let worker: NotificationWorker;
  let apiKey = "";
  let cookie = "";

  beforeAll(async () => {
    if (target.skipReason !== undefined) return;
    const db = database.db;
    apiKey = generateBrandApiKey();
    await setBrandApiKeyHash(db, "brand-demo", hashBrandApiKey(apiKey));
    [smtp, msg91] = await Promise.all([startSmtpCatcher(), startProviderServer(msg91Success)]);
    await saveNotificationProvider(
      db,
      {
        brandId: "brand-demo",
        channel: "sms",
        provider: "msg91",
        config: { template_id: "6571f1a2d6fc05377b2a1b42", base_url: msg91.url },
        secret: JSON.stringify({ authkey: "msg91-auth-key-1" }),
      },
      { now: MORNING },
    );
    const env = loadEnv(
      { LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0", PORTAL_BASE_DOMAIN: BASE_DOMAIN, SESSION_SECRET: "console-switches-secret-1234" },
      [],
    );
    const clientDir = mkdtempSync(join(tmpdir(), "portal-client-"));
    server = await startTestServer(createApp({ db, env, assets: new ClientAssets(FAKE_MANIFEST), clientDir, log: createLogger("silent"), now: () => MORNING }));
    const port = server.port;
    worker = createNotificationWorker({
      db,
      log: createLogger("silent"),
      now: () => MORNING,
      senders: { email: emailSender({ smtpUrl: smtp.url, from: `notifications@${BASE_DOMAIN}` }), providers: { msg91: msg91Sender() } },
      linkKey: serverKeyFor(env, "notification-link"),
      originOf: (subdomain) => `http://${subdomain}.${BASE_DOMAIN}:${port}`,
    });
    const login = await server.fetch(HOST, "/api/v1/login", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify({ username: "ops-one-brand", password: "portal-demo-ops" }),
    });
    if (login.status !== 200) throw new Error(`The demo admin could not log in (${login.status}).`);
    cookie = cookiePair(login.headers.getSetCookie()[0] ?? "");
  }, 120_000);
  afterAll(async () => {
    await Promise.all([server?.close(), smtp?.close(), msg91?.close()]);
  });

  const post = async (path: string, body: unknown) => {
    const response = await server.fetch(HOST, path, { method: "POST", headers: { ...JSON_HEADERS, cookie }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { result: { message: { id: string } } } };
  };
  const saveGrid = (switches: readonly { moment: string; channel: string }[]) =>
    post("/api/v1/admin/notifications/settings?brand=demo", { switches, quiet_from: "21:00", quiet_to: "08:00", default_locale: "en" });
  const ingestFailure = (waybill: string) =>
    server.fetch(HOST, "/api/v1/ingest", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({
        version: 1,
        shipments: [
          {
            brand: "demo",
            waybill,
            scans: [
              { code: 7, status: "Failed Delivery", description: "Customer not available", location: "Pune", timestamp: MORNING.toISOString(), reason_code: 2 },
            ],
          },
        ],
      }),
    });
  const outbox = (shipmentId: string) =>
    database.db.selectFrom("notifications").select(["channel", "status"]).where("shipment_id", "=", shipmentId).orderBy("channel").execute();

  test("a moment switched off for SMS but on for e-mail sends only the e-mail, in the brand's own words", async () => {
    const [first, second] = await outForDelivery(database.db);
    // "Shipped" by SMS keeps SMS in use for the brand: only the grid's row can keep it off.
    expect(
      (
        await saveGrid([
          { moment: "failed-delivery", channel: "email" },
          { moment: "shipped", channel: "sms" },
        ])
      ).status,
    ).toBe(200);
    expect(
      (await post("/api/v1/admin/notifications/wording?brand=demo", { moment: "failed-delivery", locale: "en", text: "Missed you with order {order}!" }))
        .status,
    ).toBe(200);

    expect((await ingestFailure(first!.waybill!)).status).toBe(200);
    expect(await outbox(first!.id)).toEqual([{ channel: "email", status: "pending" }]);
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual([first!.customer_email!.toLowerCase()]);
    expect(mail!.parsed.subject).toBe(`Missed you with order ${first!.order_id}!`);
    expect(mail!.parsed.text).toContain(`Missed you with order ${first!.order_id}!`);
    expect(msg91.received).toHaveLength(0);

    // Ticked for SMS too: the next shopper's failure goes out on both.
    expect((await saveGrid(FAILED_DELIVERY_BY_EMAIL_AND_SMS)).status).toBe(200);
    expect((await ingestFailure(second!.waybill!)).status).toBe(200);
    expect(await worker.runOnce()).toBe(2);
    expect(await outbox(second!.id)).toEqual([
      { channel: "email", status: "done" },
      { channel: "sms", status: "done" },
    ]);
    expect(msg91.received).toHaveLength(1);
  });

  test("a test send goes through the outbox to the typed address, in Arabic, linking to no shipment", async () => {
    const before = smtp.mails.length;
    const queued = await post("/api/v1/admin/notifications/test?brand=demo", {
      moment: "failed-delivery",
      channel: "email",
      locale: "ar",
      address: "owner@demo-store.example",
    });
    expect(queued.status).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    const mails = await smtp.waitFor(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.envelopeTo).toEqual(["owner@demo-store.example"]);
    expect(mail.parsed.html).toContain('<html lang="ar" dir="rtl">');
    // Its action link is the brand's front page, not a signed link to someone's shipment.
    expect(/href="([^"]+)" data-link="delivery-issue"/.exec(String(mail.parsed.html))?.[1]).toBe(`http://${HOST}:${server.port}/`);
    const row = await database.db
      .selectFrom("notifications")
      .select(["status", "subject"])
      .where("id", "=", queued.body.result.message.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("done");
    expect(row.subject.startsWith("test:")).toBe(true);
  });

  test("messages queued before their moment × channel was switched off are not sent, and the log says so; a test send still goes", async () => {
    // A shipment on its way (the tests above made both shipments out for delivery fail).
    const third = await database.db
      .selectFrom("shipments")
      .innerJoin("orders", "orders.id", "shipments.order_ref")
      .select(["shipments.id", "shipments.waybill"])
      .where("shipments.brand_id", "=", "brand-demo")
      .where("shipments.latest_code", "<", 6)
      .where("shipments.is_reverse", "=", 0)
      .where("orders.customer_email", "is not", null)
      .where("orders.customer_phone", "is not", null)
      .orderBy("shipments.waybill")
      .executeTakeFirst();
    expect((await saveGrid(FAILED_DELIVERY_BY_EMAIL_AND_SMS)).status).toBe(200);
    expect((await ingestFailure(third!.waybill!)).status).toBe(200);
    expect(await outbox(third!.id)).toEqual([
      { channel: "email", status: "pending" },
      { channel: "sms", status: "pending" },
    ]);
    // The admin unticks e-mail before the worker's round: SMS still goes, the queued e-mail does not.
    expect((await saveGrid([{ moment: "failed-delivery", channel: "sms" }])).status).toBe(200);
    const mailsBefore = smtp.mails.length;
    const smsBefore = msg91.received.length;
    const testSend = await post("/api/v1/admin/notifications/test?brand=demo", {
      moment: "failed-delivery",
      channel: "email",
      locale: "en",
      address: "owner@demo-store.example",
    });
    expect(testSend.status).toBe(200);
    expect(await worker.runOnce()).toBe(2);
    expect(await outbox(third!.id)).toEqual([
      { channel: "email", status: "dead" },
      { channel: "sms", status: "done" },
    ]);
    expect(msg91.received).toHaveLength(smsBefore + 1);
    // Only the test send reached the SMTP server, to the address the admin typed.
    const mails = await smtp.waitFor(mailsBefore + 1);
    expect(mails.slice(mailsBefore).map((m) => m.envelopeTo)).toEqual([["owner@demo-store.example"]]);

    // The console's log shows the e-mail as not sent, switched off.
    const log = await server.fetch(HOST, `/api/v1/admin/notifications?brand=demo&waybill=${encodeURIComponent(third!.waybill!)}&channel=email`, {
      headers: { cookie },
    });
    expect(log.status).toBe(200);
    const { result } = (await log.json()) as { result: { messages: { state: string; last_error: string | null; sent_at: string | null }[] } };
    expect(result.messages).toEqual([expect.objectContaining({ state: "failed", last_error: SWITCHED_OFF, sent_at: null })]);
  });
});
