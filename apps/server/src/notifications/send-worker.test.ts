import type { Kysely } from "kysely";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { createDatabase, type DatabaseConnection } from "@portal/db/connection";
import { claimNotifications, findNotification, insertNotifications, saveConsent, saveNotificationSettings } from "@portal/db/repositories/notifications";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createLogger } from "../log/logger.ts";
import { startSmtpCatcher, type SmtpCatcher } from "../testing/smtp-catcher.ts";
import { asServerConnects, pollAsTheLoop } from "../testing/poll-as-the-loop.ts";
import { emailSender } from "./channels/email.ts";
import { NOTIFICATION_MAX_ATTEMPTS, NOTIFICATION_RETRY_SECONDS } from "./notification-retry.ts";
import { createNotificationWorker, SWITCHED_OFF } from "./send-worker.ts";

const log = createLogger("silent");
const BRAND = "b-notify";
const KEY = Buffer.alloc(32, 7);
const START = new Date("2026-12-04T06:00:00Z");

/**
 * A brand with `count` delivered shipments, each with one e-mail message due at START. The brand
 * sends "delivered" by e-mail (`settings: false` leaves it without settings): the worker reads the
 * grid again at send time, and a real brand's messages are only ever queued by a grid that sends them.
 */
async function seedOutbox(db: Kysely<Database>, count: number, { settings = true } = {}): Promise<string[]> {
  const at = START.toISOString();
  await db.insertInto("brands").values({ id: BRAND, subdomain: "notify", name: "Notify Co", brand_package: "default", created_at: at }).execute();
  if (settings)
    await saveNotificationSettings(
      db,
      BRAND,
      { moments: ["delivered"], channels: ["email"], switches: { delivered: ["email"] }, quietFrom: "00:00", quietTo: "00:00", defaultLocale: "en" },
      { now: START },
    );
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const order = `o-${i}`;
    await db
      .insertInto("orders")
      .values({
        id: order,
        brand_id: BRAND,
        order_id: `N-${1000 + i}`,
        order_date: at,
        currency: "INR",
        total_minor: 100,
        payment_method: "PREPAID",
        customer_name: "Shopper",
        customer_phone: null,
        customer_alternate_phone: null,
        customer_email: `shopper${i}@example.com`,
        customer_address: null,
        customer_city: null,
        customer_state: null,
        customer_country: "IN",
        customer_pincode: null,
        created_at: at,
      })
      .execute();
    await db
      .insertInto("shipments")
      .values({
        id: `s-${i}`,
        brand_id: BRAND,
        order_ref: order,
        waybill: `WB-${i}`,
        courier_id: null,
        security_key: null,
        reference_number: null,
        order_type: "PREPAID",
        ship_date: null,
        product_title: null,
        product_sku: null,
        product_image_url: null,
        edd: null,
        edd_message_id: null,
        edd_message: null,
        failure_reason_code: null,
        latest_code: 8,
        latest_status: "Delivered",
        latest_description: null,
        latest_location: null,
        latest_scanned_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    ids.push(`n-${String(i).padStart(3, "0")}`);
  }
  await insertNotifications(
    db,
    ids.map((id, i) => ({
      id,
      brandId: BRAND,
      idempotencyKey: `s-${i}:delivered:email`,
      shipmentId: `s-${i}`,
      moment: "delivered",
      channel: "email" as const,
      recipient: `shopper${i}@example.com`,
      locale: "en",
      readyAt: START,
      now: START,
    })),
  );
  return ids;
}

describe.each(testDatabases)("the notification worker on $label", (target) => {
  const database = useTestDatabase(target);
  let smtp: SmtpCatcher;
  const closing: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });
  beforeEach(async () => {
    if (target.skipReason !== undefined) return;
    for (const table of ["notification_consents", "notification_settings", "notifications", "scans", "shipments", "orders", "brands"] as const)
      await database.db.deleteFrom(table).execute();
    smtp = await startSmtpCatcher();
    closing.push(smtp.close);
  });

  function worker(db: Kysely<Database>, now: () => Date, batchSize = 10) {
    return createNotificationWorker({
      db,
      log,
      now,
      random: () => 0.5,
      batchSize,
      staleAfterMs: 60_000,
      senders: { email: emailSender({ smtpUrl: smtp.url, from: "notifications@portal.test" }), providers: {} },
      linkKey: KEY,
      originOf: (subdomain) => `https://${subdomain}.portal.test`,
    });
  }

  test("an SMTP server answering 421 gets the message again on the schedule; 550 gives it up at once", async () => {
    const [first, second] = await seedOutbox(database.db, 2);
    let at = START;
    const sender = worker(database.db, () => at, 1);
    smtp.refuseNext(421);
    await sender.runOnce();
    expect(await findNotification(database.db, first!)).toMatchObject({ status: "pending", attempts: 1, lastResponseStatus: 421, sentAt: null });
    const retryAt = (await findNotification(database.db, first!))!.readyAt;
    expect(new Date(retryAt).getTime() - START.getTime()).toBe(NOTIFICATION_RETRY_SECONDS[0] * 1000);
    // The second message is next in line; the SMTP server now refuses its mailbox for good.
    smtp.refuseNext(550);
    await sender.runOnce();
    expect(await findNotification(database.db, second!)).toMatchObject({ status: "dead", attempts: 1, lastResponseStatus: 550 });
    at = new Date(retryAt);
    expect(await sender.runOnce()).toBe(1);
    expect(await findNotification(database.db, first!)).toMatchObject({ status: "done", attempts: 2, lastResponseStatus: 250, lastError: null });
    expect(smtp.mails.map((m) => m.envelopeTo)).toEqual([["shopper0@example.com"]]);
  });

  test("a message failing every time is tried NOTIFICATION_MAX_ATTEMPTS times, then given up", async () => {
    const [id] = await seedOutbox(database.db, 1);
    let at = START;
    const sender = worker(database.db, () => at);
    for (let attempt = 1; attempt <= NOTIFICATION_MAX_ATTEMPTS; attempt++) {
      smtp.refuseNext(451);
      await sender.runOnce();
      const row = (await findNotification(database.db, id!))!;
      expect(row.attempts).toBe(attempt);
      at = new Date(row.readyAt);
    }
    expect(await findNotification(database.db, id!)).toMatchObject({ status: "dead", attempts: NOTIFICATION_MAX_ATTEMPTS });
  });

  test("an unsubscribe recorded after queueing stops the message; WhatsApp never goes without opt-in", async () => {
    const [id] = await seedOutbox(database.db, 1);
    await saveConsent(database.db, { brandId: BRAND, channel: "email", address: "shopper0@example.com", consent: "opted-out", now: START });
    await worker(database.db, () => START).runOnce();
    expect(await findNotification(database.db, id!)).toMatchObject({ status: "dead", lastError: "The shopper unsubscribed." });
    expect(smtp.mails).toEqual([]);
  });

  test("a message whose moment × channel is switched off after queueing is settled as switched off, not sent; a brand with no settings sends nothing", async () => {
    const [id] = await seedOutbox(database.db, 1);
    await saveNotificationSettings(
      database.db,
      BRAND,
      { moments: ["shipped"], channels: ["email"], switches: { shipped: ["email"] }, quietFrom: "00:00", quietTo: "00:00", defaultLocale: "en" },
      { now: START },
    );
    expect(await worker(database.db, () => START).runOnce()).toBe(0);
    expect(await findNotification(database.db, id!)).toMatchObject({ status: "dead", attempts: 1, lastError: SWITCHED_OFF, sentAt: null });

    await database.db.deleteFrom("notifications").execute();
    await database.db.deleteFrom("notification_settings").execute();
    await database.db.deleteFrom("shipments").execute();
    await database.db.deleteFrom("orders").execute();
    await database.db.deleteFrom("brands").execute();
    const [orphan] = await seedOutbox(database.db, 1, { settings: false });
    expect(await worker(database.db, () => START).runOnce()).toBe(0);
    expect(await findNotification(database.db, orphan!)).toMatchObject({ status: "dead", lastError: SWITCHED_OFF });
    expect(smtp.mails).toEqual([]);
  });

  test("a worker killed mid-batch (claims taken, nothing settled) loses nothing: its messages go out once the claims are stale", async () => {
    const ids = await seedOutbox(database.db, 6);
    // The dead worker took three and sent none of them (killed before the SMTP answer came).
    const dead = await claimNotifications(database.db, { token: "dead-worker", now: START, staleBefore: new Date(0), limit: 3 });
    expect(dead).toHaveLength(3);
    let at = START;
    const survivor = worker(database.db, () => at);
    expect(await survivor.runOnce()).toBe(3);
    at = new Date(START.getTime() + 61_000);
    expect(await survivor.runOnce()).toBe(3);
    expect(await survivor.runOnce()).toBe(0);
    const to = smtp.mails.map((m) => m.envelopeTo[0]).sort();
    expect(to).toEqual(ids.map((_, i) => `shopper${i}@example.com`).sort());
    const rows = await database.db.selectFrom("notifications").select(["status"]).execute();
    expect(rows.every((r) => r.status === "done")).toBe(true);
  });

  test("two workers on separate connections to one database send each message once", async () => {
    const ids = await seedOutbox(database.db, 40);
    const connections: DatabaseConnection[] = [createDatabase(asServerConnects(database.config)), createDatabase(asServerConnects(database.config))];
    closing.push(...connections.map((c) => () => c.close()));
    const workers = connections.map((c) => worker(c.db, () => START, 4));
    const done = () => smtp.mails.length >= ids.length;
    await Promise.all(
      workers.map(async (w) => {
        await pollAsTheLoop(w, done, 100);
      }),
    );
    await smtp.waitFor(ids.length);
    const to = smtp.mails.map((m) => m.envelopeTo[0]!);
    expect(to).toHaveLength(ids.length);
    expect(new Set(to).size).toBe(ids.length);
  });
});
