import { afterEach, describe, expect, test, vi } from "vitest";
import { cleanup, render } from "@testing-library/react";
import type { EngagementFigures, InsightAnswer } from "@portal/core/api";
import { PortalI18nProvider } from "@portal/i18n/react";
import { createAdminI18n } from "../../../app/admin-i18n.ts";
import { InsightTableView } from "../insight-table-view.tsx";
import { useEngagementModel } from "./engagement-model.ts";

// Issue 37, "Clicks per link": each link kind by a name in the console's language (never the
// stored category and action codes, an unknown one by a generic name); the CSV keeps the codes.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DAY = "2026-11-10";
const figures = (clicks: EngagementFigures["clicks"]): EngagementFigures => ({
  views: [
    { via: "search", views: 0 },
    { via: "link", views: 0 },
  ],
  shipmentsViewed: 0,
  viewsByDay: [],
  viewsByLocale: [],
  viewsOfUnknownLocale: 0,
  clicks,
  byDay: [{ day: DAY, count: clicks.reduce((sum, c) => sum + c.count, 0) }],
  total: clicks.reduce((sum, c) => sum + c.count, 0),
});

const ANSWER: InsightAnswer<"engagement"> = {
  period: { from: DAY, to: DAY },
  previousPeriod: { from: "2026-11-09", to: "2026-11-09" },
  figures: {
    current: figures([
      { category: "Banner", action: "forward", count: 4 },
      { category: "Social", action: "ig", count: 3 },
      { category: "App Install", action: "android", count: 2 },
      { category: "Outbound", action: "returns-policy", count: 1 },
      // Rows the contract does not know (an old action, a foreign category): generic names.
      { category: "Social", action: "myspace", count: 1 },
      { category: "social", action: "instagram", count: 1 },
    ]),
    previous: figures([]),
  },
  currency: "INR",
  courierNames: {},
};

function ClicksTable() {
  const table = useEngagementModel(ANSWER).tables.find((t) => t.id === "clicks")!;
  return <InsightTableView table={table} fileName="demo" />;
}

async function renderClicks(locale: "en" | "ar") {
  render(
    <PortalI18nProvider i18n={await createAdminI18n(locale)}>
      <ClicksTable />
    </PortalI18nProvider>,
  );
  return [...document.querySelectorAll("[data-insight-table=clicks] tbody tr")].map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent));
}

describe("Engagement's clicks per link", () => {
  test("English: the kind and the link by name, unknown ones as “Other link”", async () => {
    expect(await renderClicks("en")).toEqual([
      ["Banner", "Delivery page banner"],
      ["Social media", "Instagram"],
      ["App download", "Android app"],
      ["Footer link", "Returns policy"],
      ["Social media", "Other link"],
      ["Other link", "Other link"],
    ]);
  });

  test("Arabic: the same rows from the Arabic catalog, no stored code shown", async () => {
    const rows = await renderClicks("ar");
    expect(rows).toEqual([
      ["شريط إعلاني", "الشريط الإعلاني في صفحة التتبع"],
      ["وسائل التواصل الاجتماعي", "إنستغرام"],
      ["تنزيل التطبيق", "تطبيق Android"],
      ["رابط في تذييل الصفحة", "سياسة الإرجاع"],
      ["وسائل التواصل الاجتماعي", "رابط آخر"],
      ["رابط آخر", "رابط آخر"],
    ]);
    const shown = rows.flat().join(" ");
    for (const code of ["Banner", "forward", "Social", "ig", "Outbound", "returns-policy", "myspace", "social", "instagram"]) expect(shown).not.toContain(code);
  });

  test("the CSV keeps each row's stored category/action codes before the names", async () => {
    await renderClicks("ar");
    let blob: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
      blob = b as Blob;
      return "blob:csv";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    (document.querySelector("[data-csv=clicks]") as HTMLButtonElement).click();
    const lines = (await blob!.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
      "Banner/forward",
      "Social/ig",
      "App Install/android",
      "Outbound/returns-policy",
      "Social/myspace",
      "social/instagram",
    ]);
  });
});
