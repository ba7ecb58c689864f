import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "../schema.ts";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import { findBrandById, findBrandBySubdomain, listBrands } from "./brands.ts";
import { findThemeForBrand, InvalidThemeError, saveThemeForBrand } from "./themes.ts";

const T = "2026-11-21T12:00:00.000Z";

async function insertBrands(db: Kysely<Database>) {
  await db
    .insertInto("brands")
    .values([
      // Every row names every column: in a multi-row insert, SQLite fills a missing one with NULL, not its default.
      {
        id: "b-zulu",
        subdomain: "zulu",
        name: "Zulu Goods",
        brand_package: "default",
        enterprise: 0,
        security_check_enabled: 0,
        api_key_hash: null,
        created_at: T,
      },
      {
        id: "b-acme",
        subdomain: "acme",
        name: "Acme",
        brand_package: "kestrel",
        enterprise: 1,
        security_check_enabled: 1,
        api_key_hash: "hash",
        created_at: T,
      },
    ])
    .execute();
}

describe.each(testDatabases)("brand and theme repositories on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertBrands });

  test("finds a brand by subdomain, whatever its case, with flags as booleans", async () => {
    expect(await findBrandBySubdomain(database.db, "ACME")).toEqual({
      id: "b-acme",
      subdomain: "acme",
      name: "Acme",
      brandPackage: "kestrel",
      enterprise: true,
      securityCheckEnabled: true,
      apiKeyHash: "hash",
      createdAt: T,
    });
    const zulu = await findBrandBySubdomain(database.db, "zulu");
    expect([zulu?.enterprise, zulu?.securityCheckEnabled]).toEqual([false, false]);
    expect(await findBrandBySubdomain(database.db, "nobody")).toBeUndefined();
    expect((await findBrandById(database.db, "b-zulu"))?.subdomain).toBe("zulu");
  });

  test("lists brands by subdomain", async () => {
    expect((await listBrands(database.db)).map((b) => b.subdomain)).toEqual(["acme", "zulu"]);
  });

  test("a brand without a theme has none", async () => {
    expect(await findThemeForBrand(database.db, "b-zulu")).toBeUndefined();
  });

  test("saves a theme, reads it back parsed with defaults, and replaces it on save", async () => {
    await saveThemeForBrand(database.db, "b-acme", { name: "Acme", meta_data: { website: "https://acme.example" } }, { now: new Date(T) });
    expect(await findThemeForBrand(database.db, "b-acme")).toEqual({
      name: "Acme",
      tokens: {},
      config: {},
      meta_data: { website: "https://acme.example" },
    });
    await saveThemeForBrand(database.db, "b-acme", { name: "Acme 2", tokens: { primary: "#123456" } }, { now: new Date(T) });
    expect(await findThemeForBrand(database.db, "b-acme")).toMatchObject({ name: "Acme 2", tokens: { primary: "#123456" } });
  });

  test("reads an unchanged theme once and sees a change written behind its back at once", async () => {
    await saveThemeForBrand(database.db, "b-acme", { name: "Acme", tokens: { primary: "#111111" } }, { now: new Date(T) });
    const first = await findThemeForBrand(database.db, "b-acme");
    expect(await findThemeForBrand(database.db, "b-acme")).toBe(first);
    // Another replica (or an operator) rewrites the row directly: no invalidation reaches us.
    const changed = JSON.stringify({ name: "Acme", tokens: { primary: "#222222" }, config: {}, meta_data: {} });
    await database.db.updateTable("themes").set({ document_json: changed }).where("brand_id", "=", "b-acme").execute();
    expect((await findThemeForBrand(database.db, "b-acme"))?.tokens?.primary).toBe("#222222");
  });

  test("refuses an invalid theme and keeps the stored one", async () => {
    await saveThemeForBrand(database.db, "b-zulu", { name: "Zulu" }, { now: new Date(T) });
    // A caller passing unchecked JSON (say, an admin request body).
    const invalid = { name: 42 } as unknown as { name: string };
    await expect(saveThemeForBrand(database.db, "b-zulu", invalid, { now: new Date(T) })).rejects.toThrow(InvalidThemeError);
    expect((await findThemeForBrand(database.db, "b-zulu"))?.name).toBe("Zulu");
  });

  test("a stored document that no longer validates is reported, not served", async () => {
    await database.db
      .updateTable("themes")
      .set({ document_json: JSON.stringify({ logo: 1 }) })
      .where("brand_id", "=", "b-zulu")
      .execute();
    await expect(findThemeForBrand(database.db, "b-zulu")).rejects.toThrow(/b-zulu/);
  });
});
