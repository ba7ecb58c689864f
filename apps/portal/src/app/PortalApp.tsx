import { RouterProvider } from "@tanstack/react-router";
import type { I18n } from "@lingui/core";
import { PortalI18nProvider } from "@portal/i18n/react";
import type { BrandDefinition } from "@portal/ui";
import type { PortalInitialState } from "../state/initial-state.ts";
import { PortalStateProvider } from "../state/portal-state-context.tsx";
import type { PortalRouter } from "../router/create-portal-router.ts";
import "../styles/portal.css";

export interface PortalAppProps {
  state: PortalInitialState;
  brand: BrandDefinition;
  i18n: I18n;
  router: PortalRouter;
}

/** The same tree renders on the server and hydrates in the browser. */
export function PortalApp({ state, brand, i18n, router }: PortalAppProps) {
  return (
    <PortalI18nProvider i18n={i18n}>
      <PortalStateProvider value={{ state, brand }}>
        <RouterProvider router={router} />
      </PortalStateProvider>
    </PortalI18nProvider>
  );
}
