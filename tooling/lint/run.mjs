// `pnpm lint`: oxlint over apps, packages, brands and tooling with the root .oxlintrc.json,
// then (for the whole repo) oxfmt's check (format-check.mjs).
// (layering, deep imports and process.env rules included, through tooling/lint/
// oxlint-plugin-portal.mjs). Any diagnostic, warning or error, fails the run.
//
//   node tooling/lint/run.mjs                      lint the repo
//   node tooling/lint/run.mjs apps/portal          lint some paths (relative to the root)
//   node tooling/lint/run.mjs --root <dir> [paths] lint another tree with <dir>/.oxlintrc.json
//                                                  (used by boundaries.test.ts)
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { formatCheck } from "./format-check.mjs";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const DEFAULT_PATHS = ["apps", "packages", "brands", "tooling"];

const requireFrom = createRequire(import.meta.url);

function oxlintBin() {
  const pkgJson = requireFrom.resolve("oxlint/package.json");
  const pkg = JSON.parse(readFileSync(pkgJson, "utf8"));
  return { bin: join(dirname(pkgJson), "bin", "oxlint"), version: pkg.version };
}

/**
 * Lints `paths` (relative to `root`) with `<root>/.oxlintrc.json`.
 * @param {{ root?: string, paths?: string[] }} [options]
 * @returns {import("./run.d.mts").LintResult}
 */
export function lint({ root = REPO_ROOT, paths = DEFAULT_PATHS } = {}) {
  const started = performance.now();
  const { bin, version } = oxlintBin();
  const existing = paths.filter((p) => existsSync(resolve(root, p)));
  if (existing.length === 0) {
    return { ok: true, diagnostics: [], fileCount: 0, ms: 0, oxlintVersion: version, failure: null };
  }
  const args = [bin, "-c", join(root, ".oxlintrc.json"), "--format=json", "--deny-warnings", ...existing];
  const child = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const ms = Math.round(performance.now() - started);

  let report;
  try {
    report = JSON.parse(child.stdout);
  } catch {
    const output = [child.error?.message, child.stdout, child.stderr].filter(Boolean).join("\n").trim();
    return { ok: false, diagnostics: [], fileCount: 0, ms, oxlintVersion: version, failure: output || `oxlint exited with ${child.status}` };
  }

  const diagnostics = (report.diagnostics ?? []).map((d) => {
    const span = d.labels?.[0]?.span;
    return {
      file: String(d.filename).replaceAll("\\", "/"),
      line: span?.line ?? 0,
      column: span?.column ?? 0,
      rule: d.code ?? "oxlint",
      severity: d.severity === "warning" ? "warning" : "error",
      message: d.message,
      help: d.help ?? null,
    };
  });
  diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const failure = child.status !== 0 && diagnostics.length === 0 ? (child.stderr || `oxlint exited with ${child.status}`).trim() : null;
  return {
    ok: child.status === 0 && diagnostics.length === 0,
    diagnostics,
    fileCount: report.number_of_files ?? 0,
    ms,
    oxlintVersion: version,
    failure,
  };
}

function print(result) {
  let file = null;
  for (const d of result.diagnostics) {
    if (d.file !== file) {
      file = d.file;
      console.log(`\n${file}`);
    }
    console.log(`  ${d.line}:${d.column}  ${d.severity}  ${d.message}  ${d.rule}`);
    if (d.help) console.log(`      ${d.help}`);
  }
  if (result.failure) console.log(`\n${result.failure}`);
  const files = new Set(result.diagnostics.map((d) => d.file)).size;
  const summary = result.failure
    ? "lint: oxlint failed to run"
    : result.ok
      ? `lint: ${result.fileCount} files, no problems`
      : `lint: ${result.diagnostics.length} problem(s) in ${files} file(s) of ${result.fileCount}`;
  console.log(`${result.diagnostics.length ? "\n" : ""}${summary} (oxlint ${result.oxlintVersion}, ${(result.ms / 1000).toFixed(1)} s)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  let root = REPO_ROOT;
  const paths = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--root") root = resolve(argv[++i] ?? ".");
    else paths.push(argv[i]);
  }
  const result = lint({ root, paths: paths.length ? paths : DEFAULT_PATHS });
  print(result);
  // The whole repo's lint also checks its formatting (a run over some paths is about rules).
  const format = root === REPO_ROOT && paths.length === 0 ? formatCheck(root) : { ok: true, files: [], failure: null, version: "" };
  if (!format.ok) {
    console.log(`\n${format.failure ?? format.files.join("\n")}`);
    console.log(
      `format: ${format.failure ? "oxfmt failed to run" : `${format.files.length} file(s) not formatted: run \`pnpm format\``} (oxfmt ${format.version})`,
    );
  }
  process.exitCode = result.ok && format.ok ? 0 : 1;
}
