import { describe, expect, test } from "vitest";
import { feedTimestampToUtc, hasZone, isTimeZone, localDateTimeToUtc, startOfDayUtc, zoneOffsetMs } from "./zoned-time.ts";

describe("zoned time", () => {
  test("a zone-less IST time is 5 h 30 min ahead of UTC", () => {
    expect(localDateTimeToUtc("2026-11-20 08:40:00", "Asia/Kolkata")).toBe("2026-11-20T03:10:00.000Z");
    expect(localDateTimeToUtc("2026-11-20T08:40", "Asia/Dubai")).toBe("2026-11-20T04:40:00.000Z");
  });

  test("daylight saving is taken from the date itself", () => {
    expect(localDateTimeToUtc("2026-07-01T12:00:00", "Europe/London")).toBe("2026-07-01T11:00:00.000Z");
    expect(localDateTimeToUtc("2026-01-01T12:00:00", "Europe/London")).toBe("2026-01-01T12:00:00.000Z");
    expect(zoneOffsetMs("America/New_York", Date.parse("2026-01-15T12:00:00Z"))).toBe(-5 * 3600_000);
  });

  test("a time naming its zone keeps it, whatever zone is configured", () => {
    expect(feedTimestampToUtc("2026-11-20T08:40:00+05:30", "America/New_York")).toEqual({ ok: true, iso: "2026-11-20T03:10:00.000Z" });
    expect(feedTimestampToUtc("2026-11-20T08:40:00Z", undefined)).toEqual({ ok: true, iso: "2026-11-20T08:40:00.000Z" });
    expect(hasZone("2026-11-20 08:40:00+0530")).toBe(true);
  });

  test("a zone-less time without a zone to use is refused, and so is text that is no time", () => {
    expect(feedTimestampToUtc("2026-11-20 08:40:00", undefined)).toEqual({ ok: false, reason: "no-zone" });
    expect(feedTimestampToUtc("yesterday", "Asia/Kolkata")).toEqual({ ok: false, reason: "not-a-time" });
    expect(feedTimestampToUtc("2026-02-30 08:40", "Asia/Kolkata")).toEqual({ ok: false, reason: "not-a-time" });
  });

  test("zone names are checked with Intl", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("startOfDayUtc", () => {
  test("a day starts at the zone's midnight", () => {
    expect(startOfDayUtc("2026-12-04", "Asia/Kolkata")).toBe("2026-12-03T18:30:00.000Z");
    expect(startOfDayUtc("2026-12-04", "America/New_York")).toBe("2026-12-04T05:00:00.000Z");
    expect(startOfDayUtc("2026-12-04", "UTC")).toBe("2026-12-04T00:00:00.000Z");
  });

  test("daylight saving: New York's summer midnight is an hour earlier in UTC", () => {
    expect(startOfDayUtc("2026-07-04", "America/New_York")).toBe("2026-07-04T04:00:00.000Z");
  });
});
