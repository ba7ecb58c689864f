import type { ReactNode } from "react";
import { isHeaderShown } from "@portal/core/brand";
import { usePortal } from "../state/portal-state-context.tsx";
import { NotFoundScreen } from "../screens/not-found/NotFoundScreen.tsx";

/** Brand header, the screen, brand footer. Brand styling hooks onto the data-* attributes. */
export function PortalShell({ children }: { children: ReactNode }) {
  const { state, brand } = usePortal();
  const chrome = {
    theme: state.theme,
    locale: state.user.lang,
    pathname: state.page.path,
    device: state.user.device,
  } as const;
  const { Header, Footer } = brand;
  const headerShown = isHeaderShown(brand.manifest.headerPolicy, { screen: state.page.screen, path: state.page.path, webview: state.user.webview });
  return (
    <div className="portal-app" data-brand={brand.id} data-device={state.user.device} data-header={headerShown ? "shown" : "hidden"}>
      {headerShown ? <Header {...chrome} /> : null}
      <main className="portal-main" id="main">
        {/* The server decides not-found (unknown brand or path); the router only mirrors it. */}
        {state.page.screen === "not-found" ? <NotFoundScreen /> : children}
      </main>
      <Footer {...chrome} />
    </div>
  );
}
