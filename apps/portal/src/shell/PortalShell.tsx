import type { ReactNode } from "react";
import { usePortal } from "../state/portal-state-context.tsx";
import { isBrandHeaderShown } from "@portal/core/routes";
import { NotFoundScreen } from "../screens/not-found/NotFoundScreen.tsx";
import { LoginGate } from "./LoginGate.tsx";
import { OrderStepProvider, useOrderStep } from "./order-step-context.tsx";

/** Brand header, the screen, brand footer. Brand styling hooks onto the data-* attributes. */
export function PortalShell({ children }: { children: ReactNode }) {
  return (
    <OrderStepProvider>
      <ShellLayout>{children}</ShellLayout>
    </OrderStepProvider>
  );
}

function ShellLayout({ children }: { children: ReactNode }) {
  const { state, brand } = usePortal();
  // The return flow's step: footers hide from step 2 on (spec section 2).
  const orderStep = useOrderStep();
  const chrome = {
    theme: state.theme,
    locale: state.user.lang,
    pathname: state.page.path,
    device: state.user.device,
  } as const;
  const { Header, Footer } = brand;
  return (
    <div className="portal-app" data-brand={brand.id} data-device={state.user.device}>
      {isBrandHeaderShown(state.page.screen, brand.flags.hideHeader) ? <Header {...chrome} /> : null}
      <main className="portal-main" id="main">
        {/* The server decides not-found (unknown brand or path); the router only mirrors it. */}
        {state.page.screen === "not-found" ? <NotFoundScreen /> : <LoginGate>{children}</LoginGate>}
      </main>
      <Footer {...chrome} {...(orderStep === undefined ? {} : { orderStep })} />
    </div>
  );
}
