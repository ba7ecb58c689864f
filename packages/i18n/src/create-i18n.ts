import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { LocaleCode } from "@portal/core/locale";

/**
 * A fresh Lingui instance per request (server) or per mount (client): never a module-level
 * singleton, so two requests in different languages cannot see each other's locale.
 */
export function createI18n(locale: LocaleCode, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
