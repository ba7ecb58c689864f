import { renderToString } from "react-dom/server";
import { createMemoryHistory } from "@tanstack/react-router";
import { createI18n, recordTexts, type Messages } from "@portal/i18n";
import { loadCatalog } from "@portal/i18n/catalogs";
import { isStaticChrome, shouldShowFooter } from "@portal/ui";
import { NOT_FOUND_SCREEN } from "./screens/not-found/not-found-screen.ts";
import { chromePropsOf } from "./shell/chrome-props.ts";
import { keptFooterMarkup } from "./shell/kept-footer-markup.tsx";
import { PortalApp } from "./app/PortalApp.tsx";
import { createLazyApiClient } from "./api/lazy-api-client.ts";
import type { PortalDataSource } from "./api/portal-data-source.ts";
import { brandPackageOf, loadBrand } from "./brands/registry.ts";
import { ScreenDataSeed } from "./data/inlined-screen-data.ts";
import { loadScreenData, screenDataHref } from "./data/load-screen-data.ts";
import { hasScreenData } from "./data/data-screens.ts";
import { catalogsFor, inlinesTexts } from "./screens/screen-catalogs.ts";
import { preloadDeferredParts } from "./screens/deferred-part.tsx";
import { createPortalRouter, createServerRouter } from "./router/create-portal-router.ts";
import type { PortalRouterContext } from "./router/portal-router-context.ts";
import type { PortalInitialState } from "./state/initial-state.ts";
import { documentTitleOf } from "./shell/document-title.ts";

export type * from "./state/initial-state.ts";
export type { PortalDataSource } from "./api/portal-data-source.ts";
export { initialStateForRequest, type RequestStateInput } from "./state/request-state.ts";
export { pageChunkKeys } from "./page-chunks.ts";
export { keepsOfflineCopy } from "./data/offline-copy.ts";
export { liveShipmentOf as shownShipmentOf } from "./data/live-shipment.ts";
export { catalogsFor, inlinesTexts } from "./screens/screen-catalogs.ts";
export { SCREEN_TITLE } from "./screens/screen-titles.ts";
export {
  mergeDraftFields,
  renderedFields,
  postedReturnRequest,
  postedPincodeToCheck,
  intentOf,
  stepOfField,
  INTENT_FIELD,
  REQUEST_ID_FIELD,
  SERVICEABILITY_FIELD,
  IFSC_LOOKUP_FIELD,
  STEP_FIELD,
} from "./screens/returns/posted-flow.ts";
export { photoErrorField, photoUrlsField, withoutRemovedPhoto, PHOTO_URLS_SEPARATOR, type PhotoRefusal } from "./screens/returns/posted-photos.ts";
export { serializeInitialState, scriptSafeJson, INITIAL_STATE_ELEMENT_ID, PAGE_TEXTS_ELEMENT_ID, ROOT_ELEMENT_ID } from "./state/inlined-state.ts";

export interface PortalRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The request's state (`initialStateForRequest`), before its screen's data is loaded. */
  state: PortalInitialState;
  /** Where the screen's route loader reads from: the server's domain logic, not HTTP. */
  source: PortalDataSource;
  /** The request's return login verified and not ended (its `sub_token` cookie). */
  returnSession?: boolean;
}

export interface RenderedPortal {
  /** Markup for inside the root element. */
  html: string;
  /** The document title in the page's language. */
  title: string;
  /**
   * The catalog's texts the render used, by Lingui's ids, for a page that carries them
   * (inlinesTexts): the browser hydrates from these and loads its catalog when first needed.
   */
  texts?: Messages;
}

/**
 * Screens' later calls (saves) happen in the browser; on the server this client is never
 * called, so one serves every render (the URL a render gets is a path: no origin to read).
 */
const SERVER_API = createLazyApiClient("http://localhost");

/** A request's page with its screen's data loaded, not yet rendered. */
export interface LoadedPortal {
  /** The state to inline: the request's, with the data the screen will be rendered from. */
  state: PortalInitialState;
  /** Renders the same tree the browser hydrates from `state`: a function of it and the URL alone. */
  render(): Promise<RenderedPortal>;
}

