import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { PROGRESS_BY_STEP_COUNT } from "@portal/core/timeline";

// Whitespace folded, so a rule reads the same on one line or formatted over three.
const css = readFileSync(join(import.meta.dirname, "timeline-position.css"), "utf8").replace(/\s+/g, " ");

describe("timeline-position.css", () => {
  test("every progress value and step count core's table can produce has its CSS variable rule", () => {
    const counts = Object.keys(PROGRESS_BY_STEP_COUNT);
    const values = [...new Set(Object.values(PROGRESS_BY_STEP_COUNT).flat())];
    const missing = [
      ...counts.filter((n) => !css.includes(`[data-steps="${n}"] { --portal-timeline-steps: ${n}; }`)).map((n) => `steps ${n}`),
      ...values.filter((p) => !css.includes(`[data-progress="${p}"] { --portal-timeline-progress: ${p}%; }`)).map((p) => `progress ${p}`),
    ];
    expect(missing).toEqual([]);
  });
});
