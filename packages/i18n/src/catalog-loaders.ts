import type { Messages } from "@lingui/core";
import type { LocaleCode } from "@portal/core/locale";

/**
 * One lazily imported catalog per locale: the browser downloads only the active language.
 * The `.po` files are compiled by Lingui's Vite plugin at build time.
 */
export const CATALOG_LOADERS = {
  en: () => import("../locales/en/messages.po"),
  ar: () => import("../locales/ar/messages.po"),
  vi: () => import("../locales/vi/messages.po"),
  hi: () => import("../locales/hi/messages.po"),
  mr: () => import("../locales/mr/messages.po"),
  bn: () => import("../locales/bn/messages.po"),
  gu: () => import("../locales/gu/messages.po"),
  te: () => import("../locales/te/messages.po"),
  ta: () => import("../locales/ta/messages.po"),
} satisfies Record<LocaleCode, () => Promise<{ messages: Messages }>>;

/**
 * Each locale's catalog file inside this package, so a server can find the catalog's
 * built chunk (and preload it) without knowing where the package sits in the repo.
 */
export function catalogFile(locale: LocaleCode): string {
  return `locales/${locale}/messages.po`;
}

export async function loadCatalog(locale: LocaleCode): Promise<Messages> {
  const { messages } = await CATALOG_LOADERS[locale]();
  return messages;
}
