import { hydrateRoot } from "react-dom/client";
import { createI18n, textsOnDemand } from "@portal/i18n";
import { PortalApp } from "./app/PortalApp.tsx";
import { toastTextsFrom } from "./app/toast.ts";
import { createLazyApiClient } from "./api/lazy-api-client.ts";
import { loadCatalogOnDemand } from "./on-demand/load-on-demand.ts";
import { brandPackageOf, loadBrand } from "./brands/registry.ts";
import { ScreenDataSeed } from "./data/inlined-screen-data.ts";
import { holdPartsUntilMounted } from "./screens/deferred-part.tsx";
import { NOT_FOUND_SCREEN } from "./screens/not-found/not-found-screen.ts";
import { catalogsFor, screenCatalogLoader } from "./screens/screen-catalogs.ts";
import { createPortalRouter } from "./router/create-portal-router.ts";
import { chromePropsOf } from "./shell/chrome-props.ts";
import { readServerMarkups } from "./shell/server-markup.tsx";
import { ROOT_ELEMENT_ID, readInitialState, readInlinedTexts } from "./state/inlined-state.ts";

async function hydrate() {
  holdPartsUntilMounted(document);
  const state = readInitialState(document);
  const catalogs = catalogsFor(state.page.screen);
  // A page that carries the texts its server render used hydrates from them; its catalog loads
  // when first needed. Other pages' catalogs, like the brand chunk, were modulepreloaded.
  const inlined = readInlinedTexts(document);
  const texts = inlined ? textsOnDemand(state.user.lang, inlined, catalogs, document, loadCatalogOnDemand) : undefined;
  if (texts) toastTextsFrom(texts.complete);
  const [brand, i18n] = await Promise.all([
    // With the code of what its live chrome shows on this page (define-brand.ts `prepare`).
    loadBrand(brandPackageOf(state.brand.package)).then(async (loaded) => {
      await loaded.prepare?.(chromePropsOf(state));
      return loaded;
    }),
    texts?.i18n ?? loadCatalogOnDemand(state.user.lang, catalogs).then((messages) => createI18n(state.user.lang, messages)),
    // A not-found page hydrates with its screen at once (the server preloaded its chunk).
    state.page.screen === "not-found" ? NOT_FOUND_SCREEN.load() : undefined,
  ]);
  // The first load is this page's, whose texts are in: a later one (a search, a link followed) has the catalog first.
  let hydrating = true;
  const completeTexts = texts ? () => (hydrating ? undefined : texts.complete()) : undefined;
  const api = createLazyApiClient(window.location.origin, state.user.lang);
  const router = createPortalRouter({
    source: api,
    brandEnterprise: state.user.enterprise,
    brandSubdomain: state.user.subdomain,
    returnAuthorizationId: state.theme.return_authorization_id,
    seed: new ScreenDataSeed(state.screenData),
    now: () => new Date(),
    loadScreenCatalogs: screenCatalogLoader(i18n, state.user.lang, catalogs, completeTexts),
  });
  // Tell the router this page was server-rendered, so it renders the same boundaries the
  // server did (it otherwise adds a top-level Suspense and hydration would not match).
  // The loader data is not dehydrated through the router: the inlined state carries it,
  // and the first load takes it from the seed instead of asking again.
  router.ssr = { manifest: undefined };
  await router.load();
  hydrating = false;
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!root) throw new Error(`#${ROOT_ELEMENT_ID} is missing`);
  // Read before hydrating: the slots whose server markup the page keeps (the footer).
  const serverMarkups = readServerMarkups(document);
  hydrateRoot(root, <PortalApp state={state} brand={brand} i18n={i18n} router={router} api={api} serverMarkups={serverMarkups} />, {
    // Surface mismatches instead of silently re-rendering the page on a slow phone.
    onRecoverableError: (error) => console.error("hydration:", error),
  });
  // The offline copy and live scans: a chunk of its own, fetched once the page has hydrated.
  void import("./shell/after-hydration.ts").then(({ afterHydration }) => afterHydration(state, () => router.invalidate()));
}

void hydrate();
