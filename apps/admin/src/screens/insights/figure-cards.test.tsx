import { afterEach, describe, expect, test } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createAdminI18n } from "../../app/admin-i18n.ts";
import { PortalI18nProvider } from "@portal/i18n/react";
import { FigureCards } from "./figure-cards.tsx";
import type { FigureCard } from "./insight-model.ts";

afterEach(cleanup);

const CARDS: FigureCard[] = [
  { id: "shipments", label: "Shipments", explain: "Dispatched.", format: "count", current: 1500, previous: 1000 },
  { id: "on-time", label: "On time", explain: "Share on time.", format: "percent", current: 0.725, previous: 0.714 },
  { id: "nps", label: "NPS", explain: "Promoters minus detractors.", format: "decimal", current: -4.8, previous: 24 },
  { id: "median", label: "Median", explain: "Days.", format: "days", current: null, previous: 3 },
];

async function renderIn(locale: "en" | "ar") {
  const i18n = await createAdminI18n(locale);
  render(
    <PortalI18nProvider i18n={i18n}>
      <FigureCards cards={CARDS} />
    </PortalI18nProvider>,
  );
}

const card = (id: string) => document.querySelector(`[data-figure=${id}]`)!;

describe("FigureCards", () => {
  test("each figure with the previous period and the change: relative for amounts, in points for shares and scores", async () => {
    await renderIn("en");
    expect(card("shipments").querySelector("[data-figure-value]")?.textContent).toBe("1,500");
    expect(card("shipments").querySelector("[data-change]")?.textContent).toBe("+50%");
    expect(card("on-time").querySelector("[data-change]")?.textContent).toBe("+1.1 points");
    expect(card("nps").querySelector("[data-change]")?.textContent).toBe("-28.8");
    // No figure this period: said in words, and no change is claimed.
    expect(card("median").querySelector("[data-figure-value]")?.textContent).toBe("none");
    expect(card("median").querySelector("[data-change]")).toBeNull();
    expect(screen.getByText("Share on time.")).toBeTruthy();
  });

  test("in Arabic the texts come from the Arabic catalog", async () => {
    await renderIn("ar");
    expect(card("on-time").querySelector("[data-change]")?.textContent).toContain("نقطة");
    expect(card("shipments").textContent).toContain("الفترة السابقة");
  });
});
