#!/usr/bin/env node
// `pnpm test:hours`: the browser tests whose screens decide or show dates, run at fixed
// instants of the day in several zones. They are one file, apps/server/e2e/dated-screens.e2e.test.ts
// (each dated screen walked once); the rest of those screens' tests do not depend on the date
// and run once, in `pnpm test`. The demo server, the tests and Chromium all run on
// one shifted clock (Debian's libfaketime, LD_PRELOAD) and one TZ, so a date computed in one
// zone and compared in another fails here at its hour instead of in CI at that hour.
// Ends with one plain line `N passed, N failed`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { hourLanes, matrixCells, pickCells, fakeTimeOffset } from "./hour-matrix.mjs";
import { runStep } from "./steps.mjs";
import { failedTestNames } from "./vitest-report.mjs";
import { exitUnlessSupportedNode } from "../runtime/supported-node.js";

exitUnlessSupportedNode();

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const LIBFAKETIME = [
  "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/faketime/libfaketime.so.1",
];

/** The tests whose outcome depends on "today": hydration across zones, failure forms' and pickup dates, times, EDDs. */
const SUITES = ["apps/server/e2e/dated-screens.e2e.test.ts"];

const library = process.env.LIBFAKETIME ?? LIBFAKETIME.find((path) => existsSync(path));
if (!library) {
  process.stdout.write("libfaketime is not installed: `apt-get install faketime` (Debian), or set LIBFAKETIME to its .so.\n\n0 passed, 1 failed\n");
  process.exit(1);
}

// Arguments pick cells by words of their label (`pnpm test:hours 19:00Z Asia/Kolkata`); vitest
// arguments (a reporter) are not taken: each cell writes its own JSON report.
const scratch = mkdtempSync(join(tmpdir(), "portal-hours-"));
const lanes = hourLanes(availableParallelism(), process.env);
let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];

/** One cell: a vitest run of the suites on the cell's clock and zone, counted from its JSON report. */
async function runCell(cell) {
  const report = join(scratch, `${cell.label.replace(/\W+/g, "-")}.json`);
  const ok = await runStep(
    cell.label,
    join(root, "node_modules/.bin/vitest"),
    ["run", "--project", "e2e", "--reporter=dot", "--reporter=json", `--outputFile.json=${report}`, ...SUITES],
    // The offset is taken as the cell starts, so a cell that waited for a lane still begins at its instant.
    { cwd: root, held: lanes > 1, env: { TZ: cell.zone, LD_PRELOAD: library, FAKETIME: fakeTimeOffset(cell.instant, Date.now()) } },
  );
  if (!existsSync(report)) {
    failed += 1;
    failures.push(`${cell.label} (no report)`);
    return;
  }
  const json = JSON.parse(readFileSync(report, "utf8"));
  const broken = json.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
  passed += json.numPassedTests;
  failed += json.numFailedTests + broken;
  if (json.numFailedTests + broken > 0 || !ok) failures.push(cell.label);
  for (const line of json.numFailedTests + broken > 0 ? failedTestNames(json, root) : []) failedTests.push(`${cell.label}: ${line}`);
  if (!ok && json.numFailedTests + broken === 0) failed += 1;
}

// Cells share nothing but the built server, so lanes take the next waiting cell as each ends.
const waiting = pickCells(matrixCells(), process.argv.slice(2));
if (waiting.length === 0) {
  process.stdout.write(`No cell's label holds ${process.argv.slice(2).join(" ")}.\n\n0 passed, 1 failed\n`);
  process.exit(1);
}
if (lanes > 1) process.stdout.write(`${waiting.length} cells in ${lanes} lanes (HOURS_LANES overrides); each cell's output is shown when it ends.\n`);
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let cell = waiting.shift(); cell; cell = waiting.shift()) await runCell(cell);
  }),
);
rmSync(scratch, { recursive: true, force: true });
if (failures.length) process.stdout.write(`\nFailed at: ${failures.join("; ")}\n`);
for (const line of failedTests) process.stdout.write(`✗ ${line}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
