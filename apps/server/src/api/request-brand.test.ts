import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { loadEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import { resolveApiBrand } from "./request-brand.ts";

const T = "2026-11-21T12:00:00.000Z";

async function insertBrands(db: Kysely<Database>) {
  for (const subdomain of ["acme", "zulu"]) {
    await db
      .insertInto("brands")
      .values({ id: `b-${subdomain}`, subdomain, name: subdomain, brand_package: "default", created_at: T })
      .execute();
  }
}

describe.each(testDatabases)("resolveApiBrand on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertBrands });

  /** Asks an app with these settings which brand a Host header names. */
  async function brandFor(host: string | undefined, settings: Record<string, string> = {}) {
    const deps = { db: database.db, env: loadEnv({ PORTAL_BASE_DOMAIN: "example.com", ...settings }, []), now: () => new Date(T), log: createLogger("silent") };
    const app = new Hono();
    app.get("/", async (c) => c.json({ brand: (await resolveApiBrand(c, deps))?.subdomain ?? null }));
    const response = await app.request("/", { headers: host === undefined ? {} : { host } });
    return ((await response.json()) as { brand: string | null }).brand;
  }

  test.each([
    ["acme.example.com", "acme"],
    ["ACME.Example.com:8443", "acme"],
    ["zulu.example.com.", "zulu"],
    ["nobody.example.com", null],
    ["a.acme.example.com", null],
    ["acme.example.org", null],
    ["example.com", null],
    ["127.0.0.1:3000", null],
  ])("%s -> %s", async (host, brand) => {
    expect(await brandFor(host)).toBe(brand);
  });

  test("the bare domain and IP addresses are the default brand, when one is set", async () => {
    expect(await brandFor("example.com", { PORTAL_DEFAULT_BRAND: "zulu" })).toBe("zulu");
    expect(await brandFor("127.0.0.1:3000", { PORTAL_DEFAULT_BRAND: "zulu" })).toBe("zulu");
    expect(await brandFor("acme.example.com", { PORTAL_DEFAULT_BRAND: "zulu" })).toBe("acme");
  });
});
