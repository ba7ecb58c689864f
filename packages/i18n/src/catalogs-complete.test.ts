import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { LOCALES } from "@portal/core/locale";
import { readPo } from "./testing/read-po.ts";

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, "..");
const repoRoot = resolve(packageDir, "../..");
const catalogPath = (locale: string, dir = join(packageDir, "locales")) => join(dir, locale, "messages.po");
const key = (e: { context: string | undefined; id: string }) => `${e.context ?? ""}\u0004${e.id}`;

const source = readPo(catalogPath("en"));

describe("catalogs", () => {
  test.each(LOCALES.filter((l) => l !== "en"))("%s translates every message of the source catalog", (locale) => {
    const translated = new Map(readPo(catalogPath(locale)).map((e) => [key(e), e.translation]));
    const missing = source.filter((e) => !translated.get(key(e))?.trim()).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  const scratch = mkdtempSync(join(tmpdir(), "lingui-extract-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test("every message in the source code is in the catalogs (run `pnpm i18n:extract`)", () => {
    const config = join(scratch, "lingui.config.js");
    writeFileSync(
      config,
      `import base from ${JSON.stringify(join(repoRoot, "lingui.config.js"))};
export default { ...base, rootDir: ${JSON.stringify(repoRoot)}, locales: ["en"],
  catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(join(scratch, "{locale}", "messages"))} })) };`,
    );
    execFileSync(join(packageDir, "node_modules/.bin/lingui"), ["extract", "--config", config], {
      cwd: packageDir,
      stdio: "pipe",
    });
    const inCatalog = new Set(source.map(key));
    const notExtracted = readPo(catalogPath("en", scratch))
      .filter((e) => !inCatalog.has(key(e)))
      .map((e) => e.id);
    expect(notExtracted).toEqual([]);
  }, 120_000);
});
