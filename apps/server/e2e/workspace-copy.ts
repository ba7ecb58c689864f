import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";

/** Folders that hold workspace packages, each with its own node_modules of links. */
const PACKAGE_PARENTS = ["apps", "packages", "brands"];

/** Links of one node_modules folder, recreated as they are (relative links then point into the copy). */
function copyLinks(from: string, to: string, store: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, name);
    if (name === ".pnpm") symlinkSync(store, target);
    else if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (name.startsWith("@") && lstatSync(source).isDirectory()) copyLinks(source, target, store);
    // .bin, .vite and other caches stay behind: the copy builds its own.
  }
}

/**
 * Test-only: a throwaway copy of the workspace to edit freely: every file git knows (tracked or
 * new, not ignored) and each package's node_modules links; the package store itself is shared
 * (linked), so nothing is installed. Workspace packages resolve inside the copy.
 */
export function copyWorkspace(repo: string, destination: string): void {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repo, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const source = join(repo, file);
    if (!existsSync(source)) continue; // deleted but not yet committed
    mkdirSync(dirname(join(destination, file)), { recursive: true });
    copyFileSync(source, join(destination, file));
  }
  const store = join(repo, "node_modules/.pnpm");
  const packageDirs = [".", "tooling", ...PACKAGE_PARENTS.flatMap((parent) => readdirSync(join(repo, parent)).map((name) => join(parent, name)))];
  for (const dir of packageDirs) {
    const modules = join(repo, dir, "node_modules");
    if (existsSync(modules)) copyLinks(modules, join(destination, dir, "node_modules"), store);
  }
}
