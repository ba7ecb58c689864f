import { I18nProvider, useLingui } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { useMemo, type ReactNode } from "react";
import type { LocaleCode } from "@portal/core/locale";
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime } from "./intl-formatters.ts";

export function PortalI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Intl formatters bound to the active locale. */
export function useFormatters() {
  const { i18n } = useLingui();
  const locale = i18n.locale as LocaleCode;
  return useMemo(
    () => ({
      locale,
      dateTime: (value: Date | string, timeZone?: string) => formatDateTime(locale, value, timeZone),
      date: (value: Date | string, timeZone?: string) => formatDate(locale, value, timeZone),
      time: (value: Date | string, timeZone?: string) => formatTime(locale, value, timeZone),
      number: (value: number) => formatNumber(locale, value),
      money: (amount: number, currency: string) => formatMoney(locale, amount, currency),
    }),
    [locale],
  );
}

export { useLingui } from "@lingui/react";
