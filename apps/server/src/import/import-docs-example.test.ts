import { readFileSync } from "node:fs";
import { validateRequest } from "@portal/core/api";
import { ImportDocumentSchema } from "@portal/core/import";
import { describe, expect, test } from "vitest";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { importDocument } from "./import-document.ts";

/** The complete example of docs/data-import.md: the first json block. */
function docsExample(): unknown {
  const markdown = readFileSync(new URL("../../../../docs/data-import.md", import.meta.url), "utf8");
  const block = /```json\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  if (block === undefined) throw new Error("docs/data-import.md has no json example");
  return JSON.parse(block);
}

describe.each(testDatabases)("the documented import example on $label", (target) => {
  const database = useTestDatabase(target);

  test("is a valid document that imports completely, then changes nothing the second time", async () => {
    const parsed = validateRequest(ImportDocumentSchema, docsExample());
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    const now = new Date("2026-11-21T12:00:00.000Z");
    expect(await importDocument(database.db, parsed.value, { now })).toEqual({
      brands_created: 1,
      brands_updated: 0,
      themes_saved: 1,
      couriers_saved: 1,
      shipments_created: 1,
      shipments_updated: 0,
      shipments_unchanged: 0,
      scans_added: 3,
      return_orders_created: 1,
      return_orders_updated: 0,
      rejected: 0,
      errors: [],
      warnings: [],
    });
    expect(await importDocument(database.db, parsed.value, { now })).toMatchObject({ shipments_unchanged: 1, scans_added: 0, return_orders_updated: 1 });
  });
});
