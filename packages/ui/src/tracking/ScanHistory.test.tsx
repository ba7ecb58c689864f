import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { ScanHistory } from "./ScanHistory.tsx";
import { BrandTimeZoneProvider } from "./use-display-time-zone.ts";

afterEach(cleanup);

const scans = [
  { code: 1, status: "Manifested", description: "Shipment manifested", location: "Pune", timestamp: "2026-11-18T03:42:00Z" },
  { code: 4, status: "Dispatched", description: "", location: "Bhiwandi", timestamp: "2026-11-19T05:00:00Z" },
  { code: 5, status: "In Transit", description: "Reached the sorting hub", location: "Nagpur", timestamp: "2026-11-20T03:10:00Z" },
  { code: 5, status: "In Transit", description: "Left the sorting hub", location: "Nagpur", timestamp: "2026-11-20T03:10:00Z" },
  { code: 6, status: "Out for Delivery", description: "Out for delivery", location: "Pune", timestamp: "2026-11-21T02:30:00Z" },
  { code: 9, status: "Undelivered", description: "Consignee not available", location: "", timestamp: "2026-11-21T08:35:00Z" },
];

describe("ScanHistory", () => {
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

  test("no scans, no section", () => {
    const { container } = renderWithI18n(<ScanHistory scans={[]} />);
    expect(container.querySelector('[data-part="scan-history"]')).toBeNull();
  });
});
