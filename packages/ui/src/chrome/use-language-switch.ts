import { useLingui } from "@lingui/react/macro";
import type { AnchorHTMLAttributes, HTMLAttributes, MouseEvent } from "react";
import { useCallback, useSyncExternalStore } from "react";
import { directionOf, NATIVE_LANGUAGE_NAME, type LocaleCode, type TextDirection } from "@portal/core/locale";
import { switchLanguagePath } from "./language-switch.ts";

export interface UseLanguageSwitchOptions {
  /** The page's language. */
  locale: LocaleCode;
  /** The path being rendered (with or without prefix); used until the browser's location is known. */
  pathname: string;
  /** The languages offered, in display order. */
  locales?: readonly LocaleCode[];
  /** Loads the other language's page. Default: a full reload with `window.location.assign`. */
  assign?: (url: string) => void;
}

export interface LanguageSwitchOption {
  locale: LocaleCode;
  /** The language's own name ("العربية"), never translated. */
  label: string;
  href: string;
  current: boolean;
  direction: TextDirection;
  /** Spread on an `<a>`: href, lang, hrefLang, dir, aria-current and the reloading click handler. */
  linkProps: AnchorHTMLAttributes<HTMLAnchorElement> & {
    "data-state": "current" | "inactive";
    "data-locale": LocaleCode;
  };
}

export interface LanguageSwitch {
  locale: LocaleCode;
  direction: TextDirection;
  /** Spread on the switcher's container (a `<nav>`): label, the page direction, styling hook. */
  rootProps: HTMLAttributes<HTMLElement> & { "data-chrome": "language-switch"; dir: TextDirection };
  options: LanguageSwitchOption[];
  /** The offered languages other than the current one (a two-language toggle shows just this). */
  others: LanguageSwitchOption[];
}

const DEFAULT_LOCALES: readonly LocaleCode[] = ["en", "ar"];

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener("hashchange", onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener("hashchange", onChange);
  };
}

function browserLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A language switcher's prop bags. Each option links to the same page in that language
 * (first path segment rewritten, query and hash kept) and a plain click reloads the page there,
 * so the server renders the new language. Server render and hydration use `pathname`; the
 * browser's full location (query, hash) is used right after, and again at click time.
 */
export function useLanguageSwitch({ locale, pathname, locales = DEFAULT_LOCALES, assign }: UseLanguageSwitchOptions): LanguageSwitch {
  const { t } = useLingui();
  const location = useSyncExternalStore(subscribe, browserLocation, () => pathname);
  const reload = useCallback((url: string) => (assign ? assign(url) : window.location.assign(url)), [assign]);

  const options = locales.map((target): LanguageSwitchOption => {
    const current = target === locale;
    const direction = directionOf(target);
    return {
      locale: target,
      label: NATIVE_LANGUAGE_NAME[target],
      href: switchLanguagePath(location, target),
      current,
      direction,
      linkProps: {
        href: switchLanguagePath(location, target),
        lang: target,
        hrefLang: target,
        dir: direction,
        "aria-current": current ? "true" : undefined,
        "data-state": current ? "current" : "inactive",
        "data-locale": target,
        onClick: (event) => {
          if (event.defaultPrevented || !isPlainLeftClick(event)) return;
          event.preventDefault();
          reload(switchLanguagePath(browserLocation(), target));
        },
      },
    };
  });

  const direction = directionOf(locale);
  return {
    locale,
    direction,
    rootProps: { "aria-label": t`Language`, "data-chrome": "language-switch", dir: direction },
    options,
    others: options.filter((option) => !option.current),
  };
}
