import { describe, expect, test } from "vitest";
import { HIDEABLE_DATES, type HideableDate } from "./brand-manifest.ts";
import { isDateShown } from "./hidden-dates.ts";

describe("a brand's hidden dates", () => {
  test.each(HIDEABLE_DATES)("%s is shown unless the manifest hides it", (date) => {
    expect(isDateShown({ hiddenDates: [] }, date)).toBe(true);
    expect(isDateShown({ hiddenDates: [date] }, date)).toBe(false);
    const others = HIDEABLE_DATES.filter((d): d is HideableDate => d !== date);
    expect(isDateShown({ hiddenDates: others }, date)).toBe(true);
  });
});
