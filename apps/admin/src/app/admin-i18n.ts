import type { I18n, LocaleCode } from "@portal/i18n";
import { createI18nFor } from "@portal/i18n/catalogs";

/** The console's Lingui instance: the shared catalog plus the admin's own (shopper pages never load it). */
export function createAdminI18n(locale: LocaleCode): Promise<I18n> {
  return createI18nFor(locale, ["admin"]);
}
