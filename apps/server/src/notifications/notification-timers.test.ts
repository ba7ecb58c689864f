import type { Kysely } from "kysely";
import * as v from "valibot";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { ImportDocumentSchema } from "@portal/core/import";
import { MOMENTS } from "@portal/core/notifications";
import { claimNotificationTimers, findNotificationTimer } from "@portal/db/repositories/notification-timers";
import { saveNotificationSettings } from "@portal/db/repositories/notifications";
import { saveThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { importDocument } from "../import/import-document.ts";
import { createLogger } from "../log/logger.ts";
import { startSmtpCatcher } from "../testing/smtp-catcher.ts";
import { emailSender } from "./channels/email.ts";
import { createNotificationWorker } from "./send-worker.ts";
import { enqueueShipmentNotifications, type ShipmentWrite } from "./enqueue-shipment-notifications.ts";
import { createNotificationTimerWorker } from "./timer-worker.ts";

// The time-driven moments (issue 35): "delayed past the EDD" and the NDR reminder. Shipments
// are written through enqueueShipmentNotifications, the step the import's flush runs in its
// transaction; the timer worker then fires on a fixed clock. Zones: Kolkata (an Indian
// shopper), Los Angeles (the west brand's zone, for a shopper with no country), UTC (a brand
// with no zone).

const log = createLogger("silent");
const WEST = "b-west";
const PLAIN = "b-utc";
const WRITTEN = new Date("2026-12-03T10:00:00Z");
const EVENING_UTC = new Date("2026-12-04T20:00:00Z");
/** 08:30 on the 5th in Kolkata: the 4th is over there, and the quiet hours too. */
const KOLKATA_MORNING_AFTER = new Date("2026-12-05T03:00:00Z");

interface SeedShipment {
  brand: string;
  id: string;
  country: string | null;
  code: number;
  edd?: string | null;
  eddTo?: string | null;
}

async function seedBrands(db: Kysely<Database>) {
  const at = WRITTEN.toISOString();
  for (const [id, subdomain] of [
    [WEST, "west"],
    [PLAIN, "plain"],
  ] as const) {
    await db
      .insertInto("brands")
      .values({ id, subdomain, name: `Brand ${subdomain}`, brand_package: "default", created_at: at })
      .execute();
    await saveNotificationSettings(
      db,
      id,
      { moments: [...MOMENTS], channels: ["email"], quietFrom: "21:00", quietTo: "08:00", defaultLocale: "en", ndrReminderHours: 3 },
      { now: WRITTEN },
    );
  }
  await saveThemeForBrand(db, WEST, { name: "West", config: { time_zone: "America/Los_Angeles" } }, { now: WRITTEN });
}

async function seedShipment(db: Kysely<Database>, s: SeedShipment) {
  const at = WRITTEN.toISOString();
  await db
    .insertInto("orders")
    .values({
      id: `o-${s.id}`,
      brand_id: s.brand,
      order_id: `ORD-${s.id}`,
      order_date: at,
      currency: "INR",
      total_minor: 100,
      payment_method: "PREPAID",
      customer_name: "Shopper",
      customer_phone: null,
      customer_alternate_phone: null,
      customer_email: `${s.id}@example.com`,
      customer_address: null,
      customer_city: null,
      customer_state: null,
      customer_country: s.country,
      customer_pincode: null,
      created_at: at,
    })
    .execute();
  await db
    .insertInto("shipments")
    .values({
      id: s.id,
      brand_id: s.brand,
      order_ref: `o-${s.id}`,
      waybill: `WB-${s.id}`,
      courier_id: null,
      security_key: null,
      reference_number: null,
      order_type: "PREPAID",
      ship_date: null,
      product_title: null,
      product_sku: null,
      product_image_url: null,
      edd: s.edd ?? null,
      edd_to: s.eddTo ?? null,
      edd_message_id: null,
      edd_message: null,
      failure_reason_code: null,
      latest_code: s.code,
      latest_status: "x",
      latest_description: null,
      latest_location: null,
      latest_scanned_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A new scan on a stored shipment, as the import writes it (the shipment's latest code moves). */
async function scan(db: Kysely<Database>, shipmentId: string, code: number, at: Date) {
  await db
    .insertInto("scans")
    .values({
      id: `${shipmentId}-${code}-${at.getTime()}`,
      shipment_id: shipmentId,
      code,
      status: "x",
      description: "x",
      location: "Hub",
      scanned_at: at.toISOString(),
    })
    .execute();
  await db.updateTable("shipments").set({ latest_code: code, latest_scanned_at: at.toISOString() }).where("id", "=", shipmentId).execute();
}

const write = (brandId: string, id: string, codeBefore: number | null): ShipmentWrite => ({ brandId, waybill: `WB-${id}`, codeBefore });

describe.each(testDatabases)("time-driven messages on $label", (target) => {
  const database = useTestDatabase(target);
  const closing: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });
  beforeEach(async () => {
    if (target.skipReason !== undefined) return;
    for (const table of [
      "notification_timers",
      "notifications",
      "customer_feeds",
      "scans",
      "shipments",
      "orders",
      "themes",
      "notification_settings",
      "brands",
    ] as const)
      await database.db.deleteFrom(table).execute();
    await seedBrands(database.db);
  });

  function worker(now: () => Date) {
    return createNotificationTimerWorker({ db: database.db, log, now, staleAfterMs: 60_000 });
  }
  const outbox = (shipmentId: string) =>
    database.db.selectFrom("notifications").select(["moment", "channel", "ready_at", "idempotency_key"]).where("shipment_id", "=", shipmentId).execute();

  test("a missed promised day sends one message per shipment, at the end of that day in the shopper's zone, held to the morning", async () => {
    const db = database.db;
    const shipments: SeedShipment[] = [
      { brand: WEST, id: "kolkata", country: "IN", code: 5, edd: "2026-12-04" },
      { brand: WEST, id: "los-angeles", country: null, code: 5, edd: "2026-12-04" },
      { brand: PLAIN, id: "utc", country: null, code: 5, edd: "2026-12-02", eddTo: "2026-12-04" },
      { brand: WEST, id: "delivered", country: "IN", code: 8, edd: "2026-12-01" },
      { brand: WEST, id: "no-edd", country: "IN", code: 5 },
    ];
    for (const s of shipments) await seedShipment(db, s);
    // Each write moves nothing the shopper is told of by scans (in transit stays in transit).
    const writes = shipments.map((s) => write(s.brand, s.id, s.code));
    await enqueueShipmentNotifications(db, writes, WRITTEN);
    // The same write again (a replayed webhook) sets nothing new.
    await enqueueShipmentNotifications(db, writes, WRITTEN);
    const timers = await db.selectFrom("notification_timers").select(["id", "ready_at", "status"]).orderBy("id").execute();
    expect(timers).toEqual([
      { id: "delayed:kolkata", ready_at: "2026-12-04T18:30:00.000Z", status: "pending" },
      { id: "delayed:los-angeles", ready_at: "2026-12-05T08:00:00.000Z", status: "pending" },
      { id: "delayed:utc", ready_at: "2026-12-05T00:00:00.000Z", status: "pending" },
    ]);

    // Evening UTC on the promised day: past midnight in Kolkata only.
    let clock = EVENING_UTC;
    const timersWorker = worker(() => clock);
    expect(await timersWorker.runOnce()).toBe(1);
    // 01:30 in Kolkata, inside the quiet hours: the timer waits for 08:00 there, then looks again.
    expect(await outbox("kolkata")).toEqual([]);
    expect(await findNotificationTimer(db, "delayed:kolkata")).toMatchObject({
      status: "pending",
      outcome: "held until morning",
      readyAt: "2026-12-05T02:30:00.000Z",
    });
    expect(await timersWorker.runOnce()).toBe(0);
    // 08:00 in Kolkata (and 02:30 in UTC, where the window just ended: quiet, held to 08:00 UTC).
    clock = new Date("2026-12-05T02:30:00Z");
    expect(await timersWorker.runOnce()).toBe(2);
    expect(await findNotificationTimer(db, "delayed:utc")).toMatchObject({ status: "pending", readyAt: "2026-12-05T08:00:00.000Z" });
    expect(await outbox("kolkata")).toEqual([
      { moment: "delayed", channel: "email", ready_at: "2026-12-05T02:30:00.000Z", idempotency_key: "kolkata:delayed:email" },
    ]);
    expect(await findNotificationTimer(db, "delayed:kolkata")).toMatchObject({ status: "done", outcome: "queued" });
    expect(await timersWorker.runOnce()).toBe(0);

    // The courier promises the Los Angeles parcel for the 6th: its waiting timer moves.
    await db.updateTable("shipments").set({ edd: "2026-12-06" }).where("id", "=", "los-angeles").execute();
    await enqueueShipmentNotifications(db, [write(WEST, "los-angeles", 5)], new Date("2026-12-04T21:00:00Z"));
    expect((await findNotificationTimer(db, "delayed:los-angeles"))?.readyAt).toBe("2026-12-07T08:00:00.000Z");
    // The UTC parcel is delivered before its window ends: its timer fires into nothing.
    await scan(db, "utc", 8, new Date("2026-12-04T22:00:00Z"));
    clock = new Date("2026-12-05T09:00:00Z");
    expect(await timersWorker.runOnce()).toBe(1);
    expect(await outbox("utc")).toEqual([]);
    expect(await findNotificationTimer(db, "delayed:utc")).toMatchObject({ status: "done", outcome: "delivered" });

    // 01:00 on the 7th in Los Angeles: late, and quiet there until 08:00 PST.
    clock = new Date("2026-12-07T09:00:00Z");
    expect(await timersWorker.runOnce()).toBe(1);
    expect(await outbox("los-angeles")).toEqual([]);
    clock = new Date("2026-12-07T16:00:00Z");
    expect(await timersWorker.runOnce()).toBe(1);
    expect(await outbox("los-angeles")).toEqual([
      { moment: "delayed", channel: "email", ready_at: "2026-12-07T16:00:00.000Z", idempotency_key: "los-angeles:delayed:email" },
    ]);
    // Once per shipment: a later write with an even later EDD schedules no second message.
    await db.updateTable("shipments").set({ edd: "2026-12-08" }).where("id", "=", "los-angeles").execute();
    await enqueueShipmentNotifications(db, [write(WEST, "los-angeles", 5)], clock);
    expect(await findNotificationTimer(db, "delayed:los-angeles")).toMatchObject({ status: "done" });
    clock = new Date("2026-12-10T09:00:00Z");
    expect(await timersWorker.runOnce()).toBe(0);
    expect(await db.selectFrom("notifications").select("shipment_id").orderBy("shipment_id").execute()).toEqual([
      { shipment_id: "kolkata" },
      { shipment_id: "los-angeles" },
    ]);
  });

  test("the import sets and moves a shipment's timer in its own write", async () => {
    const db = database.db;
    const document = (eddTo: string) =>
      v.parse(ImportDocumentSchema, {
        version: 1,
        shipments: [
          { brand: "west", waybill: "IMPORTED-1", edd_to: eddTo, latest_status: { code: 5, status: "In Transit", timestamp: "2026-12-03T10:00:00Z" } },
        ],
      });
    await importDocument(db, document("2026-12-04"), { now: WRITTEN });
    const shipment = await db.selectFrom("shipments").select("id").where("waybill", "=", "IMPORTED-1").executeTakeFirstOrThrow();
    // No country on the order: the west brand's zone, Los Angeles.
    expect(await findNotificationTimer(db, `delayed:${shipment.id}`)).toMatchObject({ readyAt: "2026-12-05T08:00:00.000Z", status: "pending" });
    await importDocument(db, document("2026-12-05"), { now: new Date("2026-12-04T10:00:00Z") });
    expect(await findNotificationTimer(db, `delayed:${shipment.id}`)).toMatchObject({ readyAt: "2026-12-06T08:00:00.000Z", status: "pending" });
  });

  test("a worker killed mid-batch: its timers are retaken once stale and send once", async () => {
    const db = database.db;
    await seedShipment(db, { brand: WEST, id: "kolkata", country: "IN", code: 5, edd: "2026-12-04" });
    await enqueueShipmentNotifications(db, [write(WEST, "kolkata", 4)], WRITTEN);
    // A worker claims the due timer and dies (kill -9) before settling it.
    const claimed = await claimNotificationTimers(db, { token: "dead-worker", now: KOLKATA_MORNING_AFTER, staleBefore: new Date(0), limit: 10 });
    expect(claimed.map((t) => t.id)).toEqual(["delayed:kolkata"]);
    let clock = new Date(KOLKATA_MORNING_AFTER.getTime() + 30_000);
    const survivor = worker(() => clock);
    expect(await survivor.runOnce()).toBe(0);
    clock = new Date(KOLKATA_MORNING_AFTER.getTime() + 61_000);
    expect(await survivor.runOnce()).toBe(1);
    // Fired a second time by hand (as if the first settle was lost): the outbox key holds.
    await db.updateTable("notification_timers").set({ status: "pending" }).execute();
    expect(await survivor.runOnce()).toBe(1);
    expect(await outbox("kolkata")).toHaveLength(1);
  });

  test("an unanswered failed delivery gets one reminder after the brand's delay; an answer or the next attempt stops it", async () => {
    const db = database.db;
    const failedAt = new Date("2026-12-04T05:00:00Z");
    await db.updateTable("notification_settings").set({ default_locale: "hi" }).where("brand_id", "=", WEST).execute();
    for (const id of ["silent", "answered", "reattempted"]) {
      await seedShipment(db, { brand: WEST, id, country: "IN", code: 6 });
      await scan(db, id, 7, failedAt);
    }
    await enqueueShipmentNotifications(
      db,
      ["silent", "answered", "reattempted"].map((id) => write(WEST, id, 6)),
      failedAt,
    );
    expect(await findNotificationTimer(db, "ndr-reminder:silent:1")).toMatchObject({ readyAt: "2026-12-04T08:00:00.000Z", status: "pending" });
    // The second shopper answers the form; the third shipment's courier is out again.
    await db
      .insertInto("customer_feeds")
      .values({
        id: "f-1",
        brand_id: WEST,
        shipment_id: "answered",
        issue_id: 2,
        answer: "reattempt",
        created_at: "2026-12-04T06:00:00.000Z",
        updated_at: "2026-12-04T06:00:00.000Z",
      })
      .execute();
    await scan(db, "reattempted", 6, new Date("2026-12-04T07:00:00Z"));

    let clock = new Date("2026-12-04T07:59:00Z");
    const timersWorker = worker(() => clock);
    expect(await timersWorker.runOnce()).toBe(0);
    clock = new Date("2026-12-04T08:00:00Z");
    expect(await timersWorker.runOnce()).toBe(3);
    expect(await outbox("silent")).toContainEqual({
      moment: "ndr-reminder",
      channel: "email",
      ready_at: "2026-12-04T08:00:00.000Z",
      idempotency_key: "silent:ndr-reminder:1:email",
    });
    expect((await outbox("answered")).map((m) => m.moment)).toEqual(["failed-delivery"]);
    expect((await outbox("reattempted")).map((m) => m.moment)).toEqual(["failed-delivery"]);
    expect(await findNotificationTimer(db, "ndr-reminder:answered:1")).toMatchObject({ outcome: "answered" });
    expect(await findNotificationTimer(db, "ndr-reminder:reattempted:1")).toMatchObject({ outcome: "next attempt made" });
    expect(await timersWorker.runOnce()).toBe(0);

    // The reminder goes out like any message: in the brand's language (Hindi here), linking to the form.
    await db.deleteFrom("notifications").where("moment", "!=", "ndr-reminder").execute();
    const smtp = await startSmtpCatcher();
    closing.push(smtp.close);
    const sender = createNotificationWorker({
      db,
      log,
      now: () => clock,
      senders: { email: emailSender({ smtpUrl: smtp.url, from: "notifications@portal.test" }), providers: {} },
      linkKey: Buffer.alloc(32, 3),
      originOf: (subdomain) => `https://${subdomain}.portal.test`,
    });
    expect(await sender.runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual(["silent@example.com"]);
    expect(mail!.parsed.subject).toBe("याद दिला दें: आपका ऑर्डर ORD-silent आपके जवाब का इंतज़ार कर रहा है। बताइए कि दोबारा डिलीवरी की कोशिश कब करें।");
    expect(String(mail!.parsed.html)).toContain('data-link="delivery-issue"');
  });
});
