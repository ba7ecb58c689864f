import type { Kysely } from "kysely";
import { messageKey, momentToSend, reverseMomentToSend, sendAt, type Moment } from "@portal/core/notifications";
import { FORWARD_CODES_BY_STAGE, forwardStageOfCode, REVERSE_CODES_BY_STAGE, reverseStageOfCode } from "@portal/core/status";
import { insertNotifications, storedMoments, type NewNotification } from "@portal/db/repositories/notifications";
import { scheduleNotificationTimers } from "@portal/db/repositories/notification-timers";
import type { Database } from "@portal/db/schema";
import { orderedUuid } from "../import/ordered-id.ts";
import { subscriptionsOf } from "@portal/db/repositories/notification-subscriptions";
import { audienceOf, recipientKey, recipientsFor, type Contact } from "./recipients.ts";
import { delayTimers, reminderTimers, shopperZones } from "./notification-timers.ts";
import { forMoment, settingsCache, type NotificationSettings } from "./notification-settings.ts";

/** A shipment one write touched, with its newest scan's code before the write (undefined: it is new). */
export interface ShipmentWrite {
  brandId: string;
  waybill: string;
  codeBefore: number | null | undefined;
}

/** The newest scan code of each of the batch's stored shipments, read before the batch is written. */
export async function codesBefore(db: Kysely<Database>, batch: readonly { brandId: string; waybill: string }[]): Promise<Map<string, number | null>> {
  const codes = new Map<string, number | null>();
  const byBrand = new Map<string, string[]>();
  // Pushed, not copied: spreading the list for every waybill made a 1000-shipment batch quadratic.
  for (const { brandId, waybill } of batch) {
    const waybills = byBrand.get(brandId);
    if (waybills) waybills.push(waybill);
    else byBrand.set(brandId, [waybill]);
  }
  for (const [brandId, waybills] of byBrand) {
    for (let i = 0; i < waybills.length; i += 500) {
      const rows = await db
        .selectFrom("shipments")
        .select(["waybill", "latest_code"])
        .where("brand_id", "=", brandId)
        .where("waybill", "in", waybills.slice(i, i + 500))
        .execute();
      for (const row of rows) codes.set(`${brandId}\u0000${row.waybill ?? ""}`, row.latest_code);
    }
  }
  return codes;
}

/** Whether any of these brands has a channel switched on: otherwise a write need not look further. */
export async function anyBrandNotifies(db: Kysely<Database>, brandIds: Iterable<string>): Promise<boolean> {
  const ids = [...new Set(brandIds)];
  if (ids.length === 0) return false;
  const rows = await db.selectFrom("notification_settings").select(["brand_id", "channels"]).where("brand_id", "in", ids).execute();
  return rows.some((row) => row.channels !== "[]");
}

const FAILED_DELIVERY_CODES: readonly number[] = FORWARD_CODES_BY_STAGE["failed-delivery"];
const FAILED_PICKUP_CODES: readonly number[] = REVERSE_CODES_BY_STAGE.failed;

/**
 * Decides, in the transaction that wrote the shipments, which moments they reached (core's
 * rule table: one message for a burst, never the same moment twice) and puts one message per
 * switched-on channel in the outbox, held to the brand's morning when the shopper's zone is in
 * quiet hours. Part of the write: a rolled-back import leaves no message, a committed one
 * always has its messages. Answers how many were added.
 */
