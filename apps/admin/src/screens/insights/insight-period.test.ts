import { describe, expect, test } from "vitest";
import { lastDays, periodDays, periodOfParams, periodProblem } from "./insight-period.ts";

const TODAY = new Date("2026-03-10T18:30:00Z");

describe("insight periods", () => {
  test("the last N days end today (UTC) and count today", () => {
    expect(lastDays(7, TODAY)).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(periodDays(lastDays(30, TODAY))).toBe(30);
  });

  test("a typed period is checked like the server checks it", () => {
    expect(periodProblem({ from: "", to: "2026-03-10" })).toBe("missing");
    expect(periodProblem({ from: "2026-03-11", to: "2026-03-10" })).toBe("order");
    expect(periodProblem({ from: "2025-01-01", to: "2026-03-10" })).toBe("length");
    expect(periodProblem({ from: "2026-03-01", to: "2026-03-10" })).toBeUndefined();
  });

  test("the URL's period, else the last 30 days", () => {
    expect(periodOfParams(new URLSearchParams("from=2026-02-01&to=2026-02-07"), TODAY)).toEqual({ from: "2026-02-01", to: "2026-02-07" });
    expect(periodOfParams(new URLSearchParams("from=2026-02-08&to=2026-02-07"), TODAY)).toEqual(lastDays(30, TODAY));
  });
});
