import { hydrateRoot } from "react-dom/client";
import { createI18n, loadCatalog } from "@portal/i18n";
import { PortalApp } from "./app/PortalApp.tsx";
import { createLazyApiClient } from "./api/lazy-api-client.ts";
import { brandPackageOf, loadBrand } from "./brands/registry.ts";
import { ScreenDataSeed } from "./data/inlined-screen-data.ts";
import { catalogsFor, screenCatalogLoader } from "./screens/screen-catalogs.ts";
import { createPortalRouter } from "./router/create-portal-router.ts";
import { ROOT_ELEMENT_ID, readInitialState } from "./state/inlined-state.ts";

async function hydrate() {
  const state = readInitialState(document);
  // The brand chunk and the catalog were modulepreloaded by the server: these resolve at once.
  const catalogs = catalogsFor(state.page.screen);
  const [brand, messages] = await Promise.all([loadBrand(brandPackageOf(state.brand.package)), loadCatalog(state.user.lang, catalogs)]);
  const i18n = createI18n(state.user.lang, messages);
  const api = createLazyApiClient(window.location.origin, state.user.lang);
  const router = createPortalRouter({ source: api, brandEnterprise: state.user.enterprise, brandSubdomain: state.user.subdomain, returnAuthorizationId: state.theme.return_authorization_id, seed: new ScreenDataSeed(state.screenData), now: () => new Date(), loadScreenCatalogs: screenCatalogLoader(i18n, state.user.lang, catalogs) });
  // Tell the router this page was server-rendered, so it renders the same boundaries the
  // server did (it otherwise adds a top-level Suspense and hydration would not match).
  // The loader data is not dehydrated through the router: the inlined state carries it,
  // and the first load takes it from the seed instead of asking again.
  router.ssr = { manifest: undefined };
  await router.load();
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!root) throw new Error(`#${ROOT_ELEMENT_ID} is missing`);
  hydrateRoot(root, <PortalApp state={state} brand={brand} i18n={i18n} router={router} api={api} />, {
    // Surface mismatches instead of silently re-rendering the page on a slow phone.
    onRecoverableError: (error) => console.error("hydration:", error),
  });
}

void hydrate();
