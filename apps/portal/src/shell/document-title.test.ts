import { describe, expect, test } from "vitest";
import { LOCALES, type LocaleCode } from "@portal/core/locale";
import { SCREENS } from "@portal/core/routes";
import { FORWARD_STAGE_LABEL } from "@portal/core/status";
import { createI18n } from "@portal/i18n";
import { loadCatalog } from "@portal/i18n/catalogs";
import { stateFor } from "../testing/render-portal-page.tsx";
import { entryOf } from "../testing/tracking-answers.ts";
import type { PortalInitialState } from "../state/initial-state.ts";
import { composeTitle, documentTitleOf } from "./document-title.ts";

async function i18nFor(locale: LocaleCode) {
  return createI18n(locale, await loadCatalog(locale));
}

const withScreen = (state: PortalInitialState, screen: PortalInitialState["page"]["screen"]): PortalInitialState => ({
  ...state,
  page: { ...state.page, screen, isTrackingUrl: false },
  screenData: undefined,
});

/** What the tracking loader answers for a delivered shipment, as the server inlines it. */
const delivered = (waybill: string): PortalInitialState["screenData"] => ({
  href: `/tracking?waybill=${waybill}`,
  data: {
    screen: "home",
    data: { kind: "tracking", outcome: { kind: "shipment", waybill, entry: entryOf({ waybill, codes: [1, 2, 4, 5, 6, 8] }) }, edd: null },
  },
});

describe("document titles", () => {
  test("most specific first, empty parts left out", () => {
    expect(composeTitle(["Delivered", "KES-1", "", undefined, "Kestrel"])).toBe("Delivered · KES-1 · Kestrel");
  });

  test.each(LOCALES)("%s: every screen has its own translated title, ending in the brand", async (locale) => {
    const i18n = await i18nFor(locale);
    const base = stateFor(`/${locale === "bn" ? "be" : locale}/`);
    const titles = [...SCREENS, "not-found" as const].map((screen) => documentTitleOf(withScreen(base, screen), i18n));
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).toMatch(/ · Demo Store$/);
  });

  test.each(LOCALES.filter((locale) => locale !== "en"))("%s: no screen title is left in English", async (locale) => {
    const [i18n, english] = await Promise.all([i18nFor(locale), i18nFor("en")]);
    const base = stateFor(`/${locale === "bn" ? "be" : locale}/`);
    const screens = [...SCREENS, "not-found" as const];
    const titles = screens.map((screen) => documentTitleOf(withScreen(base, screen), i18n));
    const inEnglish = screens.map((screen) => documentTitleOf(withScreen(base, screen), english));
    expect(titles.filter((title, i) => title === inEnglish[i])).toEqual([]);
  });

  test.each(LOCALES)("%s: a tracking page names the shipment's status and waybill", async (locale) => {
    const i18n = await i18nFor(locale);
    const state = { ...stateFor(`/${locale === "bn" ? "be" : locale}/tracking?waybill=DEMO-DLV-008`), screenData: delivered("DEMO-DLV-008") };
    const title = documentTitleOf(state, i18n);
    expect(title).toBe(composeTitle([i18n._(FORWARD_STAGE_LABEL.delivered), "DEMO-DLV-008", "Demo Store"]));
    expect(title.startsWith("Delivered")).toBe(locale === "en");
  });
});
