import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createI18n } from "@portal/i18n";
import { createI18nFor } from "@portal/i18n/catalogs";
import { AnalyticsProvider, NowProvider, useAnalytics, type BrandChromeProps } from "@portal/ui";
import { loadBrandChrome, renderChromePiece } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

// The brand's footer as pages get it: defineBrand's standard footer with the manifest's footerLinks.
const Footer = brand.Footer;
beforeAll(() => loadBrandChrome(brand));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderFooter = (props: Partial<BrandChromeProps> = {}) => renderChromePiece(Footer, { theme: fullTheme, ...props });

const storeLegal = () => within(screen.getByRole("navigation", { name: "Stores and policies" }));

describe("MedLeaf footer: store and legal links", () => {
  test("store locator, terms, privacy and returns policy, from the manifest, in its order", () => {
    renderFooter();
    const links = storeLegal().getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("target")])).toEqual([
      ["Store locator (opens in a new tab)", "https://stores.medleaf.example/find", "_blank"],
      ["Terms of use", "https://medleaf.example/legal/terms-of-use", null],
      ["Privacy policy", "https://medleaf.example/legal/privacy", null],
      ["Returns policy", "https://medleaf.example/help/returns-policy", null],
    ]);
    expect(links.every((a) => a.getAttribute("rel") === "noopener noreferrer")).toBe(true);
  });

  test.each([
    ["ar", ["محدد مواقع المتاجر", "شروط الاستخدام", "سياسة الخصوصية", "سياسة الإرجاع"]],
    ["ta", ["கடை இருப்பிடம்", "பயன்பாட்டு விதிமுறைகள்", "தனியுரிமைக் கொள்கை", "திருப்பி அனுப்பும் கொள்கை"]],
  ] as const)("labels in %s, from its catalog", async (locale, labels) => {
    render(
      <I18nProvider i18n={await createI18nFor(locale)}>
        <NowProvider now="2026-11-21T12:00:00Z">
          <Footer theme={fullTheme} locale={locale} pathname="/tracking" device="mobile" />
        </NowProvider>
      </I18nProvider>,
    );
    const nav = screen.getByRole("contentinfo").querySelector('[data-chrome="store-legal-links"]');
    const shown = [...(nav?.querySelectorAll("a") ?? [])].map((a) => a.firstChild?.textContent);
    expect(shown).toEqual(labels);
  });

  test("a theme without a website keeps only the store locator (an address of its own)", () => {
    renderFooter({ theme: emptyTheme });
    expect(
      storeLegal()
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["https://stores.medleaf.example/find"]);
  });

  test.each([2, 3])("stays on return step %i (the pharmacy footer is always shown)", (orderStep) => {
    renderFooter({ orderStep });
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });
});

/** The footer's server markup inside a provider, as the portal keeps static chrome: clicks tracked from attributes. */
function KeptMarkup({ html }: { html: string }) {
  const { trackedClickIn } = useAnalytics();
  return <div role="presentation" data-testid="kept" onClick={trackedClickIn} dangerouslySetInnerHTML={{ __html: html }} />;
}

function renderKeptFooter(outboundDelayMs: number) {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={createI18n("en", {})}>
      <Footer theme={fullTheme} locale="en" pathname="/tracking" device="other" />
    </I18nProvider>,
  );
  const send = vi.fn();
  render(
    <AnalyticsProvider sink={{ send }} label="medleaf" outboundDelayMs={outboundDelayMs}>
      <KeptMarkup html={html} />
    </AnalyticsProvider>,
  );
  return send;
}

/** Clicks, and tells whether the browser was left to follow the link (a later listener stops happy-dom from leaving). */
function click(element: Element): boolean {
  let followed = false;
  const listener = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", listener);
  try {
    fireEvent.click(element);
  } finally {
    document.removeEventListener("click", listener);
  }
  return followed;
}

describe("outbound-link rules on the kept (static) footer", () => {
  test("a website page in this tab waits the 250 ms outbound delay, then leaves; the click is tracked", () => {
    vi.useFakeTimers();
    const send = renderKeptFooter(250);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    expect(click(screen.getByRole("link", { name: "Privacy policy" }))).toBe(false);
    expect(send).toHaveBeenCalledWith({ category: "Outbound", action: "privacy", label: "medleaf" });
    vi.advanceTimersByTime(249);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith("https://medleaf.example/legal/privacy");
  });

  test("the store locator opens in a new tab at once, tracked too", () => {
    const send = renderKeptFooter(250);
    expect(click(screen.getByRole("link", { name: "Store locator (opens in a new tab)" }))).toBe(true);
    expect(send).toHaveBeenCalledWith({ category: "Outbound", action: "store-locator", label: "medleaf" });
  });
});
