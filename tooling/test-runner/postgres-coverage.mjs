// Whether a vitest JSON report's PostgreSQL suites ran: the data-layer harness names each
// suite "… on postgres" or "… on postgres (skipped: <reason>)" (@portal/db/testing, packages/db/src/testing).
const SKIPPED = /postgres \(skipped: ([^)]*)\)/;

/**
 * @param {{ testResults: { assertionResults: { ancestorTitles: string[]; status: string }[] }[] }} report
 * @returns {{ state: "ran" | "skipped" | "absent"; ran: number; skipped: number; reason?: string }}
 */
export function postgresCoverage(report) {
  let ran = 0;
  let skipped = 0;
  let reason;
  for (const file of report.testResults) {
    for (const result of file.assertionResults) {
      const titles = result.ancestorTitles.join(" ");
      const skip = SKIPPED.exec(titles);
      if (skip) {
        skipped += 1;
        reason ??= skip[1];
      } else if (/\bpostgres\b/i.test(titles) && (result.status === "passed" || result.status === "failed")) ran += 1;
    }
  }
  if (ran > 0) return { state: "ran", ran, skipped };
  if (skipped > 0) return { state: "skipped", ran, skipped, reason };
  return { state: "absent", ran, skipped };
}

/** One line for people reading the test output. */
export function describePostgresCoverage(coverage) {
  if (coverage.state === "ran") return `PostgreSQL tests: ${coverage.ran} ran.`;
  if (coverage.state === "skipped") return `PostgreSQL tests: SKIPPED (${coverage.skipped} tests) because ${coverage.reason ?? "PostgreSQL is unavailable"}.`;
  return "PostgreSQL tests: none in this run.";
}
