import { renderToString } from "react-dom/server";
import { createI18n, loadCatalog } from "@portal/i18n";
import { PortalApp } from "./app/PortalApp.tsx";
import { createOriginApiClient } from "./api/create-browser-api.ts";
import { loadBrand, type BrandPackageId } from "./brands/registry.ts";
import { createServerRouter } from "./router/create-portal-router.ts";
import type { PortalInitialState } from "./state/initial-state.ts";
import { documentTitleOf } from "./shell/document-title.ts";

export type * from "./state/initial-state.ts";
export { isBrandPackage, brandSource, type BrandPackageId } from "./brands/registry.ts";
export { SCREEN_SOURCE } from "./screens/screen-modules.ts";
export { SCREEN_TITLE } from "./screens/screen-titles.ts";
export { serializeInitialState, INITIAL_STATE_ELEMENT_ID, ROOT_ELEMENT_ID } from "./state/inlined-state.ts";

export interface RenderedPortal {
  /** Markup for inside the root element. */
  html: string;
  /** The document title in the page's language. */
  title: string;
}

/** Renders one request's page on the server: the same tree the browser hydrates. */
export async function renderPortal(url: string, state: PortalInitialState, brandId: BrandPackageId): Promise<RenderedPortal> {
  const [brand, messages] = await Promise.all([loadBrand(brandId), loadCatalog(state.user.lang)]);
  const i18n = createI18n(state.user.lang, messages);
  const router = createServerRouter(url);
  await router.load();
  const html = renderToString(<PortalApp state={state} brand={brand} i18n={i18n} router={router} api={createOriginApiClient(new URL(url, "http://localhost").origin)} />);
  return { html, title: documentTitleOf(state, i18n) };
}
