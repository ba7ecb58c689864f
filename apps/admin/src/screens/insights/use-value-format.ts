import { createContext, useContext, useMemo } from "react";
import { DEFAULT_CURRENCY } from "@portal/core/money";
import { useLingui } from "@lingui/react/macro";
import { numberFormat } from "@portal/i18n";
import { useFormatters } from "@portal/i18n/react";
import type { Value, ValueFormat } from "./insight-model.ts";

/** The currency of the brand whose figures are shown (the API answers its config's); amounts are written in it. */
export const InsightCurrency = createContext<string>(DEFAULT_CURRENCY);

/** Writes a value in the admin's language with Intl (numbers, percents, units, dates, money). */
export function useValueFormat(): (value: Value, format: ValueFormat) => string {
  const { t } = useLingui();
  const f = useFormatters();
  const currency = useContext(InsightCurrency);
  return useMemo(() => {
    const percent = numberFormat(f.locale, { style: "percent", maximumFractionDigits: 1 });
    const unit = (unit: "day" | "minute" | "hour") => numberFormat(f.locale, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 1 });
    const decimal = numberFormat(f.locale, { maximumFractionDigits: 1 });
    const write: Record<ValueFormat, (v: number) => string> = {
      text: String,
      count: f.number,
      percent: (v) => percent.format(v),
      days: (v) => unit("day").format(v),
      minutes: (v) => unit("minute").format(v),
      hours: (v) => unit("hour").format(v),
      money: (v) => f.money(v / 100, currency),
      day: (v) => String(v),
      decimal: (v) => decimal.format(v),
    };
    return (value, format) => {
      if (value === null) return t`none`;
      if (typeof value === "string") return format === "day" ? f.date(`${value}T00:00:00Z`, "UTC") : value;
      return write[format](value);
    };
  }, [f, t, currency]);
}

/** The change from the previous period: relative for amounts, in percentage points for shares. */
export function useChangeFormat(): (current: number | null, previous: number | null, format: ValueFormat) => string | undefined {
  const { t } = useLingui();
  const { locale } = useFormatters();
  return useMemo(() => {
    const relative = numberFormat(locale, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" });
    const points = numberFormat(locale, { maximumFractionDigits: 1, signDisplay: "exceptZero" });
    return (current, previous, format) => {
      if (current === null || previous === null) return undefined;
      if (format === "percent") {
        const difference = points.format((current - previous) * 100);
        return t`${difference} points`;
      }
      // Scores (mean, NPS) change by their own units: -120 % of an NPS of 24 says nothing.
      if (format === "decimal") return points.format(current - previous);
      if (previous === 0) return current === 0 ? relative.format(0) : undefined;
      return relative.format((current - previous) / previous);
    };
  }, [locale, t]);
}
