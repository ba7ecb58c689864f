import type { HTMLAttributes } from "react";
import { useFormatters } from "@portal/i18n/react";
import { useDisplayTimeZone, useZoneNamed } from "./use-display-time-zone.ts";
import { zoneLabel } from "./zone-label.ts";

export interface LocalDateTimeProps extends Omit<HTMLAttributes<HTMLTimeElement>, "children"> {
  value: Date | string;
  /** "date-time" (default), "date" or "time" only. */
  precision?: "date-time" | "date" | "time";
}

/**
 * A moment in the page's language and the display zone (the brand's, else the shopper's),
 * machine-readable in `dateTime`. The brand's zone is named. Engines name some zones in
 * their own words (Node's ICU says "غرينتش+4" where Chromium's says "GST"): the browser keeps
 * the server's words for this one text (suppressHydrationWarning) instead of discarding the page.
 */
export function LocalDateTime({ value, precision = "date-time", ...rest }: LocalDateTimeProps) {
  const format = useFormatters();
  const timeZone = useDisplayTimeZone();
  const date = typeof value === "string" ? new Date(value) : value;
  const named = useZoneNamed();
  if (Number.isNaN(date.getTime())) return null;
  const text = { date: format.date, "date-time": format.dateTime, time: format.time }[precision](date, timeZone);
  return (
    <time dateTime={date.toISOString()} suppressHydrationWarning {...rest}>
      {named && precision !== "date" ? `${text} ${zoneLabel(format.locale, timeZone, date)}` : text}
    </time>
  );
}
