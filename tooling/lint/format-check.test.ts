import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { formatCheck, formatFiles } from "./format-check.mjs";

const root = mkdtempSync(join(tmpdir(), "format-check-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("formatCheck", () => {
  test("names a file oxfmt would change, and passes once it is formatted", () => {
    writeFileSync(join(root, "messy.ts"), "const   answer={a:1,b:2}\n");
    const messy = formatCheck(root);
    expect([messy.ok, messy.files, messy.failure]).toEqual([false, ["messy.ts"], null]);
    writeFileSync(join(root, "messy.ts"), "const answer = { a: 1, b: 2 };\n");
    expect(formatCheck(root)).toMatchObject({ ok: true, files: [], failure: null });
  });
});

describe("formatFiles", () => {
  test("formats a generated file with the repo's settings", () => {
    const dir = mkdtempSync(join(tmpdir(), "format-files-"));
    try {
      writeFileSync(join(dir, "generated.ts"), "export const brand={id:'acme',name:'Acme'}\n");
      formatFiles(dir, ["generated.ts"]);
      expect(formatCheck(dir)).toMatchObject({ ok: true, files: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
