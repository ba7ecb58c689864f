import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { LocaleCode } from "@portal/core/locale";
import { loadCatalog, type ExtraCatalog } from "./catalog-loaders.ts";

/**
 * A fresh Lingui instance per request (server) or per mount (client): never a module-level
 * singleton, so two requests in different languages cannot see each other's locale.
 */
export function createI18n(locale: LocaleCode, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** An instance with the locale's main catalog plus the extra ones given (the admin's, the return flows'). */
export async function createI18nFor(locale: LocaleCode, extras: readonly ExtraCatalog[] = []): Promise<I18n> {
  return createI18n(locale, await loadCatalog(locale, extras));
}
