import { isLanguagePrefix, LOCALE_BY_PREFIX, type LocaleCode } from "@portal/core/locale";
import { isReturnUrl, isTrackingUrl, readLinkParams, type RouteMatch } from "@portal/core/routes";
import type { Theme } from "@portal/core/theme";
import type { BrandIdentity, PageState, PortalInitialState, UserState } from "./initial-state.ts";

/** The language of a URL that matched no route: its first segment when that is a prefix. */
function localeOfUnmatched(pathname: string): { locale: LocaleCode; prefix: string | null } {
  const first = pathname.split("/")[1] ?? "";
  return isLanguagePrefix(first) ? { locale: LOCALE_BY_PREFIX[first], prefix: first } : { locale: "en", prefix: null };
}

export function pageStateOf(url: URL, match: RouteMatch | null): PageState {
  const params = readLinkParams(url.searchParams);
  if (!match) {
    return {
      screen: "not-found",
      path: url.pathname,
      waybill: undefined,
      cpId: undefined,
      orderId: undefined,
      params,
      search: url.search,
      isTrackingUrl: false,
      isReturnUrl: false,
    };
  }
  return {
    screen: match.screen,
    path: match.path,
    waybill: params.waybill,
    cpId: params.cp_id,
    orderId: params.order_id,
    params,
    search: url.search,
    isTrackingUrl: isTrackingUrl(match.path, params),
    isReturnUrl: isReturnUrl(match.path, params),
  };
}

function userStateOf(url: URL, match: RouteMatch | null, input: { subdomain: string; device: UserState["device"]; webview: boolean }): UserState {
  const { locale, prefix } = match ? { locale: match.locale, prefix: match.prefix } : localeOfUnmatched(url.pathname);
  return {
    subdomain: input.subdomain,
    enterprise: input.subdomain,
    device: input.device,
    lang: locale,
    routePrefix: prefix ? (`/${prefix}` as UserState["routePrefix"]) : "",
    webview: input.webview,
  };
}

export interface RequestStateInput {
  url: URL;
  /** The screen the server serves for this URL; null answers not-found (unknown brand or path, or a screen the brand does not offer). */
  match: RouteMatch | null;
  brand: BrandIdentity;
  theme: Theme;
  device: UserState["device"];
  webview: boolean;
  now: Date;
}

/**
 * The state of one request before its screen's data is loaded: who asks, for what, under
 * which brand. The server builds it per request; tests build it the same way.
 */
export function initialStateForRequest(input: RequestStateInput): PortalInitialState {
  const { url, match, brand } = input;
  return {
    brand,
    theme: input.theme,
    user: userStateOf(url, match, { subdomain: brand.subdomain, device: input.device, webview: input.webview }),
    page: pageStateOf(url, match),
    screenData: undefined,
    renderedAt: input.now.toISOString(),
  };
}
