import { render, type RenderResult } from "@testing-library/react";
import type { ComponentType } from "react";
import { Toaster } from "sonner";
import { createI18n, directionOf } from "@portal/i18n";
import { PortalI18nProvider } from "@portal/i18n/react";
import type { PortalApiClient } from "@portal/core/api";
import { defineBrand, NowProvider, type BrandFlags } from "@portal/ui";
import type { PortalInitialState } from "../../../state/initial-state.ts";
import { PortalStateProvider } from "../../../state/portal-state-context.tsx";

const Nothing = () => null;

/** A screen inside the portal's providers (no catalog: messages show their source text), with the toaster. */
export function renderScreen(
  Screen: ComponentType,
  { state, api, flags = {} }: { state: PortalInitialState; api: PortalApiClient; flags?: Partial<BrandFlags> },
): RenderResult {
  const brand = defineBrand({ id: "default", displayName: "Default", tokens: {}, Header: Nothing, Footer: Nothing, flags });
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
