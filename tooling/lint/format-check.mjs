// The formatting half of `pnpm lint`: oxfmt --check over the repo with the root .oxfmtrc.json
// (fixtures that stand for outside data, Markdown and catalogs are left as written).
// `pnpm format` writes what this would report.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const requireFrom = createRequire(import.meta.url);

/**
 * Files under `root` that oxfmt would change.
 * @param {string} root
 * @returns {{ ok: boolean, files: string[], failure: string | null, version: string }}
 */
export function formatCheck(root) {
  const pkgJson = requireFrom.resolve("oxfmt/package.json");
  const { version } = JSON.parse(readFileSync(pkgJson, "utf8"));
  const bin = join(dirname(pkgJson), "bin", "oxfmt");
  const child = spawnSync(process.execPath, [bin, "--list-different", "."], { cwd: root, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  const files = child.stdout
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  // --list-different exits 1 when it lists files; anything else without a list is a failure to run.
  const failure = child.status !== 0 && files.length === 0 ? (child.stderr || child.error?.message || `oxfmt exited with ${child.status}`).trim() : null;
  return { ok: child.status === 0 && files.length === 0, files, failure, version };
}

/**
 * Formats `paths` (relative to `root`) in place with the repo's .oxfmtrc.json, so files a
 * generator writes (`pnpm new-brand`) pass the check above.
 * @param {string} root
 * @param {string[]} paths
 */
export function formatFiles(root, paths) {
  const pkgJson = requireFrom.resolve("oxfmt/package.json");
  const bin = join(dirname(pkgJson), "bin", "oxfmt");
  const config = fileURLToPath(new URL("../../.oxfmtrc.json", import.meta.url));
  const child = spawnSync(process.execPath, [bin, "-c", config, ...paths], { cwd: root, encoding: "utf8" });
  if (child.status !== 0) throw new Error(`oxfmt could not format ${paths.join(", ")}: ${(child.stderr || child.stdout).trim()}`);
}
