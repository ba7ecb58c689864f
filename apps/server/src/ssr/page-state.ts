import { isLanguagePrefix, LOCALE_BY_PREFIX, type LocaleCode } from "@portal/core/locale";
import { isReturnUrl, isTrackingUrl, readLinkParams, type RouteMatch } from "@portal/core/routes";
import type { Theme } from "@portal/core/theme";
import type { BrandIdentity, PageState, PortalInitialState, TrackingAnswer, UserState } from "@portal/portal/ssr";
import type { Device } from "../http/device.ts";

/** The language of a URL that matched no route: its first segment when that is a prefix. */
function localeOfUnmatched(pathname: string): { locale: LocaleCode; prefix: string | null } {
  const first = pathname.split("/")[1] ?? "";
  return isLanguagePrefix(first) ? { locale: LOCALE_BY_PREFIX[first], prefix: first } : { locale: "en", prefix: null };
}

export function pageStateOf(url: URL, match: RouteMatch | null): PageState {
  const params = readLinkParams(url.searchParams);
  if (!match) {
    return { screen: "not-found", path: url.pathname, waybill: undefined, cpId: undefined, orderId: undefined, params, isTrackingUrl: false, isReturnUrl: false };
  }
  return {
    screen: match.screen,
    path: match.path,
    waybill: params.waybill,
    cpId: params.cp_id,
    orderId: params.order_id,
    params,
    isTrackingUrl: isTrackingUrl(match.path, params),
    isReturnUrl: isReturnUrl(match.path, params),
  };
}

export function userStateOf(input: {
  url: URL;
  match: RouteMatch | null;
  subdomain: string;
  enterprise: string;
  device: Device;
  webview: boolean;
}): UserState {
  const { locale, prefix } = input.match
    ? { locale: input.match.locale, prefix: input.match.prefix }
    : localeOfUnmatched(input.url.pathname);
  return {
    subdomain: input.subdomain,
    enterprise: input.enterprise,
    device: input.device,
    lang: locale,
    routePrefix: prefix ? (`/${prefix}` as UserState["routePrefix"]) : "",
    webview: input.webview,
  };
}

export function initialStateOf(input: {
  brand: BrandIdentity;
  theme: Theme;
  user: UserState;
  page: PageState;
  tracking: TrackingAnswer | undefined;
  returnStatus?: PortalInitialState["returnStatus"];
  now: Date;
}): PortalInitialState {
  const { now, ...parts } = input;
  return { ...parts, renderedAt: now.toISOString() };
}
