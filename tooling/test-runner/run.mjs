#!/usr/bin/env node
// `pnpm test`: lint, brand registry, typecheck, build, every vitest project (unit, component,
// data-layer on SQLite and PostgreSQL, browser tests in real Chromium) and a Storybook build.
// Ends with one plain line `N passed, N failed` (vitest's own summary is not one CI reads).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describePostgresCoverage, postgresCoverage } from "./postgres-coverage.mjs";
import { exitUnlessSupportedNode } from "../runtime/supported-node.js";

exitUnlessSupportedNode();
process.stdout.write(`Node ${process.version}\n`);

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const bin = (name) => join(root, "node_modules/.bin", name);
const scratch = mkdtempSync(join(tmpdir(), "portal-test-"));
let passed = 0;
let failed = 0;
const failures = [];

function run(title, command, args, { env = {} } = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  process.stdout.write(`${ok ? "✓" : "✗"} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return ok;
}

function check(title, command, args, options) {
  if (run(title, command, args, options)) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
}

check("lint", process.execPath, ["tooling/lint/run.mjs"]);
check("brand registry is up to date", process.execPath, ["tooling/brands/generate-registry.mjs", "--check"]);
check("typecheck", bin("turbo"), ["run", "typecheck", "--output-logs=errors-only", "--concurrency=2"]);
const built = run("build", bin("turbo"), ["run", "build", "--output-logs=errors-only", "--concurrency=2"]);
if (built) passed += 1;
else {
  failed += 1;
  failures.push("build");
}

const report = join(scratch, "vitest.json");
run("unit, component, data and browser tests (vitest)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
]);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, "utf8"));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  // A file that fails to load counts as a failure even though it ran no test.
  const brokenFiles = json.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0);
  failed += brokenFiles.length;
  if (json.numFailedTests + brokenFiles.length > 0) failures.push("vitest");
  // Say whether PostgreSQL was covered; in CI a skip is a failure, since the data layer must hold on both.
  const coverage = postgresCoverage(json);
  process.stdout.write(`\n${describePostgresCoverage(coverage)}\n`);
  if (coverage.state !== "ran" && (process.env.CI === "true" || process.env.REQUIRE_POSTGRES_TESTS === "1")) {
    failed += 1;
    failures.push("PostgreSQL tests did not run (required in CI)");
  }
} else {
  failed += 1;
  failures.push("vitest (no report)");
}

check("storybook build", bin("storybook"), ["build", "--quiet", "-o", join(scratch, "storybook")], {
  env: { STORYBOOK_DISABLE_TELEMETRY: "1" },
});

rmSync(scratch, { recursive: true, force: true });
if (failures.length) process.stdout.write(`\nFailed: ${failures.join(", ")}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