/**
 * Reads the request's URL and matches its route exactly as a page's router does (the same
 * parser, search serialisation and matcher), so the data loaded is the data the router would
 * load, under the key the browser's router looks it up by. It never loads or renders.
 */
const LOCATION_PARSER = createPortalRouter({
  source: undefined as never,
  brandEnterprise: "",
  brandSubdomain: "",
  returnAuthorizationId: undefined,
  seed: new ScreenDataSeed(undefined),
  now: () => new Date(0),
});

/**
 * Loads one request's page on the server: runs the screen's data loader (the one its route
 * runs) without building a router, so a page the server already holds rendered for this state
 * costs the loader alone. Rendering builds the router, seeded with the loaded data as the
 * browser's is, so the loader is not run twice.
 */
export async function loadPortal({ url, state, source, returnSession = false }: PortalRenderRequest): Promise<LoadedPortal> {
  const renderedAt = new Date(state.renderedAt);
  const context: PortalRouterContext = {
    source,
    returnSession,
    brandEnterprise: state.user.enterprise,
    brandSubdomain: state.user.subdomain,
    returnAuthorizationId: state.theme.return_authorization_id,
    seed: new ScreenDataSeed(undefined),
    now: () => renderedAt,
  };
  const location = LOCATION_PARSER.parseLocation(createMemoryHistory({ initialEntries: [url] }).location);
  // The screen of the route the router matches (case and a trailing slash as it treats them).
  const screen = LOCATION_PARSER.getMatchedRoutes(location.pathname)[2]?.options.staticData?.screen;
  // A loader that fails is the router's error view, rendered from the router's own attempt.
  const loaded = screen !== undefined && hasScreenData(screen) ? await loadScreenData(screen, context, location).catch(() => undefined) : undefined;
  const rendered: PortalInitialState = loaded === undefined ? state : { ...state, screenData: { href: screenDataHref(location), data: loaded } };
  return {
    state: rendered,
    async render() {
      const router = createServerRouter(url, { ...context, seed: new ScreenDataSeed(rendered.screenData) });
      await router.load();
      // The screen's module is loaded now: render its deferred parts in full, not their fallbacks.
      await preloadDeferredParts();
      const [brand, messages] = await Promise.all([
        loadBrand(brandPackageOf(rendered.brand.package)),
        loadCatalog(rendered.user.lang, catalogsFor(rendered.page.screen)),
      ]);
      // Static chrome (the footer) renders here in full; the browser keeps this markup of it.
      if (isStaticChrome(brand.Footer)) await brand.Footer.load();
      await brand.prepare?.(chromePropsOf(rendered));
      if (rendered.page.screen === "not-found") await NOT_FOUND_SCREEN.load();
      const recorded = inlinesTexts(rendered.page.screen) ? recordTexts(rendered.user.lang, messages) : undefined;
      const i18n = recorded?.i18n ?? createI18n(rendered.user.lang, messages);
      // A static footer's slot gets the markup kept from an earlier render (shell/kept-footer-markup.tsx),
      // as a browser's slot gets the server's: the same bytes, without rendering it again. The
      // server never sets the return flow's step, so the shell shows it by the brand's policy alone.
      const footer =
        isStaticChrome(brand.Footer) && shouldShowFooter(undefined, brand.manifest.footerPolicy)
          ? keptFooterMarkup(rendered, brand, messages, SERVER_API, recorded !== undefined)
          : undefined;
      const html = renderToString(
        <PortalApp
          state={rendered}
          brand={brand}
          i18n={i18n}
          router={router}
          api={SERVER_API}
          {...(footer ? { serverMarkups: { footer: footer.html } } : {})}
        />,
      );
      // Noted where the footer's own render would have noted them: after the page's, before the title's.
      if (footer) recorded?.note(footer.textIds);
      const title = documentTitleOf(rendered, i18n);
      return { html, title, texts: recorded?.used() };
    },
  };
}