export async function enqueueShipmentNotifications(db: Kysely<Database>, writes: readonly ShipmentWrite[], now: Date): Promise<number> {
  const settingsOf = settingsCache(db);
  const byBrand = new Map<string, ShipmentWrite[]>();
  for (const write of writes) {
    const brandWrites = byBrand.get(write.brandId);
    if (brandWrites) brandWrites.push(write);
    else byBrand.set(write.brandId, [write]);
  }
  let added = 0;
  for (const [brandId, brandWrites] of byBrand) {
    const settings = await settingsOf(brandId);
    if (settings.channels.size === 0 || settings.moments.size === 0) continue;
    for (let i = 0; i < brandWrites.length; i += CHUNK) {
      added += await insertNotifications(db, await brandMessages(db, brandId, brandWrites.slice(i, i + CHUNK), settings, now));
      // node:sqlite answers synchronously: a turn of the event loop between chunks keeps a
      // 1000-shipment import batch from holding every page for its whole length. The
      // transaction's connection stays held meanwhile, so nothing else joins it.
      if (i + CHUNK < brandWrites.length) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return added;
}

/** Shipments decided per turn of the event loop. */
const CHUNK = 200;

async function brandMessages(
  db: Kysely<Database>,
  brandId: string,
  writes: readonly ShipmentWrite[],
  settings: NotificationSettings,
  now: Date,
): Promise<NewNotification[]> {
  const before = new Map(writes.map((w) => [w.waybill, w.codeBefore]));
  const shipments = await db
    .selectFrom("shipments")
    .innerJoin("orders", "orders.id", "shipments.order_ref")
    .select([
      "shipments.id",
      "shipments.waybill",
      "shipments.latest_code",
      "shipments.is_reverse",
      "orders.customer_email",
      "orders.customer_phone",
      "orders.customer_country",
      "shipments.edd",
      "shipments.edd_to",
    ])
    .where("shipments.brand_id", "=", brandId)
    .where("shipments.waybill", "in", [...before.keys()])
    .execute();
  const sent = await storedMoments(
    db,
    shipments.map((s) => s.id),
  );
  const decided: Array<{ shipment: (typeof shipments)[number]; moment: Moment }> = [];
  for (const shipment of shipments) {
    if (shipment.latest_code === null) continue;
    const codeBefore = before.get(shipment.waybill ?? "");
    const already = new Set([...(sent.get(shipment.id)?.keys() ?? [])] as Moment[]);
    const moment =
      shipment.is_reverse === 1
        ? reverseMomentToSend(
            { before: codeBefore == null ? undefined : reverseStageOfCode(codeBefore), after: reverseStageOfCode(shipment.latest_code) ?? "requested" },
            already,
          )
        : momentToSend(
            { before: codeBefore == null ? undefined : forwardStageOfCode(codeBefore), after: forwardStageOfCode(shipment.latest_code) ?? "in-transit" },
            already,
          );
    // A pickup's "picked up" is told from its return request's move (enqueue-return-notification.ts).
    if (moment === undefined || moment === "return-picked-up" || !settings.moments.has(moment)) continue;
    decided.push({ shipment, moment });
  }
  const zones = shopperZones(db, brandId);
  // The time-driven moments are set here too, in the same write: a shipment's promised day
  // (delayed past the EDD) and a failed delivery's reminder (notification-timers.ts).
  const timers = await delayTimers(brandId, shipments, settings, zones);
  if (decided.length === 0) {
    await scheduleNotificationTimers(db, timers, now);
    return [];
  }
  const attempts = await failureAttempts(
    db,
    decided.filter((d) => d.moment === "failed-delivery" || d.moment === "pickup-failed").map((d) => d.shipment.id),
  );
  timers.push(...reminderTimers(brandId, decided, attempts, settings, now));
  await scheduleNotificationTimers(db, timers, now);
  const contactOf = (shipment: (typeof shipments)[number]): Contact => ({
    email: shipment.customer_email,
    phone: shipment.customer_phone,
    country: shipment.customer_country,
  });
  const subscriptions = await subscriptionsOf(
    db,
    brandId,
    decided.map((d) => d.shipment.id),
  );
  const audience = await audienceOf(
    db,
    brandId,
    decided.map((d) => contactOf(d.shipment)),
    [...subscriptions.values()].flat(),
  );
  const messages: NewNotification[] = [];
  for (const { shipment, moment } of decided) {
    const contact = contactOf(shipment);
    const zone = await zones(shipment.customer_country);
    const readyAt = sendAt(now, zone, settings.quiet);
    for (const recipient of recipientsFor(contact, forMoment(settings, moment), audience, subscriptions.get(shipment.id))) {
      messages.push({
        id: orderedUuid(now.getTime()),
        brandId,
        idempotencyKey: recipientKey(messageKey(shipment.id, moment, recipient.channel, attempts.get(shipment.id) ?? 1), recipient),
        shipmentId: shipment.id,
        moment,
        channel: recipient.channel,
        recipient: recipient.address,
        locale: recipient.locale,
        readyAt,
        now,
      });
    }
  }
  return messages;
}

/** How many failure scans each shipment has: the attempt a failed-delivery message is about. */
export async function failureAttempts(db: Kysely<Database>, shipmentIds: readonly string[]): Promise<Map<string, number>> {
  if (shipmentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("scans")
    .select(["shipment_id", (eb) => eb.fn.countAll<number>().as("failures")])
    .where("shipment_id", "in", [...shipmentIds])
    .where("code", "in", [...FAILED_DELIVERY_CODES, ...FAILED_PICKUP_CODES])
    .groupBy("shipment_id")
    .execute();
  return new Map(rows.map((row) => [row.shipment_id, Math.max(1, Number(row.failures))]));
}
