import { describe, expect, test } from "vitest";
import { addDays, calendarDateOf, dayOfWeek, isCalendarDate } from "./calendar-date.ts";

describe("calendar dates", () => {
  test.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2024-04-31", false],
    ["2024-12-31", true],
    ["2024-13-01", false],
    ["2024-1-01", false],
    ["01-05-2024", false],
    ["", false],
    ["2024-05-01T00:00:00Z", false],
  ])("%j is a calendar date: %s", (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  test("the calendar date depends on the zone", () => {
    const moment = new Date("2024-05-01T20:00:00Z");
    expect(calendarDateOf(moment)).toBe("2024-05-01");
    expect(calendarDateOf(moment, "Asia/Kolkata")).toBe("2024-05-02");
    expect(calendarDateOf(moment, "America/New_York")).toBe("2024-05-01");
  });

  test("a zone's date turns at its midnight even when asked again and again around it (each zone's date is remembered per minute)", () => {
    // Kolkata's midnight is 18:30 UTC, Kathmandu's 18:15 UTC: both on a minute, off the hour.
    const at = (iso: string) => new Date(iso);
    expect(calendarDateOf(at("2026-11-30T18:29:00.000Z"), "Asia/Kolkata")).toBe("2026-11-30");
    expect(calendarDateOf(at("2026-11-30T18:29:59.999Z"), "Asia/Kolkata")).toBe("2026-11-30");
    expect(calendarDateOf(at("2026-11-30T18:29:59.999Z"), "Asia/Kathmandu")).toBe("2026-12-01");
    expect(calendarDateOf(at("2026-11-30T18:30:00.000Z"), "Asia/Kolkata")).toBe("2026-12-01");
    expect(calendarDateOf(at("2026-11-30T18:29:30.000Z"), "Asia/Kolkata")).toBe("2026-11-30");
    expect(calendarDateOf(at("2026-11-30T18:14:59.999Z"), "Asia/Kathmandu")).toBe("2026-11-30");
    // Before 1973 some zones' offsets had seconds (Liberia's -0:44:30): the date is worked out every time.
    expect(calendarDateOf(at("1960-01-01T00:44:29.000Z"), "Africa/Monrovia")).toBe("1959-12-31");
    expect(calendarDateOf(at("1960-01-01T00:44:31.000Z"), "Africa/Monrovia")).toBe("1960-01-01");
    expect(() => calendarDateOf(new Date(Number.NaN), "Asia/Kolkata")).toThrow(RangeError);
  });

  test("adding days crosses months and years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  test.each([
    ["2024-05-05", 0],
    ["2024-05-10", 5],
    ["2024-05-11", 6],
  ])("%s is weekday %i", (date, day) => {
    expect(dayOfWeek(date as `${number}-${number}-${number}`)).toBe(day);
  });
});
