import type { ExtraCatalog, I18n, LocaleCode } from "@portal/i18n";
import { loadCatalogOnDemand } from "../on-demand/load-on-demand.ts";
import type { ScreenId } from "@portal/core/routes";

/**
 * The extra message catalogs each screen needs besides the main one: the return flows' texts
 * load only on return pages, the other screens' ("forms") on theirs, so the tracking page's
 * catalog holds only what the shell and the tracking and search screens say.
 */
export const SCREEN_CATALOGS = {
  home: [],
  "my-orders": ["forms"],
  pincode: ["forms"],
  "delivery-issue": ["forms"],
  reverse: ["forms"],
  "reverse-issue": ["forms"],
  "update-contact": ["forms"],
  login: ["forms"],
  returns: ["returns", "forms"],
  "returns-status": ["forms"],
  exchange: ["returns", "forms"],
  "exchange-status": ["forms"],
} as const satisfies Record<ScreenId, readonly ExtraCatalog[]>;

export function catalogsFor(screen: ScreenId | "not-found"): readonly ExtraCatalog[] {
  return screen === "not-found" ? [] : SCREEN_CATALOGS[screen];
}

/**
 * Whether a page of this screen carries the texts its server render used instead of loading its
 * catalog before it hydrates (@portal/i18n's recordTexts and textsOnDemand): the tracking, search
 * and not-found pages, the ones a shopper opens from a link, whose texts are all in the main
 * catalog. A form's page loads its catalogs as before: its errors are texts first paint lacks.
 */
export function inlinesTexts(screen: ScreenId | "not-found"): boolean {
  return catalogsFor(screen).length === 0;
}

/**
 * The browser router's loadScreenCatalogs: merges a screen's missing catalogs into the page's
 * i18n (the page loaded `loaded` with its first screen), after `completeTexts` when the page
 * started from its inlined texts (it answers undefined while the first page hydrates).
 * Undefined when nothing is missing.
 */
export function screenCatalogLoader(
  i18n: I18n,
  locale: LocaleCode,
  loaded: readonly ExtraCatalog[],
  completeTexts: () => Promise<void> | undefined = () => undefined,
): (screen: ScreenId) => Promise<void> | undefined {
  const merged = new Set<ExtraCatalog>(loaded);
  return (screen) => {
    const rest = completeTexts();
    const missing = catalogsFor(screen).filter((catalog) => !merged.has(catalog));
    if (missing.length === 0) return rest;
    const extras = loadCatalogOnDemand(locale, missing).then((messages) => {
      i18n.load(locale, messages);
      for (const catalog of missing) merged.add(catalog);
    });
    return rest ? Promise.all([rest, extras]).then(() => undefined) : extras;
  };
}
