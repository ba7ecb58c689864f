import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { usePortal } from "../state/portal-state-context.tsx";
import { NotFoundScreen } from "../screens/not-found/NotFoundScreen.tsx";
import { useNavigationFocus } from "./use-navigation-focus.ts";

/**
 * A skip link, brand header, the screen, brand footer. Brand styling hooks onto the data-*
 * attributes. Client navigations retitle the page and move focus to the new heading.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { state, brand } = usePortal();
  useNavigationFocus();
  const chrome = {
    theme: state.theme,
    locale: state.user.lang,
    pathname: state.page.path,
    device: state.user.device,
  } as const;
  const { Header, Footer } = brand;
  return (
    <div className="portal-app" data-brand={brand.id} data-device={state.user.device}>
      <a className="portal-skip-link" href="#main">
        {t`Skip to main content`}
      </a>
      {brand.flags.hideHeader ? null : <Header {...chrome} />}
      <main className="portal-main" id="main" tabIndex={-1}>
        {/* The server decides not-found (unknown brand or path); the router only mirrors it. */}
        {state.page.screen === "not-found" ? <NotFoundScreen /> : children}
      </main>
      <Footer {...chrome} />
    </div>
  );
}
