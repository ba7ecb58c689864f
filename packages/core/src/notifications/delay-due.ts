import { localDateTimeToUtc } from "../dates/zoned-time.ts";
import type { ForwardStage } from "../status/index.ts";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * When a shipment becomes "delayed past the EDD": the end of its promised day (the window's last
 * day when the courier gives a window) in the shopper's zone, i.e. their next midnight. A
 * shipment promised for 4 December is late from 00:00 on the 5th where the shopper lives: 18:30
 * UTC on the 4th in Kolkata, 08:00 UTC on the 5th in Los Angeles. Undefined: no usable date.
 */
export function delayDueAt(edd: string | null, eddTo: string | null, zone: string): Date | undefined {
  const promised = CALENDAR_DATE.exec(eddTo?.trim() ?? "") ?? CALENDAR_DATE.exec(edd?.trim() ?? "");
  if (!promised) return undefined;
  const [, y, m, d] = promised;
  const nextDay = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1));
  if (Number.isNaN(nextDay.getTime())) return undefined;
  const utc = localDateTimeToUtc(`${nextDay.toISOString().slice(0, 10)}T00:00:00`, zone);
  return utc === undefined ? undefined : new Date(utc);
}

/**
 * Whether a shipment at this stage can still be "delayed past the EDD": one that reached the
 * shopper or will not any more (cancelled, lost, back to the seller) is not late, it is over.
 */
export const DELAY_IS_NEWS_AT = {
  "order-placed": true,
  "ready-to-ship": true,
  dispatched: true,
  "in-transit": true,
  "out-for-delivery": true,
  "failed-delivery": true,
  delivered: false,
  cancelled: false,
  lost: false,
  damaged: false,
  expired: false,
  "returned-to-origin": false,
} as const satisfies Record<ForwardStage, boolean>;
