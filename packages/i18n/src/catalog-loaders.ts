import type { Messages } from "@lingui/core";
import type { LocaleCode } from "@portal/core/locale";

type CatalogLoaders = Record<LocaleCode, () => Promise<{ messages: Messages }>>;

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
} satisfies CatalogLoaders;

/**
 * Each locale's catalog file inside this package, so a server can find the catalog's
 * built chunk (and preload it) without knowing where the package sits in the repo.
 */
export function catalogFile(locale: LocaleCode, catalog: "messages" | ExtraCatalog = "messages"): string {
  return `locales/${locale}/${catalog}.po`;
}

/**
 * Catalogs of their own, for screens whose many texts no other page needs (lingui.config.js
 * says which sources feed them). A page loads one only when its screen asks for it.
 */
export const EXTRA_CATALOG_LOADERS = {
  /** The admin console's texts (apps/admin loads it with the main one; shopper pages never do). */
  admin: {
    en: () => import("../locales/en/admin.po"),
    ar: () => import("../locales/ar/admin.po"),
    vi: () => import("../locales/vi/admin.po"),
    hi: () => import("../locales/hi/admin.po"),
    mr: () => import("../locales/mr/admin.po"),
    bn: () => import("../locales/bn/admin.po"),
    gu: () => import("../locales/gu/admin.po"),
    te: () => import("../locales/te/admin.po"),
    ta: () => import("../locales/ta/admin.po"),
  },
  returns: {
    en: () => import("../locales/en/returns.po"),
    ar: () => import("../locales/ar/returns.po"),
    vi: () => import("../locales/vi/returns.po"),
    hi: () => import("../locales/hi/returns.po"),
    mr: () => import("../locales/mr/returns.po"),
    bn: () => import("../locales/bn/returns.po"),
    gu: () => import("../locales/gu/returns.po"),
    te: () => import("../locales/te/returns.po"),
    ta: () => import("../locales/ta/returns.po"),
  },
  /** The texts of the screens a tracking page leads to (forms, My orders, login, return status). */
  forms: {
    en: () => import("../locales/en/forms.po"),
    ar: () => import("../locales/ar/forms.po"),
    vi: () => import("../locales/vi/forms.po"),
    hi: () => import("../locales/hi/forms.po"),
    mr: () => import("../locales/mr/forms.po"),
    bn: () => import("../locales/bn/forms.po"),
    gu: () => import("../locales/gu/forms.po"),
    te: () => import("../locales/te/forms.po"),
    ta: () => import("../locales/ta/forms.po"),
  },
} satisfies Record<string, CatalogLoaders>;
export type ExtraCatalog = keyof typeof EXTRA_CATALOG_LOADERS;

/**
 * The locale's main catalog merged with the extra ones a screen needs. Merged once per
 * locale and set of extras (a server renders thousands of pages from the same few); callers
 * treat the answer as read-only. A failed load is not kept, so it is tried again.
 */
export function loadCatalog(locale: LocaleCode, extras: readonly ExtraCatalog[] = []): Promise<Messages> {
  const key = [locale, ...extras].join(" ");
  let merged = mergedCatalogs.get(key);
  if (!merged) {
    merged = mergeCatalogs(locale, extras);
    mergedCatalogs.set(key, merged);
    merged.catch(() => mergedCatalogs.delete(key));
  }
  return merged;
}

const mergedCatalogs = new Map<string, Promise<Messages>>();

async function mergeCatalogs(locale: LocaleCode, extras: readonly ExtraCatalog[]): Promise<Messages> {
  const [main, ...rest] = await Promise.all([CATALOG_LOADERS[locale](), ...extras.map((name) => EXTRA_CATALOG_LOADERS[name][locale]())]);
  return Object.assign({}, main.messages, ...rest.map((catalog) => catalog.messages)) as Messages;
}
