import type { Kysely } from "kysely";
import { directionOf, formatDateTime } from "@portal/i18n";
import { firstPaintFontFiles } from "@portal/core/brand";
import { matchRoute } from "@portal/core/routes";
import { brandTimeZone, isMeasurementId, themeCssText, type Theme } from "@portal/core/theme";
import { OFFLINE_COPY_NOTE } from "@portal/core/messages";
import { messageIn } from "@portal/i18n/server";
import {
  INITIAL_STATE_ELEMENT_ID,
  PAGE_TEXTS_ELEMENT_ID,
  ROOT_ELEMENT_ID,
  initialStateForRequest,
  keepsOfflineCopy,
  shownShipmentOf,
  loadPortal,
  pageChunkKeys,
  scriptSafeJson,
  serializeInitialState,
  type BrandIdentity,
  type PortalInitialState,
  type PostedForm,
} from "@portal/portal/ssr";
import type { Database } from "@portal/db/schema";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { inOneRead } from "@portal/db/one-read";
import type { TrackingView } from "@portal/db/insights";
import { recordTrackingView } from "../http/tracking-view-counter.ts";
import type { Brand } from "@portal/db/repositories/records";
import { brandManifest } from "@portal/portal/brand-registry";
import { effectiveThemeFor } from "../brands/brand-rules.ts";
import { brandForHost } from "../http/brand-for-host.ts";
import { contentSecurityPolicy } from "../http/content-security-policy.ts";
import { encodeText, negotiateCoding } from "../http/compression.ts";
import { themeImageOrigins } from "../http/theme-image-origins.ts";
import { deviceFromUserAgent, isWebview } from "../http/device.ts";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log/logger.ts";
import type { ClientAssets } from "./client-assets.ts";
import { renderDocument } from "./html-document.ts";
import { pageClock, RenderedPages, type RenderedPage } from "./rendered-pages.ts";
import { pageDataSource } from "./page-data-source.ts";
import { themeForPage } from "./sanitize-banner.ts";
import { isScreenOffered } from "./screen-availability.ts";
import { previewForPage } from "../api/admin/console/theme-preview.ts";
import { loginGuardRedirect } from "./login-guard-redirect.ts";
import { searchByRedirect } from "./search-by-redirect.ts";
import { parse as parseCookies } from "hono/utils/cookie";
import { RETURN_TOKEN_COOKIE } from "@portal/core/permissions";
import type { ReturnSessionTokens } from "../api/returns/session/return-session-token.ts";

export interface PageDeps {
  db: Kysely<Database>;
  env: ServerEnv;
  assets: ClientAssets;
  now: () => Date;
  log: Logger;
  /** Verifies the return login a status page's loader reads (the API's own keys). */
  tokens: ReturnSessionTokens;
  /** This minute's rendered pages (rendered-pages.ts); one per app, so a dev server's new code starts empty. */
  renderedPages: RenderedPages;
}

/** Served when the host names no brand we know: the not-found screen in neutral dress. */
const UNKNOWN_BRAND: BrandIdentity = { package: "default", subdomain: "", name: "" };

/** What a page writes from its theme alone, worked out once per theme object (shared while stored text is unchanged). */
const themeParts = new WeakMap<Theme, { css: string; imageOrigins: string[] }>();
function themePartsOf(theme: Theme) {
  let parts = themeParts.get(theme);
  if (!parts) themeParts.set(theme, (parts = { css: themeCssText(theme.tokens ?? {}), imageOrigins: themeImageOrigins(theme) }));
  return parts;
}

/**
 * Server-renders one portal page: brand from the host, language from the path, and the
 * screen's data from its route loader, which reads the domain logic directly.
 */
