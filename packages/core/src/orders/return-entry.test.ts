import { describe, expect, test } from "vitest";
import { DEFAULT_RETURN_WINDOW_DAYS, isReturnWindowOpen, returnEntryHref, entryWindowDaysOf } from "./return-entry.ts";

const NOW = new Date("2026-12-05T06:00:00.000Z");
const DAY = 86_400_000;
const delivered = (daysAgo: number, code = 8) => ({ waybill: "W1", latest_status: { code, timestamp: new Date(NOW.getTime() - daysAgo * DAY).toISOString() } });

describe("return entries (issue 33 item 12)", () => {
  test("a delivery is open for returns within the brand's window, not after it", () => {
    expect(isReturnWindowOpen(delivered(1), NOW, 15)).toBe(true);
    expect(isReturnWindowOpen(delivered(14.9), NOW, 15)).toBe(true);
    expect(isReturnWindowOpen(delivered(15.1), NOW, 15)).toBe(false);
    expect(isReturnWindowOpen(delivered(2), NOW, 1)).toBe(false);
  });

  test("only a delivered forward shipment: not in transit, not a return pickup, not with the entries off", () => {
    expect(isReturnWindowOpen(delivered(1, 6), NOW, 15)).toBe(false);
    expect(isReturnWindowOpen({ ...delivered(1), is_rvp: true }, NOW, 15)).toBe(false);
    expect(isReturnWindowOpen({ waybill: "W1" }, NOW, 15)).toBe(false);
    expect(isReturnWindowOpen(delivered(0.1), NOW, 0)).toBe(false);
  });

  test("the window is the theme's whole number of days, else the default", () => {
    expect(entryWindowDaysOf(undefined)).toBe(DEFAULT_RETURN_WINDOW_DAYS);
    expect(entryWindowDaysOf({ return_window_days: 30 })).toBe(30);
    expect(entryWindowDaysOf({ return_window_days: 0 })).toBe(0);
    expect(entryWindowDaysOf({ return_window_days: -3 })).toBe(DEFAULT_RETURN_WINDOW_DAYS);
    expect(entryWindowDaysOf({ return_window_days: 2.5 })).toBe(DEFAULT_RETURN_WINDOW_DAYS);
    // The brand's return policy, which the server enforces, decides the entries' window too.
    expect(entryWindowDaysOf({ return_window_days: 30, return_policy: { window_days: 7 } })).toBe(7);
    expect(entryWindowDaysOf({ return_policy: {} })).toBe(DEFAULT_RETURN_WINDOW_DAYS);
  });

  test("a keyed link opens the order; without a key the flow asks for proof", () => {
    expect(returnEntryHref("/ta", "exchange", { waybill: "W 1", securityKey: "k&1" })).toBe("/ta/return-exchange?waybill=W+1&security_key=k%261");
    expect(returnEntryHref("", "return", { waybill: "W1" })).toBe("/returns");
    expect(returnEntryHref("/ar", "return")).toBe("/ar/returns");
  });
});
