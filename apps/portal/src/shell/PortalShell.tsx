import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { isHeaderShown } from "@portal/core/brand";
import { isStaticChrome, shouldShowFooter } from "@portal/ui";
import { usePortal } from "../state/portal-state-context.tsx";
import { NOT_FOUND_SCREEN } from "../screens/not-found/not-found-screen.ts";
import { chromePropsOf } from "./chrome-props.ts";
import { LoginGate } from "./LoginGate.tsx";
import { OrderStepProvider, useOrderStep } from "./order-step-context.tsx";
import { ServerMarkup } from "./server-markup.tsx";
import { useNavigationFocus } from "./use-navigation-focus.ts";

/**
 * A skip link, brand header, the screen, brand footer. Brand styling hooks onto the data-*
 * attributes. Client navigations retitle the page and move focus to the new heading.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  return (
    <OrderStepProvider>
      <ShellLayout>{children}</ShellLayout>
    </OrderStepProvider>
  );
}

function ShellLayout({ children }: { children: ReactNode }) {
  const { state, brand } = usePortal();
  // The return flow's step: footers hide from step 2 on (product rules §2).
  const orderStep = useOrderStep();
  const { t } = useLingui();
  useNavigationFocus();
  const chrome = chromePropsOf(state);
  const { Header, Footer } = brand;
  const footer = <Footer {...chrome} {...(orderStep === undefined ? {} : { orderStep })} />;
  const headerShown = isHeaderShown(brand.manifest.headerPolicy, { screen: state.page.screen, path: state.page.path, webview: state.user.webview });
  return (
    <div className="portal-app" data-brand={brand.id} data-device={state.user.device} data-header={headerShown ? "shown" : "hidden"}>
      <a className="portal-skip-link" href="#main">
        {t`Skip to main content`}
      </a>
      {headerShown ? <Header {...chrome} /> : null}
      <main className="portal-main" id="main" tabIndex={-1}>
        {/* The server decides not-found (unknown brand or path); the router only mirrors it. */}
        {state.page.screen === "not-found" ? <NOT_FOUND_SCREEN.Component /> : <LoginGate>{children}</LoginGate>}
      </main>
      {isStaticChrome(Footer) ? keptFooter(footer, shouldShowFooter(orderStep, brand.manifest.footerPolicy)) : footer}
    </div>
  );
}

/**
 * A footer of links and text (static chrome) stays the server's markup, which cannot hide
 * itself, so the shell applies the footer's visibility rule to the slot.
 */
function keptFooter(footer: ReactNode, shown: boolean): ReactNode {
  return shown ? <ServerMarkup name="footer">{footer}</ServerMarkup> : null;
}
