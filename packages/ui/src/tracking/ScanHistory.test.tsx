import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createI18nFor } from "@portal/i18n/catalogs";
import { afterEach, describe, expect, test } from "vitest";
import { SAMPLE_HISTORY_SCANS } from "../testing/history-scans.ts";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { ScanHistory } from "./ScanHistory.tsx";
import { BrandTimeZoneProvider } from "./use-display-time-zone.ts";

afterEach(cleanup);

const [manifested, dispatched, reachedHub, leftHub, outForDelivery, undelivered] = SAMPLE_HISTORY_SCANS;
/** The sample, with the cases the list must handle: no description, two scans at one instant, no location. */
const scans = [
  manifested,
  { ...dispatched, description: "" },
  reachedHub,
  { ...leftHub, timestamp: reachedHub.timestamp },
  outForDelivery,
  { ...undelivered, description: "Consignee not available", location: "" },
];

describe("ScanHistory", () => {
  test("a recognised scan shows its stage in the page's language beside the courier's words, which keep their language", async () => {
    const scan = { code: 5, status: "In Transit", description: "Reached the hub", location: "Nagpur", timestamp: "2026-11-20T08:00:00Z" };
    const unknown = { code: 0, status: "BKD", description: "Booked with the new courier", location: "", timestamp: "2026-11-20T07:00:00Z" };
    const { container } = render(
      <I18nProvider i18n={await createI18nFor("ar")}>
        <ScanHistory scans={[scan, unknown]} />
      </I18nProvider>,
    );
    const [first, second] = [...container.querySelectorAll('[data-part="scan"]')];
    expect(first?.querySelector('[data-part="scan-label"]')?.textContent).toBe("في الطريق");
    const courierText = first?.querySelector('[data-part="scan-text"]');
    expect([courierText?.textContent, courierText?.getAttribute("lang"), courierText?.getAttribute("dir")]).toEqual(["Reached the hub", "en", "auto"]);
    // A code the portal does not know: only the courier's words, still marked as English.
    expect(second?.querySelector('[data-part="scan-label"]')).toBeNull();
    expect(second?.querySelector('[data-part="scan-text"]')?.getAttribute("lang")).toBe("en");
  });

  test("on an English page English courier words inherit the page's language, and a label repeating them is left out", () => {
    const scan = { code: 6, status: "OFD", description: "Out for delivery", location: "", timestamp: "2026-11-20T08:00:00Z" };
    const { container } = renderWithI18n(<ScanHistory scans={[scan]} />);
    expect(container.querySelector('[data-part="scan-label"]')).toBeNull();
    const courierText = container.querySelector('[data-part="scan-text"]');
    expect([courierText?.getAttribute("lang"), courierText?.getAttribute("dir")]).toEqual([null, "auto"]);
  });

  test("the newest scans by day in the brand's zone, older ones behind a native disclosure", () => {
    const { container } = renderWithI18n(
      <BrandTimeZoneProvider value="Asia/Kolkata">
        <ScanHistory scans={scans} visible={3} />
      </BrandTimeZoneProvider>,
    );
    const region = screen.getByRole("region", { name: "Shipment updates" });
    const days = container.querySelectorAll('[data-part="days"]');
    const shown = days[0] as HTMLElement;
    expect([...shown.querySelectorAll('[data-part="day-heading"] time')].map((t) => t.getAttribute("datetime"))).toEqual(["2026-11-21", "2026-11-20"]);
    expect([...shown.querySelectorAll('[data-part="scan-text"]')].map((s) => s.textContent)).toEqual([
      "Consignee not available",
      "Out for delivery",
      // Same instant and code: kept in the order the feed listed them.
      "Reached the sorting hub",
    ]);
    // 08:35 UTC is 2:05 pm in India.
    expect(shown.querySelector('[data-part="scan-time"]')?.textContent).toMatch(/2:05\s?pm/i);
    const details = region.querySelector("details");
    expect(details?.open).toBe(false);
    expect(within(details as HTMLElement).getByText("Show 3 earlier updates").tagName).toBe("SUMMARY");
    // A scan without description shows its status.
    expect(within(details as HTMLElement).getByText("Dispatched")).toBeTruthy();
  });

  test("in Arabic the same list renders right to left with Latin digits", () => {
    const { container } = renderWithI18n(<ScanHistory scans={scans} />, "ar");
    expect(container.querySelector('[dir="rtl"] [data-part="scan-history"]')).not.toBeNull();
    expect(container.querySelector('[data-part="scan-time"]')?.textContent).toMatch(/\d/);
  });

  test.each([
    ["en", 5, "Show 1 earlier update"],
    ["en", 4, "Show 2 earlier updates"],
    ["ar", 5, "عرض تحديث سابق واحد"],
    ["ar", 4, "عرض تحديثين سابقين"],
    ["ar", 3, "عرض 3 تحديثات سابقة"],
    ["ta", 5, "முந்தைய 1 புதுப்பிப்பைக் காட்டு"],
  ] as const)("the disclosure counts in %s grammar, from its catalog: %i shown -> %s", async (lang, visible, text) => {
    const i18n = await createI18nFor(lang);
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <ScanHistory scans={scans} visible={visible} />
      </I18nProvider>,
    );
    expect(container.querySelector("details summary")?.textContent).toBe(text);
  });

  test("no scans, no section", () => {
    const { container } = renderWithI18n(<ScanHistory scans={[]} />);
    expect(container.querySelector('[data-part="scan-history"]')).toBeNull();
  });
});
