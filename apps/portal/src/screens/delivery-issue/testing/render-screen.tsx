import { render, type RenderResult } from "@testing-library/react";
import type { ComponentType } from "react";
import { Toaster } from "sonner";
import { createI18n, directionOf } from "@portal/i18n";
import { PortalI18nProvider } from "@portal/i18n/react";
import type { PortalApiClient } from "@portal/core/api";
import { defineBrandManifest, type BrandManifestInput } from "@portal/core/brand";
import { defineBrand, NowProvider } from "@portal/ui";
import type { PortalInitialState } from "../../../state/initial-state.ts";
import { PortalStateProvider } from "../../../state/portal-state-context.tsx";

const Nothing = () => null;

/** A screen inside the portal's providers (no catalog: messages show their source text), with the toaster. */
export function renderScreen(
  Screen: ComponentType,
  { state, api, manifest = {} }: { state: PortalInitialState; api: PortalApiClient; manifest?: Partial<BrandManifestInput> },
): RenderResult {
  const brand = defineBrand({ manifest: defineBrandManifest({ id: "default", displayName: "Default", subdomains: [], ...manifest }), Header: Nothing, Footer: Nothing });
  const i18n = createI18n(state.user.lang, {});
  return render(
    <PortalI18nProvider i18n={i18n}>
      <PortalStateProvider value={{ state, brand, api }}>
        <NowProvider now={state.renderedAt}>
          <div dir={directionOf(state.user.lang)}>
            <Screen />
          </div>
          <Toaster />
        </NowProvider>
      </PortalStateProvider>
    </PortalI18nProvider>,
  );
}
