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
/** The main catalog, the admin console's, the return flows' and the API's own (lingui.config.js). */
const CATALOGS = ["messages", "admin", "returns", "api"] as const;
const catalogPath = (locale: string, dir = join(packageDir, "locales"), catalog: (typeof CATALOGS)[number] = "messages") => join(dir, locale, `${catalog}.po`);
const key = (e: { context: string | undefined; id: string }) => `${e.context ?? ""}\u0004${e.id}`;


describe("catalogs", () => {
  test.each(LOCALES.filter((l) => l !== "en").flatMap((locale) => CATALOGS.map((catalog) => [locale, catalog] as const)))("%s translates every message of the %s catalog", (locale, catalog) => {
    const sourceMessages = readPo(catalogPath("en", undefined, catalog));
    const translated = new Map(readPo(catalogPath(locale, undefined, catalog)).map((e) => [key(e), e.translation]));
    const missing = sourceMessages.filter((e) => !translated.get(key(e))?.trim()).map((e) => e.id);
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
  catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(join(scratch, "{locale}"))} + "/" + c.path.split("/").pop() })) };`,
    );
    // The CLI on the Node running this test (24), not whichever `node` comes first on PATH.
    execFileSync(process.execPath, [join(packageDir, "node_modules/@lingui/cli/dist/lingui.js"), "extract", "--config", config], {
      cwd: packageDir,
      stdio: "pipe",
    });
    for (const catalog of CATALOGS) {
      const inCatalog = new Set(readPo(catalogPath("en", undefined, catalog)).map(key));
      const notExtracted = readPo(catalogPath("en", scratch, catalog))
        .filter((e) => !inCatalog.has(key(e)))
        .map((e) => e.id);
      expect(notExtracted).toEqual([]);
    }
  }, 120_000);
});
