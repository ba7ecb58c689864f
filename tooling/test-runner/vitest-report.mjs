#!/usr/bin/env node
// Pass and fail counts of a vitest JSON report (`--reporter=json --outputFile.json=FILE`), for
// the runners that sum suites into one `N passed, N failed` line (run.mjs, .ci/run).
// As a command: `node vitest-report.mjs FILE` prints "passed failed" ("0 1" without a report).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The report's JSON, or undefined when vitest wrote none (it crashed, or a global setup failed). */
export function readVitestReport(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

/**
 * A file that fails to load counts as one failure even though it ran no test.
 * @returns {{ passed: number, failed: number }}
 */
export function vitestCounts(report) {
  if (report === undefined) return { passed: 0, failed: 1 };
  const brokenFiles = report.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { passed, failed } = vitestCounts(readVitestReport(process.argv[2] ?? ""));
  process.stdout.write(`${passed} ${failed}\n`);
}