export async function renderPageResponse(request: Request, deps: PageDeps, refused?: RefusedPost): Promise<Response | PageAnswer> {
  // Brand, theme and the screen's loader read the database as one (@portal/db's one-read.ts).
  const { answer, view } = await inOneRead(deps.db, (db) => renderPage(request, { ...deps, db }, refused));
  // Counted after the read, outside its snapshot; a failed count never costs the shopper the page,
  // and a lock held elsewhere costs it one short wait, then nothing while backing off.
  if (view)
    await recordTrackingView(deps.db, view).catch((error: unknown) =>
      deps.log.warn("tracking view not counted", { brand: view.brandId, error: String(error) }),
    );
  return answer;
}

/**
 * The view a served page counts (docs/insights.md): a GET of a tracking page showing a
 * shipment, not a theme preview nor a browser's speculative prefetch. `search_by` is the search
 * form's own field (sent by the form without script, and by its script in the URL it opens), so
 * its presence means the search; anything else reached the tracking URL by a link.
 */
function viewOf(request: Request, url: URL, brand: Brand | undefined, page: PageShown, now: Date, preview: boolean): TrackingView | undefined {
  const waybill = shownShipmentOf(page);
  if (!brand || !waybill || request.method !== "GET" || preview) return undefined;
  if (/prefetch/i.test(request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "")) return undefined;
  // The page's language is its path's (the state's `lang`): what the shopper read it in.
  return { brandId: brand.id, waybill, via: url.searchParams.has("search_by") ? "search" : "link", locale: page.user.lang, now };
}

type PageShown = Parameters<typeof shownShipmentOf>[0];

/** A form posted without JavaScript that its API call refused (form-posts.ts): the page renders it again, as sent. */
export interface RefusedPost {
  posted: PostedForm;
  status: number;
}

