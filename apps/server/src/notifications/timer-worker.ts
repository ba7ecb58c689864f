import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { delayDueAt, messageKey, sendAt, type Moment } from "@portal/core/notifications";
import { forwardStageOfCode } from "@portal/core/status";
import { claimNotificationTimers, settleNotificationTimer, type NotificationTimer } from "@portal/db/repositories/notification-timers";
import { insertNotifications, type NewNotification } from "@portal/db/repositories/notifications";
import { subscriptionsOf } from "@portal/db/repositories/notification-subscriptions";
import type { Database } from "@portal/db/schema";
import { orderedUuid } from "../import/ordered-id.ts";
import type { Logger } from "../log/logger.ts";
import { failureAttempts } from "./enqueue-shipment-notifications.ts";
import { delayIsNews, shopperZones } from "./notification-timers.ts";
import { forMoment, settingsCache } from "./notification-settings.ts";
import { audienceOf, recipientKey, recipientsFor, type Contact } from "./recipients.ts";

export interface NotificationTimerWorkerOptions {
  db: Kysely<Database>;
  log: Logger;
  now?: () => Date;
  /** How often an idle worker looks for due timers. */
  pollIntervalMs?: number;
  /** A claim older than this belongs to a dead worker and is retaken. */
  staleAfterMs?: number;
  batchSize?: number;
}

