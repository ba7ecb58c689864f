import { LANGUAGE_PREFIXES, LOCALE_BY_PREFIX, isLanguagePrefix, type LanguagePrefix, type LocaleCode } from "../locale/locales.ts";

/** Every screen of product rules §2. `home` shows the tracking page when the URL is a tracking URL. */
export const SCREENS = [
  "home",
  "my-orders",
  "pincode",
  "delivery-issue",
  "reverse",
  "reverse-issue",
  "update-contact",
  "login",
  "returns",
  "returns-status",
  "exchange",
  "exchange-status",
] as const;
export type ScreenId = (typeof SCREENS)[number];

/** The paths (without language prefix) of each screen. Routes match exactly. */
export const PATHS_BY_SCREEN = {
  home: ["/", "/page", "/tracking"],
  "my-orders": ["/my-order"],
  pincode: ["/pincode"],
  "delivery-issue": ["/issue"],
  reverse: ["/reverse"],
  "reverse-issue": ["/reverse/issue"],
  "update-contact": ["/update-contact"],
  login: ["/login"],
  returns: ["/returns"],
  "returns-status": ["/returns/status"],
  exchange: ["/return-exchange"],
  "exchange-status": ["/return-exchange/status"],
} as const satisfies Record<ScreenId, readonly string[]>;

export type ScreenPath = (typeof PATHS_BY_SCREEN)[ScreenId][number];

const SCREEN_BY_PATH: ReadonlyMap<string, ScreenId> = new Map(SCREENS.flatMap((screen) => PATHS_BY_SCREEN[screen].map((path) => [path, screen] as const)));

export interface RouteMatch {
  screen: ScreenId;
  /** The screen's path without the language prefix, e.g. "/reverse/issue". */
  path: ScreenPath;
  /** The prefix in the URL, or null when the URL has none. */
  prefix: LanguagePrefix | null;
  /** The language the page renders in: the prefix's, else English. */
  locale: LocaleCode;
}

/**
 * Resolves a URL path to its screen, or null for the not-found screen.
 * `/en` and `/en/` are the bare language roots; everything else matches exactly.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const [, first = "", ...rest] = pathname.split("/");
  if (isLanguagePrefix(first)) {
    const inner = rest.length === 0 ? "/" : `/${rest.join("/")}`;
    return screenAt(inner, first);
  }
  return screenAt(pathname, null);
}

function screenAt(path: string, prefix: LanguagePrefix | null): RouteMatch | null {
  const screen = SCREEN_BY_PATH.get(path);
  if (!screen) return null;
  return {
    screen,
    path: path as ScreenPath,
    prefix,
    locale: prefix ? LOCALE_BY_PREFIX[prefix] : "en",
  };
}

/** Builds a same-site href for a screen path in a language (no prefix when `prefix` is null). */
export function localizedPath(path: ScreenPath, prefix: LanguagePrefix | null): string {
  if (!prefix) return path;
  return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}

/** Every concrete path the portal answers, for tests and sitemaps: 12 screens x 10 variants + roots. */
export function allRoutePaths(): string[] {
  const unprefixed = SCREENS.flatMap((s) => [...PATHS_BY_SCREEN[s]]);
  return [...unprefixed, ...LANGUAGE_PREFIXES.flatMap((prefix) => unprefixed.map((p) => localizedPath(p, prefix)))];
}
