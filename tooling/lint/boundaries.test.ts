// Proof that `pnpm lint` enforces the one-way dependencies and the process.env rule.
// The fixtures under ./fixtures mirror the repo layout; they are copied into a temp dir
// together with the real root .oxlintrc.json and the portal plugin, so the real override
// globs ("packages/core/**", "apps/server/src/env.ts", ...) are what is being tested.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REPO_ROOT, lint, type LintResult } from "./run.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, "fixtures");

// Package markers are written into the temp copy only, so the repo holds no stray
// package.json files that claim "@portal/*" names.
const PACKAGES: Record<string, string> = {
  ".": "portal-monorepo",
  "packages/core": "@portal/core",
  "packages/i18n": "@portal/i18n",
  "packages/ui": "@portal/ui",
  "packages/db": "@portal/db",
  "brands/alpha": "@portal/brand-alpha",
  "brands/beta": "@portal/brand-beta",
  "apps/portal": "@portal/portal",
  "apps/admin": "@portal/admin",
  "apps/server": "@portal/server",
  tooling: "@portal/tooling",
};

const RESTRICTED_IMPORT = "eslint(no-restricted-imports)";
const RELATIVE_ESCAPE = "portal(no-relative-cross-package-import)";
const PROCESS_ENV = "eslint(no-restricted-properties)";
const PROCESS_ENV_IMPORT = "portal(no-process-env-import)";
const DOM_GLOBAL = "eslint(no-restricted-globals)";

/** Fixture -> the one rule that must flag it, and a phrase its message or help must contain. */
const MUST_FAIL: Array<[file: string, rule: string, says: string]> = [
  ["packages/core/src/upward-import.ts", RESTRICTED_IMPORT, "packages/core is the bottom layer"],
  ["packages/core/src/uses-react.ts", RESTRICTED_IMPORT, "no React"],
  ["packages/core/src/uses-lingui-react.ts", RESTRICTED_IMPORT, "no React"],
  ["packages/core/src/uses-dom.ts", DOM_GLOBAL, "no DOM"],
  ["packages/core/src/deep-import.ts", RESTRICTED_IMPORT, "No deep imports"],
  ["packages/i18n/src/upward-import.ts", RESTRICTED_IMPORT, "packages/i18n may import only @portal/core"],
  ["packages/i18n/src/deep-import.ts", RESTRICTED_IMPORT, "No deep imports"],
  ["packages/ui/src/upward-import.ts", RESTRICTED_IMPORT, "packages/ui may import only"],
  ["packages/ui/src/deep-import.ts", RESTRICTED_IMPORT, "No deep imports"],
  ["packages/ui/src/relative-escape.ts", RELATIVE_ESCAPE, "leaves @portal/ui into @portal/core"],
  ["packages/ui/src/imports-db.ts", RESTRICTED_IMPORT, "packages/ui may import only"],
  ["packages/db/src/upward-import.ts", RESTRICTED_IMPORT, "packages/db may import only @portal/core"],
  ["packages/db/src/uses-http.ts", RESTRICTED_IMPORT, "packages/db has no React and no HTTP"],
  ["brands/alpha/src/imports-other-brand.tsx", RESTRICTED_IMPORT, "may not import another brand"],
  ["brands/alpha/src/upward-import.ts", RESTRICTED_IMPORT, "a brand may import only"],
  ["brands/alpha/src/deep-import.ts", RESTRICTED_IMPORT, "No deep imports"],
  ["apps/portal/src/upward-import.ts", RESTRICTED_IMPORT, "apps/portal may not import @portal/server"],
  ["apps/portal/src/lazy-upward-import.ts", RESTRICTED_IMPORT, "apps/portal may not import @portal/server"],
  ["apps/portal/src/deep-import.ts", RESTRICTED_IMPORT, "No deep imports"],
  ["apps/portal/src/reads-process-env.ts", PROCESS_ENV, "env module"],
  ["apps/portal/src/imports-admin.ts", RESTRICTED_IMPORT, "apps/portal may not import @portal/admin"],
  ["apps/portal/src/imports-db.ts", RESTRICTED_IMPORT, "apps/portal may not import @portal/db"],
  ["apps/admin/src/imports-portal.ts", RESTRICTED_IMPORT, "apps/admin may import only"],
  ["apps/admin/src/imports-brand.ts", RESTRICTED_IMPORT, "apps/admin may import only"],
  ["apps/admin/src/upward-import.ts", RESTRICTED_IMPORT, "apps/admin may import only"],
  ["apps/server/src/reads-process-env.ts", PROCESS_ENV, "env module"],
  ["apps/server/src/imports-process-env.ts", PROCESS_ENV_IMPORT, "env module"],
  ["apps/server/src/relative-escape.ts", RELATIVE_ESCAPE, "leaves @portal/server into @portal/core"],
  ["apps/server/src/deep-import.ts", RESTRICTED_IMPORT, "No deep imports"],
  ["tooling/scripts/relative-escape.mjs", RELATIVE_ESCAPE, "leaves @portal/tooling into @portal/core"],
];

