import { describe, expect, test } from "vitest";
import { delayDueAt } from "./delay-due.ts";
import { sendAt } from "./quiet-hours.ts";

describe("delayDueAt: the promised day's end in the shopper's zone", () => {
  test.each([
    ["UTC", "2026-12-05T00:00:00.000Z"],
    ["Asia/Kolkata", "2026-12-04T18:30:00.000Z"],
    ["America/Los_Angeles", "2026-12-05T08:00:00.000Z"],
  ])("promised 4 December, shopper in %s: late from %s", (zone, due) => {
    expect(delayDueAt("2026-12-04", null, zone)?.toISOString()).toBe(due);
  });

  test("an evening UTC sweep finds Kolkata late, Los Angeles not yet", () => {
    const evening = new Date("2026-12-04T20:00:00Z");
    expect(delayDueAt("2026-12-04", null, "Asia/Kolkata")!.getTime()).toBeLessThanOrEqual(evening.getTime());
    expect(delayDueAt("2026-12-04", null, "America/Los_Angeles")!.getTime()).toBeGreaterThan(evening.getTime());
    expect(delayDueAt("2026-12-04", null, "UTC")!.getTime()).toBeGreaterThan(evening.getTime());
  });

  test("a window counts from its last day; a timestamp counts by its date", () => {
    expect(delayDueAt("2026-12-02", "2026-12-04", "UTC")?.toISOString()).toBe("2026-12-05T00:00:00.000Z");
    expect(delayDueAt("2026-12-04T10:00:00Z", null, "UTC")?.toISOString()).toBe("2026-12-05T00:00:00.000Z");
  });

  test("month and year ends roll over; a daylight-saving change keeps local midnight", () => {
    expect(delayDueAt("2026-12-31", null, "UTC")?.toISOString()).toBe("2027-01-01T00:00:00.000Z");
    // 7 March 2027 ends at midnight PST (UTC-8); 14 March (the switch day) ends at midnight PDT (UTC-7).
    expect(delayDueAt("2027-03-07", null, "America/Los_Angeles")?.toISOString()).toBe("2027-03-08T08:00:00.000Z");
    expect(delayDueAt("2027-03-14", null, "America/Los_Angeles")?.toISOString()).toBe("2027-03-15T07:00:00.000Z");
  });

  test("no date, or text that is not one, is never due", () => {
    expect(delayDueAt(null, null, "UTC")).toBeUndefined();
    expect(delayDueAt("soon", "", "UTC")).toBeUndefined();
  });

  test("a message decided at the due midnight is held to the brand's morning", () => {
    const due = delayDueAt("2026-12-04", null, "Asia/Kolkata")!;
    expect(sendAt(due, "Asia/Kolkata", { from: "21:00", to: "08:00" }).toISOString()).toBe("2026-12-05T02:30:00.000Z");
  });
});
