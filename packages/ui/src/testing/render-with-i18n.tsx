import { I18nProvider } from "@lingui/react";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { createI18n, directionOf, type LocaleCode } from "@portal/i18n";

/** Renders under a Lingui instance without catalog: messages show their source text. */
export function renderWithI18n(ui: ReactElement, locale: LocaleCode = "en"): RenderResult {
  const i18n = createI18n(locale, {});
  return render(
    <I18nProvider i18n={i18n}>
      <div dir={directionOf(locale)} lang={locale}>
        {ui}
      </div>
    </I18nProvider>,
  );
}