async function renderPage(
  request: Request,
  deps: PageDeps,
  refused: RefusedPost | undefined,
): Promise<{ answer: Response | PageAnswer; view?: TrackingView | undefined }> {
  const url = new URL(request.url);
  const userAgent = request.headers.get("user-agent") ?? undefined;
  const host = request.headers.get("host") ?? undefined;
  const brand = await brandForHost(deps, host);
  // An admin's unsaved theme (signed preview token, live session of an admin of this brand).
  const preview = brand ? await previewForPage(deps, url, brand.id, request.headers.get("sec-fetch-dest")) : undefined;
  // The brand package's manifest defaults fill what the stored theme leaves out (colours too).
  const storedTheme: Theme = preview?.theme ?? (brand ? await effectiveThemeFor(deps.db, brand) : { name: "", tokens: {}, config: {}, meta_data: {} });
  const theme = themeForPage(storedTheme);
  const routed = brand ? matchRoute(url.pathname) : null;
  const match = routed && isScreenOffered(routed.screen, theme) ? routed : null;
  const guarded = loginGuardRedirect(url, match, theme, request.headers.get("cookie")) ?? searchByRedirect(url, match);
  if (guarded) return { answer: guarded };
  const identity: BrandIdentity = brand
    ? { package: brand.brandPackage, subdomain: brand.subdomain, name: brand.name, checksKeys: brand.securityCheckEnabled }
    : UNKNOWN_BRAND;
  const requestState = initialStateForRequest({
    url,
    match,
    brand: identity,
    theme,
    device: deviceFromUserAgent(userAgent),
    webview: isWebview(userAgent),
    now: pageClock(deps.now()),
  });
  if (refused) requestState.posted = refused.posted;
  // The session the API would read from the same request: the return login's cookie, verified.
  const returnToken = parseCookies(request.headers.get("cookie") ?? "", RETURN_TOKEN_COOKIE)[RETURN_TOKEN_COOKIE];
  const session = {
    returnLogin: returnToken ? deps.tokens.verify(returnToken, deps.now()) : undefined,
    returnToken: returnToken || undefined,
    locale: requestState.user.lang,
  };
  const page = await loadPortal({
    url: url.pathname + url.search,
    state: requestState,
    source: pageDataSource(deps, brand, session),
    returnSession: session.returnLogin !== undefined,
  });
  const { state } = page;
  const view = viewOf(request, url, brand, state, deps.now(), preview !== undefined);
  const stateJson = serializeInitialState(state);
  // A GET outside a theme preview is answered from or kept among this minute's rendered pages.
  const coding = request.method === "GET" ? negotiateCoding(request.headers.get("accept-encoding") ?? undefined) : undefined;
  const key = request.method === "GET" && !preview ? RenderedPages.keyOf(url.pathname + url.search, stateJson, coding) : undefined;
  const held = key === undefined ? undefined : deps.renderedPages.get(key);
  if (held) return { answer: pageResponse(held), view };
  const rendered = await page.render();
  const keepOffline = keepsOfflineCopy(state);
  const document = renderDocument({
    lang: state.user.lang,
    dir: directionOf(state.user.lang),
    title: rendered.title,
    themeCss: themePartsOf(theme).css,
    assets: deps.assets.forPage(pageChunkKeys(state)),
    // Brand fonts: the one woff2 per typeface this brand's first paint needs in this language.
    fontPreloads: deps.assets.assetUrls(firstPaintFontFiles(brandManifest(identity.package).fonts, state.user.lang)),
    appHtml: rendered.html,
    stateJson,
    stateElementId: INITIAL_STATE_ELEMENT_ID,
    // Keyed as this build's browser code names them.
    texts: rendered.texts && { json: scriptSafeJson(deps.assets.clientTexts(rendered.texts)), elementId: PAGE_TEXTS_ELEMENT_ID },
    rootElementId: ROOT_ELEMENT_ID,
    offlineNote: keepOffline ? offlineNoteFor(state.user.lang, state.renderedAt, brandTimeZone(theme.config)) : undefined,
  });
  const policy = contentSecurityPolicy(document.styleHashes, {
    // Google's script host only for a real property id: any other text would open script-src for nothing.
    googleAnalytics: isMeasurementId(theme.config?.ga_tracking_id),
    frameAncestor: preview?.frameOrigin,
    imageOrigins: themePartsOf(theme).imageOrigins,
    uploadOrigin: deps.env.s3 ? new URL(deps.env.s3.endpoint).origin : undefined,
  });
  const status: ContentfulStatusCode = state.page.screen === "not-found" ? 404 : ((refused?.status ?? 200) as ContentfulStatusCode);
  // HEAD and previews: the compression step finishes the answer as any other.
  if (key === undefined) return { answer: pageResponse({ status, contentSecurityPolicy: policy, body: document.bytes, coding: undefined, keepOffline }), view };
  const served: RenderedPage = { status, contentSecurityPolicy: policy, keepOffline, ...encodeText(document.bytes, coding) };
  deps.renderedPages.set(key, state.renderedAt, served);
  return { answer: pageResponse(served), view };
}

/**
 * A page's answer as parts, for the app to send with `c.body`: built in the request's context,
 * it carries the security headers as made, so the compression step (../http/compression.ts)
 * neither rebuilds it nor reads its body again.
 */
export interface PageAnswer {
  /** 200, 404, or a refused form post's answer (its API call's 4xx or 503). */
  status: ContentfulStatusCode;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

function pageResponse(page: RenderedPage): PageAnswer {
  return {
    status: page.status,
    body: page.body,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": page.contentSecurityPolicy,
      // Read by the service worker (apps/portal/public/sw.js): the one page it may keep for offline reading.
      ...(page.keepOffline ? { "x-portal-offline-copy": "keep" } : {}),
      ...(page.coding ? { "content-encoding": page.coding, "content-length": String(page.body.length) } : {}),
    },
  };
}

/** The "as of" line a kept copy shows offline: the page's own minute, in the brand's zone and the page's language. */
function offlineNoteFor(lang: PortalInitialState["user"]["lang"], renderedAt: string, timeZone: string): string {
  return messageIn(lang, { ...OFFLINE_COPY_NOTE, values: { time: formatDateTime(lang, renderedAt, timeZone) } });
}
