import type { Kysely } from "kysely";
import { isLocale, type LocaleCode } from "@portal/core/locale";
import { CHANNELS, type Channel, type Consent } from "@portal/db/repositories/notifications";
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
  /** Not the order's own address but one the shopper subscribed on the tracking page. */
  subscribed?: true;
}

/** An address the shopper asked for updates on, for one shipment (the tracking page's opt-in). */
export interface Subscribed {
  channel: Channel;
  address: string;
  locale: string;
}

/** What a brand's shoppers said, for the addresses of one batch, and which channels it has a provider for. */
export interface Audience {
  consents: ReadonlyMap<string, { consent: Consent | undefined; locale: string | null }>;
  /** The language each address chose (any channel). */
  locales: ReadonlyMap<string, string>;
  providers: ReadonlySet<Channel>;
}

const consentKey = (channel: string, address: string) => `${channel}\u0000${address}`;

/**
 * Reads the consents of every address of a batch's contacts (and of the addresses subscribed to
 * its shipments), and the brand's provider accounts, in a few queries.
 */
export async function audienceOf(
  db: Kysely<Database>,
  brandId: string,
  contacts: readonly Contact[],
  subscribed: readonly Subscribed[] = [],
): Promise<Audience> {
  const addresses = [
    ...new Set([
      ...contacts.flatMap((contact) => CHANNELS.map((c) => addressFor(c, contact)).filter((a): a is string => a !== undefined)),
      ...subscribed.map((s) => s.address),
    ]),
  ];
  const consents = new Map<string, { consent: Consent | undefined; locale: string | null }>();
  const locales = new Map<string, string>();
  for (let i = 0; i < addresses.length; i += 500) {
    const rows = await db
      .selectFrom("notification_consents")
      .select(["channel", "address", "locale", "opted_in_at", "opted_out_at", "updated_at"])
      .where("brand_id", "=", brandId)
      .where("address", "in", addresses.slice(i, i + 500))
      .orderBy("updated_at")
      .execute();
    for (const row of rows) {
      consents.set(consentKey(row.channel, row.address), {
        consent: row.opted_out_at ? "opted-out" : row.opted_in_at ? "opted-in" : undefined,
        locale: row.locale,
      });
      // The newest choice wins (rows come oldest first).
      if (row.locale) locales.set(row.address, row.locale);
    }
  }
  const providerRows = await db.selectFrom("notification_providers").select("channel").where("brand_id", "=", brandId).execute();
  return { consents, locales, providers: new Set(providerRows.map((row) => row.channel as Channel)) };
}

/**
 * Who a message goes to on each switched-on channel: the order's e-mail and phone, unless that
 * address unsubscribed (at once: a STOP or a one-click unsubscribe is a consent row), WhatsApp
 * only to an address that opted in, SMS and WhatsApp only when the brand has a provider
 * account for them. The language is the one the shopper chose, else the brand's default.
 * Then the addresses the shopper subscribed for this shipment on the tracking page, by the same
 * rules, each in the language of its page; one the order already has is not added twice.
 */
export function recipientsFor(contact: Contact, settings: NotificationSettings, audience: Audience, subscribed: readonly Subscribed[] = []): Recipient[] {
  const addresses = CHANNELS.map((c) => addressFor(c, contact)).filter((a): a is string => a !== undefined);
  const chosen = addresses.map((a) => audience.locales.get(a)).find((l) => l !== undefined);
  const locale = chosen && isLocale(chosen) ? chosen : settings.defaultLocale;
  const reachable = (channel: Channel, address: string) => {
    if (!settings.channels.has(channel)) return false;
    if (channel !== "email" && !audience.providers.has(channel)) return false;
    const consent = audience.consents.get(consentKey(channel, address))?.consent;
    if (consent === "opted-out") return false;
    return channel !== "whatsapp" || consent === "opted-in";
  };
  const recipients: Recipient[] = [];
  for (const channel of CHANNELS) {
    const address = addressFor(channel, contact);
    if (address && reachable(channel, address)) recipients.push({ channel, address, locale });
  }
  for (const extra of subscribed) {
    if (recipients.some((r) => r.channel === extra.channel && r.address === extra.address)) continue;
    if (!reachable(extra.channel, extra.address)) continue;
    recipients.push({ channel: extra.channel, address: extra.address, locale: isLocale(extra.locale) ? extra.locale : locale, subscribed: true });
  }
  return recipients;
}

/**
 * A recipient's idempotency key: the moment's key for the order's own address (one per channel,
 * as before subscriptions existed), and that key with the address for a subscribed one, so the
 * order's e-mail and a second subscribed e-mail are two messages, each at most once.
 */
export function recipientKey(momentKey: string, recipient: Recipient): string {
  return recipient.subscribed ? `${momentKey}:to:${recipient.address}` : momentKey;
}
