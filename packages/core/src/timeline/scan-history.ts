import { calendarDateOf, type CalendarDate } from "../dates/calendar-date.ts";
import { toEpochMs, type Instant } from "../dates/instant.ts";

/** What the scan history shows of a courier scan. */
export interface HistoryScan {
  code: number;
  status?: string | null;
  description?: string | null;
  location?: string | null;
  timestamp: Instant;
}

/** One calendar day of scans (in the zone the page shows times in), newest scan first. */
export interface ScanDay<TScan extends HistoryScan = HistoryScan> {
  date: CalendarDate;
  scans: TScan[];
}

/** How many scans the page shows before the rest go behind a disclosure. */
export const SCAN_HISTORY_VISIBLE = 4;

export interface ScanHistory<TScan extends HistoryScan = HistoryScan> {
  /** The newest scans, by day (newest day first). */
  shown: ScanDay<TScan>[];
  /** The older ones behind "Show earlier updates"; a day may continue here. */
  earlier: ScanDay<TScan>[];
  earlierCount: number;
}

/**
 * A shipment's scans for the history list: newest first, grouped by calendar day in
 * `timeZone`, the `visible` newest shown and the rest kept for a disclosure. Scans without
 * a readable time are left out (the list is about when things happened).
 */
export function scanHistoryOf<TScan extends HistoryScan>(scans: readonly TScan[], timeZone: string, visible = SCAN_HISTORY_VISIBLE): ScanHistory<TScan> {
  const dated = scans
    .map((scan) => ({ scan, ms: toEpochMs(scan.timestamp) }))
    .filter((d) => Number.isFinite(d.ms))
    .sort((a, b) => b.ms - a.ms || b.scan.code - a.scan.code);
  const byDay = (list: typeof dated): ScanDay<TScan>[] => {
    const days: ScanDay<TScan>[] = [];
    for (const { scan, ms } of list) {
      const date = calendarDateOf(new Date(ms), timeZone);
      const last = days[days.length - 1];
      if (last?.date === date) last.scans.push(scan);
      else days.push({ date, scans: [scan] });
    }
    return days;
  };
  const earlier = dated.slice(visible);
  return { shown: byDay(dated.slice(0, visible)), earlier: byDay(earlier), earlierCount: earlier.length };
}
