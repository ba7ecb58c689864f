import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { LocaleCode } from "@portal/core/locale";
import { once } from "@portal/core/async";
import type { ExtraCatalog, loadCatalog } from "./catalog-loaders.ts";

export interface TextsOnDemand {
  /** The page's instance: the inlined texts at once, the catalogs' others once loaded. */
  i18n: I18n;
  /** Loads the rest of the page's catalogs (once; again after a failure). */
  complete(): Promise<void>;
}

/** After any of these the next render may show a text the first paint did not (a menu, an error). */
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * A browser page's i18n started from the texts its server render used (recorded-texts.ts),
 * inlined in the HTML: the page hydrates without downloading a catalog. The catalogs load on
 * the first interaction, on a navigation (the caller's `complete`), or when a render asks for a
 * text that is not in yet: that text renders empty meanwhile, and again once it is in.
 * `load` is `loadCatalog` or, in a browser that keeps the catalog tables out of its entry, a
 * function that imports it first.
 */
export function textsOnDemand(
  locale: LocaleCode,
  inlined: Messages,
  catalogs: readonly ExtraCatalog[],
  events: EventTarget,
  load: typeof loadCatalog,
): TextsOnDemand {
  let missed = false;
  // A failed load is forgotten: the next missing text or tap tries again.
  const complete = once(() =>
    load(locale, catalogs).then((messages) => {
      // Quietly: the texts on screen are the catalog's own, so nothing needs rendering again...
      Object.assign(i18n.messages, messages);
      // ...unless one was missing meanwhile.
      if (missed) i18n.emit("change");
    }),
  );
  const completeQuietly = () => void complete().catch(() => undefined);
  const i18n = setupI18n({
    locale,
    // A copy: the catalogs are merged into it as they arrive.
    messages: { [locale]: { ...inlined } },
    missing: () => {
      missed = true;
      completeQuietly();
      return "";
    },
  });
  const onFirstInteraction = () => {
    for (const type of FIRST_INTERACTION) events.removeEventListener(type, onFirstInteraction, true);
    completeQuietly();
  };
  for (const type of FIRST_INTERACTION) events.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
  return { i18n, complete };
}
