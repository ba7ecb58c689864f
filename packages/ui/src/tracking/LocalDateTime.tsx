import type { HTMLAttributes } from "react";
import { useFormatters } from "@portal/i18n/react";
import { useDisplayTimeZone } from "./use-display-time-zone.ts";

export interface LocalDateTimeProps extends Omit<HTMLAttributes<HTMLTimeElement>, "children"> {
  value: Date | string;
  /** "date-time" (default) or "date" only. */
  precision?: "date-time" | "date";
}

/** A moment in the page's language and the shopper's time zone, machine-readable in `dateTime`. */
export function LocalDateTime({ value, precision = "date-time", ...rest }: LocalDateTimeProps) {
  const format = useFormatters();
  const timeZone = useDisplayTimeZone();
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const text = precision === "date" ? format.date(date, timeZone) : format.dateTime(date, timeZone);
  return (
    <time dateTime={date.toISOString()} {...rest}>
      {text}
    </time>
  );
}
