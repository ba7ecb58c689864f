import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { LocaleCode } from "@portal/core/locale";
import type { Theme } from "@portal/core/theme";
import { fakeApi, fixtureState, fixtureTheme } from "../testing/portal-fixture.tsx";
import { renderScreen } from "../testing/render-screen.tsx";
import { ReturnPageBanner } from "../screens/returns/ReturnPageBanner.tsx";
import { useBrandText } from "./use-brand-text.ts";

afterEach(cleanup);

// Issue 33 item 11: brand texts in the page's language where written, else the brand's default
// language marked with lang (and dir where it differs), as screen readers need.

/** Reasons as the return flow lists them: default-language name plus translations. */
const REASONS = [
  { id: 1, name: "Size or fit issue", translations: { ar: "مشكلة في المقاس أو الملاءمة", hi: "साइज़ या फ़िटिंग की समस्या" } },
  { id: 5, name: "Changed my mind", translations: { hi: "मेरा मन बदल गया" } },
];

function ReasonOptions() {
  const brandText = useBrandText();
  return (
    <select aria-label="reasons">
      {REASONS.map((reason) => {
        const shown = brandText(reason.name, reason.translations);
        return (
          <option key={reason.id} value={reason.id} lang={shown.lang} dir={shown.dir}>
            {shown.text}
          </option>
        );
      })}
    </select>
  );
}

const optionMarks = () =>
  [...document.querySelectorAll("option")].map((o) => ({ text: o.textContent, lang: o.getAttribute("lang"), dir: o.getAttribute("dir") }));

function render(ui: React.ReactElement, locale: LocaleCode, theme: Theme = fixtureTheme()) {
  renderScreen(ui, { state: fixtureState({ locale, theme }), api: fakeApi() });
}

describe("brand texts on a page", () => {
  test("on an Arabic page: the Arabic reason unmarked, the untranslated one in English with lang=en dir=ltr", () => {
    render(<ReasonOptions />, "ar");
    expect(optionMarks()).toEqual([
      { text: "مشكلة في المقاس أو الملاءمة", lang: null, dir: null },
      { text: "Changed my mind", lang: "en", dir: "ltr" },
    ]);
  });

  test("on a Hindi page both are Hindi; a brand whose default is Hindi marks its fallback hi on an English page", () => {
    render(<ReasonOptions />, "hi");
    expect(optionMarks().map((o) => [o.text, o.lang])).toEqual([
      ["साइज़ या फ़िटिंग की समस्या", null],
      ["मेरा मन बदल गया", null],
    ]);
    cleanup();
    // Here the stored names are the brand's Hindi ones; English pages get them marked hi.
    render(<ReasonOptions />, "en", fixtureTheme({ default_locale: "hi" }));
    expect(optionMarks()).toEqual([
      { text: "Size or fit issue", lang: "hi", dir: null },
      { text: "Changed my mind", lang: "hi", dir: null },
    ]);
  });

  test("a return banner written in English only carries lang=en and dir=ltr on an Arabic page; its Arabic text none", () => {
    const english = fixtureTheme({ return_page_message_enabled: true, return_page_message: "<p>Keep the tags on.</p>" });
    render(<ReturnPageBanner theme={english} brandName="Demo Store" pageLocale="ar" />, "ar", english);
    const shown = document.querySelector('[data-part="return-banner"] > div');
    expect([shown?.textContent, shown?.getAttribute("lang"), shown?.getAttribute("dir")]).toEqual(["Keep the tags on.", "en", "ltr"]);
    cleanup();
    const both = fixtureTheme({ return_page_message_enabled: true, return_page_message: { en: "<p>Keep the tags on.</p>", ar: "<p>لا تنزع البطاقات.</p>" } });
    render(<ReturnPageBanner theme={both} brandName="Demo Store" pageLocale="ar" />, "ar", both);
    const arabic = document.querySelector('[data-part="return-banner"] > div');
    expect([arabic?.textContent, arabic?.getAttribute("lang"), arabic?.getAttribute("dir")]).toEqual(["لا تنزع البطاقات.", null, "auto"]);
  });

  test("a banner switched off shows nothing in any language", () => {
    const off = fixtureTheme({ return_page_message_enabled: false, return_page_message: { en: "<p>Keep the tags on.</p>" } });
    render(<ReturnPageBanner theme={off} brandName="Demo Store" pageLocale="ta" />, "ta", off);
    expect(document.querySelector('[data-part="return-banner"]')).toBeNull();
  });
});
