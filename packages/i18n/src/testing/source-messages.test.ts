import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { sourceMessagesMissingFromCatalogs } from "./source-messages.ts";

// The catalog check (catalogs-complete.test.ts) on a project of its own: a source string
// added without running `pnpm i18n:extract` must fail it.
describe("sourceMessagesMissingFromCatalogs", () => {
  const root = mkdtempSync(join(tmpdir(), "source-messages-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const formatPo = pathToFileURL(createRequire(import.meta.url).resolve("@lingui/format-po")).href;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    "lingui.config.js",
    `import { formatter } from ${JSON.stringify(formatPo)};
export default { sourceLocale: "en", locales: ["en"], rootDir: ${JSON.stringify(root)}, format: formatter({ lineNumbers: false }),
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["<rootDir>/src"] }] };`,
  );
  const catalogWith = (...messages: string[]) =>
    write("locales/en/messages.po", `msgid ""\nmsgstr ""\n"Language: en\\n"\n\n${messages.map((m) => `msgid "${m}"\nmsgstr "${m}"\n`).join("\n")}`);
  write("src/plain.ts", `export const notAMessage = "Not for translation";\n`);
  write(
    "src/screen.tsx",
    `import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
export const title = () => t\`Your order\`;
export const Hint = () => <Trans>A sentence no catalog has yet</Trans>;
`,
  );

  test("names a new source string the catalog lacks, and nothing once it is extracted", async () => {
    catalogWith("Your order");
    expect(await sourceMessagesMissingFromCatalogs(join(root, "lingui.config.js"))).toEqual([
      { catalog: "messages", missing: ["A sentence no catalog has yet"] },
    ]);
    catalogWith("Your order", "A sentence no catalog has yet");
    expect(await sourceMessagesMissingFromCatalogs(join(root, "lingui.config.js"))).toEqual([{ catalog: "messages", missing: [] }]);
  });
});
