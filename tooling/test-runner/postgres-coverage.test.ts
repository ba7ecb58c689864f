import { describe, expect, test } from "vitest";
import { describePostgresCoverage, postgresCoverage } from "./postgres-coverage.mjs";

const report = (...results: [string, string][]) => ({
  testResults: [{ assertionResults: results.map(([suite, status]) => ({ ancestorTitles: ["brands", suite], status })) }],
});

describe("PostgreSQL coverage of a test run", () => {
  test("ran when any postgres suite's test passed or failed", () => {
    const coverage = postgresCoverage(report(["on sqlite", "passed"], ["on postgres", "passed"], ["on postgres", "failed"]));
    expect(coverage).toMatchObject({ state: "ran", ran: 2 });
    expect(describePostgresCoverage(coverage)).toBe("PostgreSQL tests: 2 ran.");
  });

  test("skipped, with the harness's reason, when every postgres suite was skipped", () => {
    const coverage = postgresCoverage(report(["on sqlite", "passed"], ["on postgres (skipped: initdb not found)", "skipped"]));
    expect(coverage).toEqual({ state: "skipped", ran: 0, skipped: 1, reason: "initdb not found" });
    expect(describePostgresCoverage(coverage)).toBe("PostgreSQL tests: SKIPPED (1 tests) because initdb not found.");
  });

  test("absent when the run held no data-layer test", () => {
    expect(postgresCoverage(report(["on sqlite", "passed"])).state).toBe("absent");
  });
});
