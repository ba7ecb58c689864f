import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import * as root from "./index.ts";

const srcDir = import.meta.dirname;
// `testing` holds the package's own test helpers (they import vitest): no entry, not in the root.
const folders = readdirSync(srcDir).filter((name) => name !== "testing" && statSync(join(srcDir, name)).isDirectory());

describe("package entries", () => {
  test("every module folder is an entry in package.json exports, and every entry exists", () => {
    const entries = Object.entries(packageJson.exports).filter(([key]) => key !== ".");
    expect(entries.map(([key]) => key.slice(2)).sort()).toEqual([...folders].sort());
    for (const [key, target] of entries) expect(target).toBe(`./src/${key.slice(2)}/index.ts`);
  });

  test.each(folders)("%s is fully re-exported by the root entry (no name clashes)", async (folder) => {
    const module = (await import(`./${folder}/index.ts`)) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
    const missing = Object.entries(module)
      .filter(([name, value]) => (root as Record<string, unknown>)[name] !== value)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
