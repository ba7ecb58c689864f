// Test-only: renders a screen inside PortalFixture under a catalog-less Lingui instance.
import { I18nProvider } from "@lingui/react";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import type { PortalApiClient } from "@portal/core/api";
import { createI18n, directionOf } from "@portal/i18n";
import type { PortalInitialState } from "../../../state/initial-state.ts";
import { PortalFixture } from "./portal-fixture.tsx";

export function renderScreen(ui: ReactElement, { state, api }: { state: PortalInitialState; api: PortalApiClient }): RenderResult {
  const i18n = createI18n(state.user.lang, {});
  return render(
    <I18nProvider i18n={i18n}>
      <div dir={directionOf(state.user.lang)} lang={state.user.lang}>
        <PortalFixture state={state} api={api}>
          {ui}
        </PortalFixture>
      </div>
    </I18nProvider>,
  );
}
