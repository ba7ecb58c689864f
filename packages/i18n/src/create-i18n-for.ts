import type { I18n } from "@lingui/core";
import type { LocaleCode } from "@portal/core/locale";
import { loadCatalog, type ExtraCatalog } from "./catalog-loaders.ts";
import { createI18n } from "./create-i18n.ts";

/** An instance with the locale's main catalog plus the extra ones given (the admin's, the return flows'). */
export async function createI18nFor(locale: LocaleCode, extras: readonly ExtraCatalog[] = []): Promise<I18n> {
  return createI18n(locale, await loadCatalog(locale, extras));
}