/** Fixtures that must lint clean: allowed downward imports and the allowed process.env readers. */
const MUST_PASS = [
  "packages/core/src/allowed.ts",
  "packages/i18n/src/allowed.tsx",
  "packages/ui/src/allowed-downward.tsx",
  "packages/ui/src/tracking/relative-within.ts",
  "packages/db/src/allowed.ts",
  "brands/alpha/src/index.tsx",
  "apps/portal/src/brands/registry.ts",
  "apps/portal/src/routes/uses-registry.ts",
  "apps/portal/src/env.ts",
  "apps/portal/vite.config.ts",
  "apps/admin/src/allowed.ts",
  "apps/server/src/env.ts",
  "apps/server/src/allowed.ts",
  "tooling/scripts/reads-env.mjs",
];

let tree: string;
let result: LintResult;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).replaceAll("\\", "/"))
    .sort();
}

function diagnosticsOf(file: string) {
  return result.diagnostics.filter((d) => d.file === file);
}

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), "portal-lint-"));
  cpSync(fixtures, tree, { recursive: true });
  cpSync(join(REPO_ROOT, ".oxlintrc.json"), join(tree, ".oxlintrc.json"));
  mkdirSync(join(tree, "tooling/lint"), { recursive: true });
  cpSync(join(here, "oxlint-plugin-portal.mjs"), join(tree, "tooling/lint/oxlint-plugin-portal.mjs"));
  for (const [dir, name] of Object.entries(PACKAGES)) {
    mkdirSync(join(tree, dir), { recursive: true });
    writeFileSync(join(tree, dir, "package.json"), JSON.stringify({ name, private: true, type: "module" }));
  }
  result = lint({ root: tree, paths: ["apps", "packages", "brands", "tooling/scripts"] });
});

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

test("oxlint runs with the repo config", () => {
  expect(result.failure).toBeNull();
  expect(result.fileCount).toBe(MUST_FAIL.length + MUST_PASS.length);
});

test("every fixture is listed as failing or passing", () => {
  const listed = [...MUST_FAIL.map(([file]) => file), ...MUST_PASS].sort();
  expect(filesUnder(fixtures)).toEqual(listed);
});

describe("fails lint", () => {
  test.each(MUST_FAIL)("%s (%s)", (file, rule, says) => {
    const found = diagnosticsOf(file);
    expect(found.map((d) => d.rule)).toEqual([rule]);
    expect(`${found[0]?.message} ${found[0]?.help}`).toContain(says);
  });
});

describe("passes lint", () => {
  test.each(MUST_PASS)("%s", (file) => {
    expect(diagnosticsOf(file)).toEqual([]);
  });
});

test("the repo's own lint run skips the fixtures", () => {
  // The fixtures break the rules on purpose; linting tooling/lint in the real repo finds nothing.
  const own = lint({ paths: ["tooling/lint"] });
  expect(own.failure).toBeNull();
  expect(own.diagnostics).toEqual([]);
});

describe("pnpm lint (tooling/lint/run.mjs)", () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [join(here, "run.mjs"), "--root", tree, ...args], { encoding: "utf8" });

  test("exits non-zero and names the problem when a file breaks a rule", () => {
    const child = run("packages/core/src/upward-import.ts", "packages/core/src/allowed.ts");
    expect(child.status).toBe(1);
    expect(child.stdout).toContain("packages/core/src/upward-import.ts");
    expect(child.stdout).toContain("lint: 1 problem(s) in 1 file(s) of 2");
  });

  test("exits zero when every file is clean", () => {
    const child = run(...MUST_PASS);
    expect(child.stdout).toContain(`lint: ${MUST_PASS.length} files, no problems`);
    expect(child.status).toBe(0);
  });
});
