// Test-only: a component that needs no route (a panel, a view given its data) inside
// PortalFixture under a catalog-less Lingui instance.
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import type { PortalApiClient } from "@portal/core/api";
import type { BrandManifest } from "@portal/core/brand";
import { createI18n, directionOf } from "@portal/i18n";
import { PortalI18nProvider } from "@portal/i18n/react";
import type { PortalInitialState } from "../state/initial-state.ts";
import { PortalFixture } from "./portal-fixture.tsx";

export function renderScreen(
  ui: ReactElement,
  { state, api, manifest }: { state: PortalInitialState; api: PortalApiClient; manifest?: BrandManifest },
): RenderResult {
  return render(
    <PortalI18nProvider i18n={createI18n(state.user.lang, {})}>
      <div dir={directionOf(state.user.lang)} lang={state.user.lang}>
        <PortalFixture state={state} api={api} manifest={manifest}>
          {ui}
        </PortalFixture>
      </div>
    </PortalI18nProvider>,
  );
}
