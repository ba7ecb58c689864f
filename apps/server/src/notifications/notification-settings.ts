import type { Kysely } from "kysely";
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from "@portal/core/locale";
import { MOMENTS, type Moment, type QuietHours } from "@portal/core/notifications";
import { CHANNELS, findNotificationSettings, type Channel } from "@portal/db/repositories/notifications";
import type { Database } from "@portal/db/schema";

/** A brand's notification settings, read and checked: what is switched on, and when to hold. */
export interface NotificationSettings {
  moments: ReadonlySet<Moment>;
  channels: ReadonlySet<Channel>;
  quiet: QuietHours | undefined;
  defaultLocale: LocaleCode;
  /** Hours after a failed delivery before its unanswered form gets one reminder. */
  ndrReminderHours: number;
}

/** The reminder delay of a brand that set none (migration 0119's column default). */
export const DEFAULT_NDR_REMINDER_HOURS = 4;

/** A brand that never saved settings sends nothing: messages are something a brand switches on. */
export const NOTHING_ON: NotificationSettings = {
  moments: new Set(),
  channels: new Set(),
  quiet: undefined,
  defaultLocale: DEFAULT_LOCALE,
  ndrReminderHours: DEFAULT_NDR_REMINDER_HOURS,
};

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export async function notificationSettingsOf(db: Kysely<Database>, brandId: string): Promise<NotificationSettings> {
  const stored = await findNotificationSettings(db, brandId);
  if (!stored) return NOTHING_ON;
  const quiet = HHMM.test(stored.quietFrom) && HHMM.test(stored.quietTo) ? { from: stored.quietFrom, to: stored.quietTo } : undefined;
  return {
    // Names a newer or older version wrote that this one does not know are left out, not failed on.
    moments: new Set(MOMENTS.filter((m) => stored.moments.includes(m))),
    channels: new Set(CHANNELS.filter((c) => stored.channels.includes(c))),
    quiet,
    defaultLocale: isLocale(stored.defaultLocale) ? stored.defaultLocale : DEFAULT_LOCALE,
    ndrReminderHours:
      stored.ndrReminderHours !== undefined && Number.isFinite(stored.ndrReminderHours) && stored.ndrReminderHours > 0
        ? stored.ndrReminderHours
        : DEFAULT_NDR_REMINDER_HOURS,
  };
}

/** A settings lookup that reads each brand once per call site (one import batch, one worker round). */
export function settingsCache(db: Kysely<Database>): (brandId: string) => Promise<NotificationSettings> {
  const seen = new Map<string, Promise<NotificationSettings>>();
  return (brandId) => {
    let found = seen.get(brandId);
    if (!found) seen.set(brandId, (found = notificationSettingsOf(db, brandId)));
    return found;
  };
}
