import type { Kysely } from "kysely";
import { isLocale, type LocaleCode } from "@portal/core/locale";
import { CHANNELS, findConsent, findNotificationProvider, type Channel } from "@portal/db/repositories/notifications";
import type { Database } from "@portal/db/schema";
import { addressFor } from "./contact-address.ts";
import type { NotificationSettings } from "./notification-settings.ts";

export interface Contact {
  email: string | null;
  phone: string | null;
  country: string | null;
}

export interface Recipient {
  channel: Channel;
  address: string;
  locale: LocaleCode;
}

/**
 * Who a message goes to on each switched-on channel: the order's e-mail and phone, unless that
 * address unsubscribed (at once: a STOP or a one-click unsubscribe is a consent row), WhatsApp
 * only to an address that opted in, SMS and WhatsApp only when the brand has a provider
 * account for them. The language is the one the shopper chose, else the brand's default.
 */
export async function recipientsFor(db: Kysely<Database>, brandId: string, contact: Contact, settings: NotificationSettings): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  for (const channel of CHANNELS) {
    if (!settings.channels.has(channel)) continue;
    const address = addressFor(channel, contact);
    if (!address) continue;
    if (channel !== "email" && !(await findNotificationProvider(db, brandId, channel))) continue;
    const consent = await findConsent(db, brandId, channel, address);
    if (consent?.consent === "opted-out") continue;
    if (channel === "whatsapp" && consent?.consent !== "opted-in") continue;
    const chosen = consent?.locale ?? (await chosenLocale(db, brandId, contact));
    recipients.push({ channel, address, locale: chosen && isLocale(chosen) ? chosen : settings.defaultLocale });
  }
  return recipients;
}

/** A language the shopper chose on any of their addresses (the opt-in from the page records it). */
async function chosenLocale(db: Kysely<Database>, brandId: string, contact: Contact): Promise<string | undefined> {
  const addresses = CHANNELS.map((c) => addressFor(c, contact)).filter((a): a is string => a !== undefined);
  if (addresses.length === 0) return undefined;
  const row = await db
    .selectFrom("notification_consents")
    .select("locale")
    .where("brand_id", "=", brandId)
    .where("address", "in", addresses)
    .where("locale", "is not", null)
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  return row?.locale ?? undefined;
}
