import { zoneOffsetMs } from "../dates/zoned-time.ts";

/** A brand's quiet hours in the shopper's zone, as "HH:MM" (from may be later than to: overnight). */
export interface QuietHours {
  from: string;
  to: string;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h! * 60 + m!;
};

/**
 * When a message decided at `now` may go out: at once outside the quiet hours, else at their end
 * (the brand's morning) in the shopper's zone. Held, never dropped. Handles windows that cross
 * midnight and days whose offset changes (the zone's offset is read at the moment sent).
 */
export function sendAt(now: Date, zone: string, quiet: QuietHours | undefined): Date {
  if (!quiet) return now;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return now;
  const offset = zoneOffsetMs(zone, now.getTime());
  const local = new Date(now.getTime() + offset);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const quietNow = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!quietNow) return now;
  // The end of this quiet stretch, as local wall time: today if it has not come yet, else tomorrow.
  const end = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), Math.floor(to / 60), to % 60));
  if (minute >= to) end.setUTCDate(end.getUTCDate() + 1);
  const utc = end.getTime() - zoneOffsetMs(zone, end.getTime() - offset);
  return new Date(utc);
}
