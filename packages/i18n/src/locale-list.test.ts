import { readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "@portal/core/locale";
import { getConfig } from "@lingui/conf";

// Read as Lingui reads it (its loader runs the config's TypeScript import of core).
const linguiConfig = getConfig({ configPath: new URL("../../../lingui.config.js", import.meta.url).pathname, skipValidation: true });

describe("the languages", () => {
  test("Lingui extracts exactly core's locales, English first as the source", () => {
    expect(linguiConfig.locales).toEqual([...LOCALES]);
    expect(linguiConfig.sourceLocale).toBe(DEFAULT_LOCALE);
  });

  test("each of core's locales has its catalogs' folder, and no other folder is there", () => {
    const folders = readdirSync(new URL("../locales", import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...LOCALES].sort());
  });
});
