import type { Kysely } from "kysely";
import { scheduleNotificationTimers } from "@portal/db/repositories/notification-timers";
import type { Database } from "@portal/db/schema";
import { delayTimers, shopperZones } from "./notification-timers.ts";
import { forMoment, notificationSettingsOf } from "./notification-settings.ts";

/** Shipments read per page while backfilling. */
const PAGE = 1_000;

/**
 * Timers are set when a shipment is written; a brand that switches "delayed" on (or its first
 * channel) has shipments in flight that were written before. This sets their timers once, from
 * the brand's settings as saved: only promises still ahead (a delay already past when the
 * switch went on is not news to announce). Re-running it sets nothing twice (one timer id per
 * shipment; a fired timer stays fired). Answers how many timers it set.
 */
export async function backfillDelayTimers(db: Kysely<Database>, brandId: string, now: Date): Promise<number> {
  const settings = await notificationSettingsOf(db, brandId);
  if (forMoment(settings, "delayed").channels.size === 0) return 0;
  const zones = shopperZones(db, brandId);
  // A promised day that ended before yesterday (UTC) is over in every zone: skipped in SQL.
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  let after = "";
  let scheduled = 0;
  for (;;) {
    const page = await db
      .selectFrom("shipments")
      .leftJoin("orders", "orders.id", "shipments.order_ref")
      .select(["shipments.id", "shipments.latest_code", "shipments.is_reverse", "orders.customer_country", "shipments.edd", "shipments.edd_to"])
      .where("shipments.brand_id", "=", brandId)
      .where("shipments.is_reverse", "=", 0)
      .where("shipments.id", ">", after)
      .where((eb) => eb.or([eb("shipments.edd_to", ">=", yesterday), eb("shipments.edd", ">=", yesterday)]))
      .orderBy("shipments.id")
      .limit(PAGE)
      .execute();
    if (page.length === 0) return scheduled;
    after = page[page.length - 1]!.id;
    const ahead = (await delayTimers(brandId, page, settings, zones)).filter((timer) => timer.readyAt > now);
    await scheduleNotificationTimers(db, ahead, now);
    scheduled += ahead.length;
    if (page.length < PAGE) return scheduled;
  }
}
