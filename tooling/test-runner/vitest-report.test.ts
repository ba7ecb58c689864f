import { describe, expect, it } from "vitest";
import { failedTestNames, vitestCounts } from "./vitest-report.mjs";

// The shape vitest's JSON reporter writes (`--reporter=json`), cut to the fields the runners read.
const report = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: "/repo/apps/server/src/a.test.ts",
      status: "failed",
      message: "",
      assertionResults: [
        { ancestorTitles: ["desk"], title: "lists a page", status: "passed" },
        {
          ancestorTitles: ["desk", "search"],
          title: "finds by e-mail",
          status: "failed",
          failureMessages: ["\u001b[31mAssertionError: expected 3 to be less than 2\u001b[39m\n    at a.test.ts:12:5"],
        },
        { ancestorTitles: ["desk"], title: "times out", status: "failed", failureMessages: [] },
      ],
    },
    { name: "/repo/apps/server/src/b.test.ts", status: "failed", message: "SyntaxError: x\n  at y", assertionResults: [] },
    { name: "/repo/packages/core/c.test.ts", status: "passed", message: "", assertionResults: [{ ancestorTitles: [], title: "ok", status: "passed" }] },
  ],
};

describe("vitest-report", () => {
  it("counts a file that did not load as one failure", () => {
    expect(vitestCounts(report)).toEqual({ passed: 2, failed: 2 });
  });

  it("names each failed test by file, titles and its failure's first line, and a file that did not load by its first error line", () => {
    expect(failedTestNames(report, "/repo")).toEqual([
      "apps/server/src/a.test.ts › desk › search › finds by e-mail: AssertionError: expected 3 to be less than 2",
      "apps/server/src/a.test.ts › desk › times out",
      "apps/server/src/b.test.ts (did not load: SyntaxError: x)",
    ]);
  });

  it("says so when vitest wrote no report", () => {
    expect(failedTestNames(undefined)).toEqual(["(vitest wrote no report)"]);
    expect(vitestCounts(undefined)).toEqual({ passed: 0, failed: 1 });
  });
});
