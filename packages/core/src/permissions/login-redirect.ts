import type { LanguagePrefix } from "../locale/locales.ts";
import { localizedPath, matchRoute } from "../routes/route-table.ts";

/** The login screen's parameter naming where to go back after logging in. */
export const LOGIN_NEXT_PARAM = "next";

/** Only for parsing: a relative `next` must stay on this origin. */
const PROBE_ORIGIN = "http://portal.invalid";

/**
 * The same-origin path a login may return to, or undefined. Accepts only a path of a portal
 * screen other than the login itself ("/ar/returns?waybill=…"); refuses absolute and
 * protocol-relative URLs, backslashes and control characters, so `next` cannot redirect
 * the shopper to another site.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith("/") || next.startsWith("//")) return undefined;
  // Browsers read "\" as "/", and strip tabs and newlines: "/\evil.example" is another host.
  if ([...next].some((ch) => ch === "\\" || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return undefined;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const route = matchRoute(url.pathname);
  if (route === null || route.screen === "login") return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the guard sends a shopper: the login screen in their language, with `next` back. */
export function loginRedirectHref(prefix: LanguagePrefix | null, next: string): string {
  const query = new URLSearchParams();
  const back = safeNextPath(next);
  if (back) query.set(LOGIN_NEXT_PARAM, back);
  const search = query.toString();
  return `${localizedPath("/login", prefix)}${search ? `?${search}` : ""}`;
}

/** Where a successful login goes: the validated `next`, else the return flow in the login's language. */
export function afterLoginHref(prefix: LanguagePrefix | null, next: string | null | undefined): string {
  return safeNextPath(next) ?? localizedPath("/returns", prefix);
}
