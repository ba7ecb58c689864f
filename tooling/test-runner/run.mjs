#!/usr/bin/env node
// `pnpm test`: lint, brand registry, typecheck, build, every vitest project (unit, component,
// data-layer on SQLite and PostgreSQL, browser tests in real Chromium) and a Storybook build.
// Ends with one plain line `N passed, N failed` (vitest's own summary is not one CI reads).
//
// After the quick checks, two lanes run side by side: the build and then the browser tests
// (the e2e project, one file at a time against the built server), and beside them typecheck,
// the other vitest projects and the Storybook build, which need no build. The browser tests
// spend much of their time waiting on Chromium and the server, which the other lane fills.
// Each step prints its time; the held lane's output is shown whole when it ends.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describePostgresCoverage, postgresCoverage } from "./postgres-coverage.mjs";
import { runStep } from "./steps.mjs";
import { failedTestNames, readVitestReport, vitestCounts } from "./vitest-report.mjs";
import { exitUnlessSupportedNode } from "../runtime/supported-node.js";

exitUnlessSupportedNode();
process.stdout.write(`Node ${process.version}\n`);

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const bin = (name) => join(root, "node_modules/.bin", name);
const scratch = mkdtempSync(join(tmpdir(), "portal-test-"));
let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];

function count(title, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
  return ok;
}

async function check(title, command, args, options = {}) {
  return count(title, await runStep(title, command, args, { cwd: root, ...options }));
}

/** A vitest run of some projects; its tests are counted from its JSON report. */
async function vitest(title, projectFilter, options = {}) {
  const report = join(scratch, `${projectFilter.replace(/\W+/g, "-")}.json`);
  const ok = await runStep(
    title,
    bin("vitest"),
    ["run", `--project=${projectFilter}`, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { cwd: root, ...options },
  );
  const json = readVitestReport(report);
  const counts = vitestCounts(json);
  passed += counts.passed;
  failed += counts.failed;
  // A failing global setup or teardown fails the run even when every test passed.
  if (!ok && counts.failed === 0) failed += 1;
  if (!ok || counts.failed > 0) failures.push(title);
  if (counts.failed > 0) failedTests.push(...failedTestNames(json, root));
  return json;
}

await check("lint", process.execPath, ["tooling/lint/run.mjs"]);
await check("brand registry is up to date", process.execPath, ["tooling/brands/generate-registry.mjs", "--check"]);

/**
 * The browser tests run in a lane of their own beside the other steps only where cores are spare
 * (TEST_LANES=1 or 0 overrides): on two cores the lanes starved each other, and the two-replica
 * limiter test admitted past its limit when its replicas' database writes were starved.
 */
const lanes = process.env.TEST_LANES ? process.env.TEST_LANES === "1" : availableParallelism() >= 4;

async function builtThenBrowser({ held }) {
  const built = await check("build", bin("turbo"), ["run", "build", "--output-logs=errors-only", "--concurrency=2"], { held });
  if (built) await vitest("browser tests (vitest: e2e)", "e2e", { held });
}

async function unbuilt() {
  await check("typecheck", bin("turbo"), ["run", "typecheck", "--output-logs=errors-only", "--concurrency=2"]);
  const json = await vitest("unit, component and data tests (vitest: every project but e2e)", "!e2e");
  // Say whether PostgreSQL was covered; in CI a skip is a failure, since the data layer must hold on both.
  if (json) {
    const coverage = postgresCoverage(json);
    process.stdout.write(`\n${describePostgresCoverage(coverage)}\n`);
    if (coverage.state !== "ran" && (process.env.CI === "true" || process.env.REQUIRE_POSTGRES_TESTS === "1")) {
      count("PostgreSQL tests did not run (required in CI)", false);
    }
  }
  await check("storybook build", bin("storybook"), ["build", "--quiet", "-o", join(scratch, "storybook")], {
    env: { STORYBOOK_DISABLE_TELEMETRY: "1" },
  });
}

if (lanes) await Promise.all([builtThenBrowser({ held: true }), unbuilt()]);
else {
  await unbuilt();
  await builtThenBrowser({ held: false });
}

rmSync(scratch, { recursive: true, force: true });
if (failures.length) process.stdout.write(`\nFailed: ${failures.join(", ")}\n`);
for (const line of failedTests) process.stdout.write(`✗ ${line}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
