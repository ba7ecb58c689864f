import { RouterProvider } from "@tanstack/react-router";
import type { I18n } from "@lingui/core";
import { PortalI18nProvider } from "@portal/i18n/react";
import { brandTimeZone } from "@portal/core/theme";
import { BrandTimeZoneProvider, NowProvider, type BrandDefinition } from "@portal/ui";
import type { PortalInitialState } from "../state/initial-state.ts";
import { PortalStateProvider } from "../state/portal-state-context.tsx";
import type { PortalRouter } from "../router/create-portal-router.ts";
import type { PortalApiClient } from "@portal/core/api";
import { PortalToaster } from "./PortalToaster.tsx";
import { HydrationMarker } from "../screens/deferred-part.tsx";
import { PortalAnalytics } from "../analytics/portal-analytics.tsx";
import { ServerMarkupProvider, type ServerMarkups } from "../shell/server-markup.tsx";
import "../styles/portal.css";

export interface PortalAppProps {
  state: PortalInitialState;
  brand: BrandDefinition;
  i18n: I18n;
  router: PortalRouter;
  api: PortalApiClient;
  /** In the browser: the server's markup of the slots it keeps (shell/server-markup.tsx); on the server, a kept footer's. */
  serverMarkups?: ServerMarkups;
}

const NONE: ServerMarkups = {};

/** The same tree renders on the server and hydrates in the browser. */
export function PortalApp({ state, brand, i18n, router, api, serverMarkups = NONE }: PortalAppProps) {
  return (
    <PortalI18nProvider i18n={i18n}>
      <PortalStateProvider value={{ state, brand, api }}>
        {/* One clock and one zone for server render and hydration: time-derived text must match at any hour. */}
        <NowProvider now={state.renderedAt}>
          <BrandTimeZoneProvider value={brandTimeZone(state.theme.config)}>
            <PortalAnalytics>
              <ServerMarkupProvider value={serverMarkups}>
                <RouterProvider router={router} />
              </ServerMarkupProvider>
            </PortalAnalytics>
            <PortalToaster />
            {/* Last, and on the server too: the tree (and so every useId) is the same on both sides. */}
            <HydrationMarker />
          </BrandTimeZoneProvider>
        </NowProvider>
      </PortalStateProvider>
    </PortalI18nProvider>
  );
}
