import { DEFAULT_LOCALE, directionOf, isLocale, type LocaleCode } from "@portal/i18n";

const STORAGE_KEY = "portal-admin-language";

/** The console's language: ?lang=, else the last choice on this browser, else English. */
export function initialAdminLanguage(): LocaleCode {
  const fromUrl = new URLSearchParams(window.location.search).get("lang") ?? "";
  if (isLocale(fromUrl)) return fromUrl;
  let stored = "";
  try {
    stored = window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    // storage blocked: the default is fine
  }
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function rememberAdminLanguage(locale: LocaleCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
