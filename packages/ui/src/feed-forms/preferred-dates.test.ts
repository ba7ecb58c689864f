import { describe, expect, test } from "vitest";
import { preferredDateLabel, preferredDateOptions } from "./preferred-dates.ts";

const tuesday = new Date("2026-05-05T06:30:00.000Z");

describe("preferred dates", () => {
  test("the next 3 days by default, from tomorrow", () => {
    expect(preferredDateOptions({ direction: "delivery", now: tuesday, timeZone: "UTC" })).toEqual(["2026-05-06", "2026-05-07", "2026-05-08"]);
  });

  test("Fridays only when the brand delivers on Fridays; pickups keep the default days", () => {
    expect(preferredDateOptions({ direction: "delivery", now: tuesday, fridaysOnly: true, timeZone: "UTC" })).toEqual([
      "2026-05-08",
      "2026-05-15",
      "2026-05-22",
    ]);
    expect(preferredDateOptions({ direction: "pickup", now: tuesday, fridaysOnly: true, timeZone: "UTC" })).toEqual(["2026-05-06", "2026-05-07", "2026-05-08"]);
  });

  test("tomorrow is the shopper's tomorrow", () => {
    const lateEvening = new Date("2026-05-05T20:00:00.000Z"); // already Wednesday in India
    expect(preferredDateOptions({ direction: "delivery", now: lateEvening, timeZone: "Asia/Kolkata" })[0]).toBe("2026-05-07");
    expect(preferredDateOptions({ direction: "delivery", now: lateEvening, timeZone: "UTC" })[0]).toBe("2026-05-06");
  });

  test("labels in the page's language; anything else as it is", () => {
    expect(preferredDateLabel("2026-05-08", "en")).toBe("Friday, 8 May");
    expect(preferredDateLabel("2026-05-08", "hi")).toMatch(/शुक्रवार/);
    expect(preferredDateLabel("soon", "en")).toBe("soon");
  });
});
