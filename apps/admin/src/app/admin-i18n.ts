import { createI18nFor, type I18n, type LocaleCode } from "@portal/i18n";

/** The console's Lingui instance: the shared catalog plus the admin's own (shopper pages never load it). */
export function createAdminI18n(locale: LocaleCode): Promise<I18n> {
  return createI18nFor(locale, ["admin"]);
}
