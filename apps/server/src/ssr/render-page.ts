import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { directionOf } from "@portal/i18n";
import { matchRoute } from "@portal/core/routes";
import { themeCssText, type Theme } from "@portal/core/theme";
import {
  INITIAL_STATE_ELEMENT_ID,
  ROOT_ELEMENT_ID,
  SCREEN_SOURCE,
  brandSource,
  isBrandPackage,
  renderPortal,
  serializeInitialState,
  type BrandIdentity,
} from "@portal/portal/ssr";
import type { Database } from "../db/schema.ts";
import { effectiveThemeFor } from "../brands/brand-rules.ts";
import { brandForHost } from "../http/brand-for-host.ts";
import { deviceFromUserAgent, isWebview } from "../http/device.ts";
import type { ServerEnv } from "../env.ts";
import type { ClientAssets } from "./client-assets.ts";
import { renderDocument } from "./html-document.ts";
import { initialStateOf, pageStateOf, userStateOf } from "./page-state.ts";
import { fetchTrackingAnswer, type InProcessFetch } from "./tracking-answer.ts";
import { themeForPage } from "./sanitize-banner.ts";
import { isScreenOffered } from "./screen-availability.ts";

export interface PageDeps {
  db: Kysely<Database>;
  env: ServerEnv;
  assets: ClientAssets;
  now: () => Date;
}

/** Served when the host names no brand we know: the not-found screen in neutral dress. */
const UNKNOWN_BRAND: BrandIdentity = { package: "default", subdomain: "", name: "" };

/** Server-renders one portal page: brand from the host, language from the path. */
export async function renderPageResponse(request: Request, deps: PageDeps, api: InProcessFetch): Promise<Response> {
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? undefined;
  const userAgent = request.headers.get("user-agent") ?? undefined;
  const brand = await brandForHost(deps, host);
  // The brand package's manifest defaults fill what the stored theme leaves out (colours too).
  const storedTheme: Theme = brand ? await effectiveThemeFor(deps.db, brand) : { name: "", tokens: {}, config: {}, meta_data: {} };
  const theme = themeForPage(storedTheme);
  const routed = brand ? matchRoute(url.pathname) : null;
  const match = routed && isScreenOffered(routed.screen, theme) ? routed : null;
  const page = pageStateOf(url, match);
  const identity: BrandIdentity = brand
    ? { package: brand.brandPackage, subdomain: brand.subdomain, name: brand.name }
    : UNKNOWN_BRAND;
  const brandPackage = isBrandPackage(identity.package) ? identity.package : "default";
  const user = userStateOf({
    url,
    match,
    subdomain: identity.subdomain,
    enterprise: identity.subdomain,
    device: deviceFromUserAgent(userAgent),
    webview: isWebview(userAgent),
  });
  const tracking =
    brand && host && page.isTrackingUrl ? await fetchTrackingAnswer(api, url.origin, host, page.params, request.headers.get("x-forwarded-for") ?? undefined) : undefined;
  const state = initialStateOf({ brand: identity, theme, user, page, tracking, now: deps.now() });

  const rendered = await renderPortal(url.pathname + url.search, state, brandPackage);
  const nonce = randomBytes(16).toString("base64");
  const chunkKeys = [
    brandSource(brandPackage),
    ...(match ? [SCREEN_SOURCE[match.screen]] : []),
    `../../packages/i18n/locales/${user.lang}/messages.po`,
  ];
  const html = renderDocument({
    lang: user.lang,
    dir: directionOf(user.lang),
    title: rendered.title,
    nonce,
    themeCss: themeCssText(theme.tokens ?? {}),
    assets: deps.assets.forPage(chunkKeys),
    appHtml: rendered.html,
    stateJson: serializeInitialState(state),
    stateElementId: INITIAL_STATE_ELEMENT_ID,
    rootElementId: ROOT_ELEMENT_ID,
  });
  return new Response(html, {
    status: page.screen === "not-found" ? 404 : 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": contentSecurityPolicy(nonce, { googleAnalytics: Boolean(theme.config?.ga_tracking_id) }),
    },
  });
}

/** Scripts and styles only from our origin or with this response's nonce; never framed. */
export function contentSecurityPolicy(nonce: string, options: { googleAnalytics: boolean }): string {
  // Google's tag and collection hosts are allowed only for brands that configured an id.
  const gaScript = options.googleAnalytics ? " https://www.googletagmanager.com" : "";
  const gaConnect = options.googleAnalytics ? " https://*.google-analytics.com https://*.analytics.google.com" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${gaScript}`,
    // Styles may be inline: the toast library injects its stylesheet at run time, and a style
    // cannot run code. Scripts, the real risk, need this response's nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self'${gaConnect}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
