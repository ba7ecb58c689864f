#!/usr/bin/env node
// Pass and fail counts of a vitest JSON report (`--reporter=json --outputFile.json=FILE`), for
// the runners that sum suites into one `N passed, N failed` line (run.mjs, .ci/run).
// As a command: `node vitest-report.mjs FILE` prints "passed failed" ("0 1" without a report),
// then one line `✗ file › test` per failure: CI keeps only the tail of a run's output, so the
// runners repeat these names just above their last line.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
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

/** The first line of an error text, without terminal colours, cut to 200 characters. */
function firstLine(text) {
  return (
    String(text ?? "")
      // eslint-disable-next-line no-control-regex -- the terminal colour codes vitest writes
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim()
      .slice(0, 200) ?? ""
  );
}

/**
 * What failed, one line each: `file › describe › test: why`, or `file (did not load: reason)`.
 * The why is the failure's first line (the assertion's message): a run CI keeps only the tail
 * of must say which check failed, not only which test.
 * @returns {string[]}
 */
export function failedTestNames(report, root = process.cwd()) {
  if (report === undefined) return ["(vitest wrote no report)"];
  return report.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    if (file.status === "failed" && file.assertionResults.length === 0) {
      return [`${name} (did not load: ${firstLine(file.message)})`];
    }
    return file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => {
        const title = [name, ...test.ancestorTitles, test.title].join(" › ");
        const why = firstLine(test.failureMessages?.[0]);
        return why === "" ? title : `${title}: ${why}`;
      });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = readVitestReport(process.argv[2] ?? "");
  const { passed, failed } = vitestCounts(report);
  process.stdout.write(`${passed} ${failed}\n`);
  if (failed > 0) for (const line of failedTestNames(report)) process.stdout.write(`✗ ${line}\n`);
}
