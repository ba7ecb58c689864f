// The "Where does this change go" table in docs/ARCHITECTURE.md, checked against the code:
// every file that holds a total map over a finite set (`Record<Key, …>` without `Partial`) is a
// file a new member of that set must touch, so the table's row for it must name the file, and
// every file the table names must exist.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { REPO_ROOT } from "../lint/run.mjs";

/** The table's rows this test can count, by the key types whose total maps a new member needs. */
const COUNTED_ROWS = [
  { row: "A new screen", keyTypes: ["ScreenId", "LoadedScreen"] },
  { row: "A new forward stage", keyTypes: ["ForwardStage"] },
  { row: "A new reverse stage", keyTypes: ["ReverseStage"] },
  { row: "A new language", keyTypes: ["LocaleCode"] },
] as const;

const architecture = readFileSync(join(REPO_ROOT, "docs/ARCHITECTURE.md"), "utf8");

function tableRow(name: string): string {
  const line = architecture.split("\n").find((l) => l.startsWith(`| ${name} |`));
  if (!line) throw new Error(`docs/ARCHITECTURE.md has no change-table row "${name}"`);
  return line;
}

const sources = execFileSync("git", ["ls-files", "packages", "apps", "brands"], { cwd: REPO_ROOT, encoding: "utf8" })
  .split("\n")
  .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories|e2e)\./.test(f) && !f.includes("/testing/") && !f.endsWith(".gen.ts"));

/** Files with a total map keyed by one of the types: `satisfies Record<K,`, `: Record<K,` or `= Record<K,`. */
function filesWithTotalMaps(keyTypes: readonly string[]): string[] {
  const pattern = new RegExp(`(?:satisfies|:|=)\\s*(?:Readonly<)?Record<(?:${keyTypes.join("|")}),`);
  return sources.filter((file) => pattern.test(readFileSync(join(REPO_ROOT, file), "utf8")));
}

describe("the change table names every file a change must touch", () => {
  for (const { row, keyTypes } of COUNTED_ROWS) {
    test(`${row}`, () => {
      const text = tableRow(row);
      const needed = filesWithTotalMaps(keyTypes);
      expect(needed.length).toBeGreaterThan(0);
      const missing = needed.filter((file) => !text.includes(file));
      expect(missing, `"${row}" must name each file with a total map over ${keyTypes.join("/")}`).toEqual([]);
    });
  }

  test("every path the table names exists", () => {
    const start = architecture.indexOf("## Where does this change go");
    const table = architecture.slice(start, architecture.indexOf("\n## ", start + 1));
    const named = [...table.matchAll(/`((?:packages|apps|brands|tooling)\/[^`*<>{} ]+\.[a-z]+)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((path) => !existsSync(join(REPO_ROOT, path)))).toEqual([]);
  });
});
