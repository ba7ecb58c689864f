import { hydrateRoot } from "react-dom/client";
import { createI18n, loadCatalog } from "@portal/i18n";
import { PortalApp } from "./app/PortalApp.tsx";
import { catalogsFor } from "./screens/screen-catalogs.ts";
import { createOriginApiClient } from "./api/create-browser-api.ts";
import { isBrandPackage, loadBrand } from "./brands/registry.ts";
import { createPortalRouter } from "./router/create-portal-router.ts";
import { ROOT_ELEMENT_ID, readInitialState } from "./state/inlined-state.ts";

async function hydrate() {
  const state = readInitialState(document);
  const brandId = isBrandPackage(state.brand.package) ? state.brand.package : "default";
  // The brand chunk and the catalog were modulepreloaded by the server: these resolve at once.
  const [brand, messages] = await Promise.all([loadBrand(brandId), loadCatalog(state.user.lang, catalogsFor(state.page.screen))]);
  const i18n = createI18n(state.user.lang, messages);
  const router = createPortalRouter();
  // Tell the router this page was server-rendered, so it renders the same boundaries the
  // server did (it otherwise adds a top-level Suspense and hydration would not match).
  // Data is not dehydrated through the router: the inlined state carries it.
  router.ssr = { manifest: undefined };
  await router.load();
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!root) throw new Error(`#${ROOT_ELEMENT_ID} is missing`);
  hydrateRoot(root, <PortalApp state={state} brand={brand} i18n={i18n} router={router} api={createOriginApiClient(window.location.origin)} />, {
    // Surface mismatches instead of silently re-rendering the page on a slow phone.
    onRecoverableError: (error) => console.error("hydration:", error),
  });
  document.documentElement.dataset.hydrated = "true";
}

void hydrate();
