import type { Kysely } from "kysely";
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from "@portal/core/locale";
import { MOMENTS, type Moment, type QuietHours } from "@portal/core/notifications";
import { CHANNELS, findNotificationSettings, type Channel } from "@portal/db/repositories/notifications";
import type { Database } from "@portal/db/schema";

/** A brand's notification settings, read and checked: what is switched on, and when to hold. */
export interface NotificationSettings {
  /** The moments on at least one channel. */
  moments: ReadonlySet<Moment>;
  /** The channels at least one moment uses (for the moment at hand, see forMoment). */
  channels: ReadonlySet<Channel>;
  /** The moment × channel grid: each moment's channels. */
  switches: ReadonlyMap<Moment, ReadonlySet<Channel>>;
  /** The brand's own sentence per moment and language (render-message.ts picks one). */
  wording: ReadonlyMap<Moment, ReadonlyMap<LocaleCode, string>>;
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
  switches: new Map(),
  wording: new Map(),
  quiet: undefined,
  defaultLocale: DEFAULT_LOCALE,
  ndrReminderHours: DEFAULT_NDR_REMINDER_HOURS,
};

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export async function notificationSettingsOf(db: Kysely<Database>, brandId: string): Promise<NotificationSettings> {
  const stored = await findNotificationSettings(db, brandId);
  if (!stored) return NOTHING_ON;
  const quiet = HHMM.test(stored.quietFrom) && HHMM.test(stored.quietTo) ? { from: stored.quietFrom, to: stored.quietTo } : undefined;
  // Names a newer or older version wrote that this one does not know are left out, not failed on.
  const known = <T extends string>(names: readonly T[], stored: unknown): T[] => (Array.isArray(stored) ? names.filter((n) => stored.includes(n)) : []);
  const listedMoments = known(MOMENTS, stored.moments);
  const listedChannels = known(CHANNELS, stored.channels);
  // Saved before the grid (migration 0121): each moment switched on went out on every channel switched on.
  const switches = new Map<Moment, ReadonlySet<Channel>>(
    stored.switches
      ? MOMENTS.map((m) => [m, new Set(known(CHANNELS, stored.switches?.[m]))] as const).filter(([, on]) => on.size > 0)
      : listedChannels.length > 0
        ? listedMoments.map((m) => [m, new Set(listedChannels)] as const)
        : [],
  );
  const wording = new Map<Moment, ReadonlyMap<LocaleCode, string>>();
  for (const moment of MOMENTS) {
    const byLocale = stored.wording?.[moment];
    if (!byLocale || typeof byLocale !== "object") continue;
    const texts = new Map(Object.entries(byLocale).filter((e): e is [LocaleCode, string] => isLocale(e[0]) && typeof e[1] === "string" && e[1] !== ""));
    if (texts.size > 0) wording.set(moment, texts);
  }
  return {
    moments: new Set(switches.keys()),
    channels: new Set(CHANNELS.filter((c) => [...switches.values()].some((on) => on.has(c)))),
    switches,
    wording,
    quiet,
    defaultLocale: isLocale(stored.defaultLocale) ? stored.defaultLocale : DEFAULT_LOCALE,
    ndrReminderHours:
      stored.ndrReminderHours !== undefined && Number.isFinite(stored.ndrReminderHours) && stored.ndrReminderHours > 0
        ? stored.ndrReminderHours
        : DEFAULT_NDR_REMINDER_HOURS,
  };
}

/**
 * The settings as one moment sees them: only the channels its row of the grid switches on, so
 * a moment off for SMS but on for e-mail reaches the shopper by e-mail alone (recipientsFor).
 */
export function forMoment(settings: NotificationSettings, moment: Moment): NotificationSettings {
  return { ...settings, channels: settings.switches.get(moment) ?? new Set() };
}

/** True when the brand's grid sends `moment` on `channel` (a brand with no settings sends nothing). */
export function isSwitchedOn(settings: NotificationSettings, moment: Moment, channel: Channel): boolean {
  return settings.switches.get(moment)?.has(channel) ?? false;
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
