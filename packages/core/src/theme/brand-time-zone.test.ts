import { describe, expect, test } from "vitest";
import { COUNTRIES, TIME_ZONE_BY_COUNTRY } from "../country/index.ts";
import { isTimeZone } from "../dates/index.ts";
import { brandTimeZone, FALLBACK_TIME_ZONE } from "./brand-time-zone.ts";

describe("brandTimeZone", () => {
  test("the theme's own zone comes first", () => {
    expect(brandTimeZone({ time_zone: "America/Los_Angeles", country: "US" })).toBe("America/Los_Angeles");
  });

  test("without one, the country's zone (any case, spaces trimmed)", () => {
    expect(brandTimeZone({ country: "in" })).toBe("Asia/Kolkata");
    expect(brandTimeZone({ country: " AE " })).toBe("Asia/Dubai");
    expect(brandTimeZone({ country: "US", time_zone: "" })).toBe("America/New_York");
  });

  test("a zone Intl does not know is passed over, not thrown on", () => {
    expect(brandTimeZone({ time_zone: "Mars/Olympus_Mons", country: "SA" })).toBe("Asia/Riyadh");
  });

  test("no theme, or an unknown country: UTC", () => {
    expect(brandTimeZone(undefined)).toBe(FALLBACK_TIME_ZONE);
    expect(brandTimeZone({ country: "ZZ" })).toBe("UTC");
  });

  test.each(COUNTRIES)("%s's zone is one Intl knows", (country) => {
    expect(isTimeZone(TIME_ZONE_BY_COUNTRY[country])).toBe(true);
  });
});