export interface NotificationTimerWorker {
  /** Fires the timers due now; how many it settled. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** What a timer did when it fired: messages put in the outbox, or why none (kept on the row). */
export interface TimerOutcome {
  outcome: string;
  messages: NewNotification[];
  /** Not due after all (the courier moved the EDD): wait until then. */
  retryAt?: Date;
}

/**
 * Fires due notification timers (migration 0118) on every replica: claims them like the outbox
 * (`FOR UPDATE SKIP LOCKED` on PostgreSQL), reads the shipment as it is now, and puts the
 * message in the outbox under its idempotency key — in one transaction with the timer's
 * settling, so a worker killed mid-batch leaves the timers claimed, retaken once stale, and the
 * outbox's unique key keeps a second firing from adding a second message. Quiet hours hold the
 * message, in the shopper's zone, as for scan-driven moments.
 */
export function createNotificationTimerWorker(options: NotificationTimerWorkerOptions): NotificationTimerWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 30_000;
  const staleAfterMs = options.staleAfterMs ?? 120_000;
  const batchSize = options.batchSize ?? 100;
  const id = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function runOnce(): Promise<number> {
    const at = now();
    const token = `${id}:${randomUUID()}`;
    const claimed = await claimNotificationTimers(db, { token, now: at, staleBefore: new Date(at.getTime() - staleAfterMs), limit: batchSize });
    if (claimed.length === 0) return 0;
    const outcomes = await db.transaction().execute(async (trx) => {
      const outcomes = await fireTimers(trx, claimed, at);
      await insertNotifications(
        trx,
        outcomes.flatMap((o) => o.messages),
      );
      for (const [index, fired] of claimed.entries()) {
        const { outcome, retryAt } = outcomes[index]!;
        await settleNotificationTimer(trx, { id: fired.id, token, now: at, outcome, readyAt: retryAt });
      }
      return outcomes;
    });
    // Ids, kinds and outcomes only: never an address.
    for (const [index, fired] of claimed.entries())
      log.info("notification timer fired", { timer: fired.id, kind: fired.kind, outcome: outcomes[index]!.outcome });
    return claimed.length;
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          log.error("notification timers failed", { error: error instanceof Error ? error.message : String(error) });
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      // A full batch means more are due: go on at once; else wait for the next look.
      void running.then((count) => schedule(count >= batchSize ? 0 : pollIntervalMs));
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Timers decided per turn of the event loop. */
const YIELD_EVERY = 10;

/** Decides, per claimed timer and from the shipment as stored now, what it sends (possibly nothing). */
export async function fireTimers(db: Kysely<Database>, timers: readonly NotificationTimer[], now: Date): Promise<TimerOutcome[]> {
  const settingsOf = settingsCache(db);
  const shipments = await db
    .selectFrom("shipments")
    .innerJoin("orders", "orders.id", "shipments.order_ref")
    .select([
      "shipments.id",
      "shipments.brand_id",
      "shipments.latest_code",
      "shipments.latest_scanned_at",
      "shipments.is_reverse",
      "shipments.edd",
      "shipments.edd_to",
      "orders.customer_email",
      "orders.customer_phone",
      "orders.customer_country",
    ])
    .where(
      "shipments.id",
      "in",
      timers.map((t) => t.shipmentId),
    )
    .execute();
  const shipmentOf = new Map(shipments.map((s) => [s.id, s]));
  const answered = await answeredSince(
    db,
    timers
      .filter((t) => t.kind === "ndr-reminder")
      .flatMap((t) => {
        const s = shipmentOf.get(t.shipmentId);
        return s ? [{ shipmentId: s.id, since: s.latest_scanned_at ?? t.createdAt }] : [];
      }),
  );
  const failures = await failureAttempts(
    db,
    timers.filter((t) => t.kind === "ndr-reminder").map((t) => t.shipmentId),
  );
  const outcomes: TimerOutcome[] = [];
  const zonesOf = new Map<string, (country: string | null) => Promise<string>>();
  for (const [index, fired] of timers.entries()) {
    // node:sqlite answers synchronously: a turn of the event loop every few timers keeps a
    // batch from holding every page (the transaction keeps its connection meanwhile).
    if (index > 0 && index % YIELD_EVERY === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const shipment = shipmentOf.get(fired.shipmentId);
    const nothing = (outcome: string, retryAt?: Date): TimerOutcome => ({ outcome, messages: [], retryAt });
    if (!shipment) {
      outcomes.push(nothing("shipment gone"));
      continue;
    }
    const settings = await settingsOf(shipment.brand_id);
    const moment: Moment = fired.kind === "delayed" ? "delayed" : "ndr-reminder";
    if (!settings.moments.has(moment) || settings.channels.size === 0) {
      outcomes.push(nothing("switched off"));
      continue;
    }
    let zones = zonesOf.get(shipment.brand_id);
    if (!zones) zonesOf.set(shipment.brand_id, (zones = shopperZones(db, shipment.brand_id)));
    const zone = await zones(shipment.customer_country);
    if (fired.kind === "delayed") {
      if (!delayIsNews(shipment.latest_code)) {
        outcomes.push(nothing(forwardStageOfCode(shipment.latest_code ?? -1) ?? "over"));
        continue;
      }
      const due = delayDueAt(shipment.edd, shipment.edd_to, zone);
      if (!due) {
        outcomes.push(nothing("no EDD"));
        continue;
      }
      // The courier promised a later day since the timer was set: wait for that one.
      if (due.getTime() > now.getTime()) {
        outcomes.push(nothing("EDD moved", due));
        continue;
      }
    } else {
      // One reminder, before the courier's next attempt: a newer scan (out for delivery again,
      // delivered, another failure) or an answer to the form makes it pointless.
      if (forwardStageOfCode(shipment.latest_code ?? -1) !== "failed-delivery" || (failures.get(shipment.id) ?? 1) !== fired.attempt) {
        outcomes.push(nothing("next attempt made"));
        continue;
      }
      if (answered.has(shipment.id)) {
        outcomes.push(nothing("answered"));
        continue;
      }
    }
    // Inside the quiet hours the timer itself waits for the morning, so the shipment is read
    // again then: a reminder never follows a night-time re-attempt, nor "late" a delivery.
    const morning = sendAt(now, zone, settings.quiet);
    if (morning.getTime() > now.getTime()) {
      outcomes.push(nothing("held until morning", morning));
      continue;
    }
    const contact: Contact = { email: shipment.customer_email, phone: shipment.customer_phone, country: shipment.customer_country };
    const subscribed = (await subscriptionsOf(db, shipment.brand_id, [shipment.id])).get(shipment.id) ?? [];
    const audience = await audienceOf(db, shipment.brand_id, [contact], subscribed);
    const readyAt = now;
    const messages = recipientsFor(contact, forMoment(settings, moment), audience, subscribed).map((recipient) => ({
      id: orderedUuid(now.getTime()),
      brandId: shipment.brand_id,
      idempotencyKey: recipientKey(messageKey(shipment.id, moment, recipient.channel, fired.attempt), recipient),
      shipmentId: shipment.id,
      moment,
      channel: recipient.channel,
      recipient: recipient.address,
      locale: recipient.locale,
      readyAt,
      now,
    }));
    outcomes.push({ outcome: messages.length > 0 ? "queued" : "no recipient", messages });
  }
  return outcomes;
}

/** The shipments whose shopper answered the failure form at or after `since` (the failure scan). */
async function answeredSince(db: Kysely<Database>, asks: readonly { shipmentId: string; since: string }[]): Promise<Set<string>> {
  if (asks.length === 0) return new Set();
  const rows = await db
    .selectFrom("customer_feeds")
    .select(["shipment_id", "updated_at"])
    .where(
      "shipment_id",
      "in",
      asks.map((a) => a.shipmentId),
    )
    .execute();
  const since = new Map(asks.map((a) => [a.shipmentId, a.since]));
  return new Set(rows.filter((row) => row.updated_at >= (since.get(row.shipment_id) ?? "")).map((row) => row.shipment_id));
}
