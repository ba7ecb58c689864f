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
 * machine-readable in `dateTime`. The zone is named when it is not the shopper's own.
 */
export function LocalDateTime({ value, precision = "date-time", ...rest }: LocalDateTimeProps) {
  const format = useFormatters();
  const timeZone = useDisplayTimeZone();
  const date = typeof value === "string" ? new Date(value) : value;
  const named = useZoneNamed(date);
  if (Number.isNaN(date.getTime())) return null;
  const text = { date: format.date, "date-time": format.dateTime, time: format.time }[precision](date, timeZone);
  return (
    <time dateTime={date.toISOString()} {...rest}>
      {named && precision !== "date" ? `${text} ${zoneLabel(format.locale, timeZone, date)}` : text}
    </time>
  );
}
