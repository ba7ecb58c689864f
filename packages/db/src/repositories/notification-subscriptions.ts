import type { Kysely } from "kysely";
import { preparedQuery } from "../prepared-query.ts";
import type { Database } from "../schema.ts";
import { saveConsent, type Channel } from "./notifications.ts";

export interface NotificationSubscription {
  brandId: string;
  shipmentId: string;
  channel: Channel;
  /** Normalised (contact-address.ts): a lower-case e-mail or an E.164 phone. */
  address: string;
  locale: string;
}

/**
 * A shopper's "get updates for this shipment": the subscription row and the address's consent
 * (opted in, in the page's language) in one transaction. The consent is what the sender re-reads
 * at send time, so it also lifts an earlier unsubscribe of that address. A repeat keeps one row.
 */
export async function saveNotificationSubscription(db: Kysely<Database>, subscription: NotificationSubscription, { now }: { now: Date }): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("notification_subscriptions")
      .values({
        brand_id: subscription.brandId,
        shipment_id: subscription.shipmentId,
        channel: subscription.channel,
        address: subscription.address,
        locale: subscription.locale,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(["shipment_id", "channel", "address"]).doUpdateSet({ locale: subscription.locale, updated_at: at }))
      .execute();
    await saveConsent(trx, {
      brandId: subscription.brandId,
      channel: subscription.channel,
      address: subscription.address,
      consent: "opted-in",
      now,
      locale: subscription.locale,
    });
  });
}

/** The addresses subscribed to these shipments' updates, per shipment (for whoever decides recipients). */
export async function subscriptionsOf(db: Kysely<Database>, brandId: string, shipmentIds: readonly string[]): Promise<Map<string, NotificationSubscription[]>> {
  const found = new Map<string, NotificationSubscription[]>();
  for (let i = 0; i < shipmentIds.length; i += 500) {
    const rows = await db
      .selectFrom("notification_subscriptions")
      .select(["shipment_id", "channel", "address", "locale"])
      .where("brand_id", "=", brandId)
      .where("shipment_id", "in", shipmentIds.slice(i, i + 500))
      .orderBy("created_at")
      .execute();
    for (const row of rows) {
      const list = found.get(row.shipment_id) ?? [];
      list.push({ brandId, shipmentId: row.shipment_id, channel: row.channel as Channel, address: row.address, locale: row.locale ?? "" });
      found.set(row.shipment_id, list);
    }
  }
  return found;
}

// Read by every tracking page and track-order call: compiled once (prepared-query.ts).
const notificationSettingsOf = preparedQuery((db, brandId) =>
  db.selectFrom("notification_settings").select(["channels", "moments"]).where("brand_id", "=", brandId),
);
const providerChannelsOf = preparedQuery((db, brandId) => db.selectFrom("notification_providers").select("channel").where("brand_id", "=", brandId));
const subscribedChannelRows = preparedQuery((db, brandId, shipmentId) =>
  db.selectFrom("notification_subscriptions").select("channel").distinct().where("brand_id", "=", brandId).where("shipment_id", "=", shipmentId),
);

/**
 * The channels a brand's tracking page may offer: switched on in its settings, and for SMS and
 * WhatsApp only with a provider account (the same rule recipients.ts applies when sending).
 */
export async function offeredNotificationChannels(db: Kysely<Database>, brandId: string): Promise<Channel[]> {
  const [[settings], providers] = await Promise.all([notificationSettingsOf(db, brandId), providerChannelsOf(db, brandId)]);
  if (!settings) return [];
  const on = JSON.parse(settings.channels) as string[];
  const moments = JSON.parse(settings.moments) as string[];
  if (moments.length === 0) return [];
  const accounts = new Set(providers.map((row) => row.channel));
  return (["email", "sms", "whatsapp"] as const).filter((channel) => on.includes(channel) && (channel === "email" || accounts.has(channel)));
}

/** The channels a shipment's updates are subscribed on (channels only: the page shows no address). */
export async function subscribedChannels(db: Kysely<Database>, brandId: string, shipmentId: string): Promise<Channel[]> {
  const rows = await subscribedChannelRows(db, brandId, shipmentId);
  return (["email", "sms", "whatsapp"] as const).filter((channel) => rows.some((row) => row.channel === channel));
}
