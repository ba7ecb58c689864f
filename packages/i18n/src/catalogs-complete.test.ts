import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { LOCALES } from "@portal/core/locale";
import { readPo } from "./testing/read-po.ts";
import { sourceMessagesMissingFromCatalogs } from "./testing/source-messages.ts";

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, "..");
const repoRoot = resolve(packageDir, "../..");
/** The main catalog, the admin console's, the return flows', the API's own and the later screens' (lingui.config.js). */
const CATALOGS = ["messages", "admin", "returns", "api", "forms"] as const;
const catalogPath = (locale: string, catalog: (typeof CATALOGS)[number]) => join(packageDir, "locales", locale, `${catalog}.po`);
const key = (e: { context: string | undefined; id: string }) => `${e.context ?? ""}\u0004${e.id}`;

describe("catalogs", () => {
  test.each(LOCALES.filter((l) => l !== "en").flatMap((locale) => CATALOGS.map((catalog) => [locale, catalog] as const)))(
    "%s translates every message of the %s catalog",
    (locale, catalog) => {
      const sourceMessages = readPo(catalogPath("en", catalog));
      const translated = new Map(readPo(catalogPath(locale, catalog)).map((e) => [key(e), e.translation]));
      const missing = sourceMessages.filter((e) => !translated.get(key(e))?.trim()).map((e) => e.id);
      expect(missing).toEqual([]);
    },
  );

  test("every message in the source code is in the catalogs (run `pnpm i18n:extract`)", async () => {
    const gaps = await sourceMessagesMissingFromCatalogs(join(repoRoot, "lingui.config.js"));
    expect(gaps.map((gap) => gap.catalog).sort()).toEqual([...CATALOGS].sort());
    expect(gaps.filter((gap) => gap.missing.length > 0)).toEqual([]);
  }, 60_000);
});

describe("one word for one thing", () => {
  // Tamil had both the transliteration ரிட்டர்ன் and the native திருப்பல் / திருப்பித் தர for
  // "return" (issue 33 item 19): the catalogs keep the native word everywhere.
  test("Tamil names a return the same way in every catalog", () => {
    const transliterated = CATALOGS.flatMap((catalog) =>
      readPo(catalogPath("ta", catalog))
        .filter((e) => e.translation.includes("ரிட்டர்ன்"))
        .map((e) => `${catalog}: ${e.id}`),
    );
    expect(transliterated).toEqual([]);
  });
});
