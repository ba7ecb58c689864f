import { describe, expect, test } from "vitest";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import type { TrackingEntry } from "@portal/core/api";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { MOMENTS } from "@portal/core/notifications";
import { FORWARD_CODES_BY_STAGE } from "@portal/core/status";
import { findConsent, saveConsent, saveNotificationProvider, saveNotificationSettings } from "@portal/db/repositories/notifications";
import { subscriptionsOf } from "@portal/db/repositories/notification-subscriptions";
import { englishTextOf } from "@portal/i18n/english";
import { DEMO_BRAND_ID, KESTREL_BRAND_ID, NOW, securityKeyOf, seedTrackingFixtures } from "../../../testing/tracking-fixtures.ts";
import { useTrackingTestServer } from "../../../testing/tracking-test-server.ts";
import { enqueueShipmentNotifications } from "../../../notifications/enqueue-shipment-notifications.ts";

describe.each(testDatabases)("notification-opt-in on $label", (target) => {
  const database = useTestDatabase(target, { setup: seedTrackingFixtures });
  const server = useTrackingTestServer(database, { now: NOW });

  async function optIn(query: Record<string, string>, body: unknown, { subdomain = "demo", language = "en" } = {}) {
    const response = await server.call(subdomain, `/api/v1/notification-opt-in?${new URLSearchParams(query)}`, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "accept-language": language },
    });
    return { status: response.status, body: (await response.json()) as { meta: { success: boolean; status: number; message: string }; result: unknown } };
  }
  const fail = (status: number, message: string) => ({ status, body: { meta: { success: false, status, message }, result: null } });
  const entryOf = async (waybill: string) => {
    const answer = await server.client("demo").trackOrder({ waybill });
    if (!answer.ok) throw new Error(`track-order failed for ${waybill}`);
    const entry = (answer.data as Record<string, TrackingEntry | undefined>)[waybill];
    if (!entry) throw new Error(`track-order has no entry for ${waybill}`);
    return entry;
  };
  const orderPhoneOf = async (waybill: string) => {
    const row = await database.db
      .selectFrom("shipments")
      .innerJoin("orders", "orders.id", "shipments.order_ref")
      .select(["orders.customer_phone", "shipments.id"])
      .where("shipments.waybill", "=", waybill)
      .executeTakeFirstOrThrow();
    return { phone: row.customer_phone ?? "", shipmentId: row.id };
  };

  test("a brand that sends no updates offers none and refuses an opt-in", async () => {
    expect((await entryOf("DEMO-OFD-006")).config).toMatchObject({ notify_channels: [], notify_subscribed: [] });
    expect(await optIn({ tracking_id: "DEMO-OFD-006" }, { channel: "email", address: "asha@example.in", consent: true })).toEqual(
      fail(409, englishTextOf(TRACKING_MESSAGE.notifyChannelOff)),
    );
  });

  test("offers the brand's channels; a WhatsApp opt-in is stored per shipment, in the page's language, and the next moment goes to WhatsApp", async () => {
    await saveNotificationSettings(
      database.db,
      DEMO_BRAND_ID,
      { moments: [...MOMENTS], channels: ["email", "sms", "whatsapp"], quietFrom: "00:00", quietTo: "00:00", defaultLocale: "en" },
      { now: NOW },
    );
    await saveNotificationProvider(
      database.db,
      { brandId: DEMO_BRAND_ID, channel: "whatsapp", provider: "meta", config: { phone_number_id: "1" }, secret: "{}" },
      { now: NOW },
    );
    // SMS is switched on but has no provider account: not offered (nothing could send it).
    expect((await entryOf("DEMO-OFD-006")).config).toMatchObject({ notify_channels: ["email", "whatsapp"], notify_subscribed: [] });
    expect(await optIn({ tracking_id: "DEMO-OFD-006" }, { channel: "sms", address: "9876543210", consent: true })).toEqual(
      fail(409, englishTextOf(TRACKING_MESSAGE.notifyChannelOff)),
    );

    const { phone, shipmentId } = await orderPhoneOf("DEMO-OFD-006");
    const typed = `${phone.slice(0, 5)} ${phone.slice(5)}`;
    // An earlier STOP of that number: a new, explicit opt-in lifts it.
    await saveConsent(database.db, { brandId: DEMO_BRAND_ID, channel: "whatsapp", address: `+91${phone}`, consent: "opted-out", now: NOW });
    const saved = await optIn({ tracking_id: "DEMO-OFD-006" }, { channel: "whatsapp", address: typed, consent: true }, { language: "hi" });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({ channel: "whatsapp" });
    expect(await findConsent(database.db, DEMO_BRAND_ID, "whatsapp", `+91${phone}`)).toEqual({ consent: "opted-in", locale: "hi" });
    expect((await subscriptionsOf(database.db, DEMO_BRAND_ID, [shipmentId])).get(shipmentId)).toEqual([
      { brandId: DEMO_BRAND_ID, shipmentId, channel: "whatsapp", address: `+91${phone}`, locale: "hi" },
    ]);
    // A repeat keeps one row; the page lists the channel as subscribed.
    expect((await optIn({ tracking_id: "DEMO-OFD-006" }, { channel: "whatsapp", address: phone, consent: true }, { language: "hi" })).status).toBe(200);
    expect((await subscriptionsOf(database.db, DEMO_BRAND_ID, [shipmentId])).get(shipmentId)).toHaveLength(1);
    expect((await entryOf("DEMO-OFD-006")).config.notify_subscribed).toEqual(["whatsapp"]);

    // The outbox decides the shipment's moment: WhatsApp (which needs the opt-in) is now one of its messages.
    const inTransit = FORWARD_CODES_BY_STAGE["in-transit"][0]!;
    await enqueueShipmentNotifications(database.db, [{ brandId: DEMO_BRAND_ID, waybill: "DEMO-OFD-006", codeBefore: inTransit }], NOW);
    const queued = await database.db.selectFrom("notifications").select(["channel", "recipient", "locale"]).where("shipment_id", "=", shipmentId).execute();
    expect(queued).toContainEqual({ channel: "whatsapp", recipient: `+91${phone}`, locale: "hi" });
  });

  test("an e-mail subscribed on the page gets the shipment's next moment beside the order's own, in its page's language, once", async () => {
    await saveNotificationSettings(
      database.db,
      DEMO_BRAND_ID,
      { moments: [...MOMENTS], channels: ["email"], quietFrom: "00:00", quietTo: "00:00", defaultLocale: "en" },
      { now: NOW },
    );
    const { shipmentId } = await orderPhoneOf("DEMO-FLD-007");
    const order = await database.db
      .selectFrom("shipments")
      .innerJoin("orders", "orders.id", "shipments.order_ref")
      .select("orders.customer_email")
      .where("shipments.id", "=", shipmentId)
      .executeTakeFirstOrThrow();
    expect((await optIn({ tracking_id: "DEMO-FLD-007" }, { channel: "email", address: "Meena.R@Example.in", consent: true }, { language: "ta" })).status).toBe(
      200,
    );
    const outForDelivery = FORWARD_CODES_BY_STAGE["out-for-delivery"][0]!;
    const write = [{ brandId: DEMO_BRAND_ID, waybill: "DEMO-FLD-007", codeBefore: outForDelivery }];
    await enqueueShipmentNotifications(database.db, write, NOW);
    // The same write decided again (a repeated scan) adds nothing for either address.
    await enqueueShipmentNotifications(database.db, write, NOW);
    const queued = await database.db
      .selectFrom("notifications")
      .select(["channel", "recipient", "locale", "moment"])
      .where("shipment_id", "=", shipmentId)
      .where("channel", "=", "email")
      .orderBy("recipient")
      .execute();
    const ownEmail = order.customer_email?.toLowerCase();
    const expected = [
      { channel: "email", recipient: "meena.r@example.in", locale: "ta", moment: "failed-delivery" },
      // The order's own address, when it has one, as before (its language is the shopper's earlier choice or the brand's).
      ...(ownEmail ? [{ channel: "email", recipient: ownEmail, locale: queued.find((q) => q.recipient === ownEmail)?.locale, moment: "failed-delivery" }] : []),
    ];
    expect(queued).toEqual(expect.arrayContaining(expected));
    expect(queued).toHaveLength(expected.length);
  });

  test("with the security check on, a key is needed; no key and a wrong one answer like an unknown shipment", async () => {
    await saveNotificationSettings(
      database.db,
      KESTREL_BRAND_ID,
      { moments: [...MOMENTS], channels: ["email"], quietFrom: "00:00", quietTo: "00:00", defaultLocale: "en" },
      { now: NOW },
    );
    const body = { channel: "email", address: "asha@example.in", consent: true };
    const notShipped = fail(400, englishTextOf(TRACKING_MESSAGE.notShipped));
    expect(await optIn({ tracking_id: "KES-TRN-005" }, body, { subdomain: "kestrel" })).toEqual(notShipped);
    expect(await optIn({ tracking_id: "KES-TRN-005", security_key: "wrong" }, body, { subdomain: "kestrel" })).toEqual(notShipped);
    const key = await securityKeyOf(database.db, KESTREL_BRAND_ID, "KES-TRN-005");
    expect((await optIn({ tracking_id: "KES-TRN-005", security_key: key }, body, { subdomain: "kestrel" })).status).toBe(200);
    expect(await findConsent(database.db, KESTREL_BRAND_ID, "email", "asha@example.in")).toEqual({ consent: "opted-in", locale: "en" });
  });

  test.each([
    ["an e-mail that is not one", { channel: "email", address: "asha-at-example", consent: true }, englishTextOf(VALIDATION_MESSAGE.email)],
    ["an e-mail on WhatsApp", { channel: "whatsapp", address: "asha@example.in", consent: true }, englishTextOf(VALIDATION_MESSAGE["phone-international"])],
    ["no consent", { channel: "email", address: "asha@example.in", consent: false }, englishTextOf(VALIDATION_MESSAGE.consent)],
    ["an unknown channel", { channel: "pigeon", address: "asha@example.in", consent: true }, englishTextOf(VALIDATION_MESSAGE.option)],
    ["no body at all", "", undefined],
    ["a body that is not JSON", "{channel:", undefined],
  ])("%s is a 400 that names the problem", async (_name, body, message) => {
    const answer = await optIn({ tracking_id: "DEMO-PLC-002" }, body);
    expect(answer.status).toBe(400);
    expect(answer.body.meta.success).toBe(false);
    // A body that cannot be read gets the input layer's own line; a field problem its validation text.
    expect(answer.body.meta.message).toContain(message ?? "");
    expect(answer.body.meta.message).not.toBe("");
  });
});
