import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDatabase, type DatabaseConnection } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { seedDemo } from "../seed/demo-seed.ts";
import { loadEnv } from "../env.ts";
import { startAppTestServer, type TestServer } from "../testing/http-test-server.ts";

let database: DatabaseConnection;
const servers: Record<"demo" | "production", TestServer | undefined> = { demo: undefined, production: undefined };

beforeAll(async () => {
  database = createDatabase({ sqliteFile: ":memory:" });
  await migrateToLatest(database.db);
  await seedDemo(database.db, { now: new Date("2026-11-21T10:00:00Z") });
  for (const mode of ["demo", "production"] as const) {
    servers[mode] = await startAppTestServer({ db: database.db, env: loadEnv({ LOG_LEVEL: "silent" }, mode === "demo" ? ["--demo"] : []) });
  }
}, 60_000);
afterAll(async () => {
  await servers.demo?.close();
  await servers.production?.close();
  await database?.close();
});

describe("the demo index", () => {
  test("/__demo.json lists every case with an absolute URL on the brand's subdomain and the visitor's port", async () => {
    const res = await servers.demo!.fetch("localhost:3000", "/__demo.json");
    expect(res.status).toBe(200);
    const links = (await res.json()) as Array<{ case: string; brand: string; url: string }>;
    expect(links.length).toBeGreaterThan(100);
    for (const link of links.slice(0, 20)) {
      expect(link.url).toMatch(new RegExp(`^http://${link.brand}\\.localhost:3000/`));
    }
    expect(new Set(links.map((l) => l.brand)).size).toBeGreaterThanOrEqual(6);
  });

  test("/__demo shows the same cases as a page of links", async () => {
    const json = (await (await servers.demo!.fetch("localhost:3000", "/__demo.json")).json()) as Array<{ url: string }>;
    const res = await servers.demo!.fetch("localhost:3000", "/__demo");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html.match(/<a href=/g)).toHaveLength(json.length);
    expect(html).toContain(json[0]!.url.replaceAll("&", "&#38;"));
  });

  test("every brand lists its return cases: access, rules, earlier returns, exchange and a status page per timeline", async () => {
    const links = (await (await servers.demo!.fetch("localhost:3000", "/__demo.json")).json()) as Array<{ case: string; brand: string; url: string }>;
    const casesOf = (brand: string) => links.filter((l) => l.brand === brand).map((l) => l.case);
    for (const brand of ["demo", "kestrel", "lotus", "banyan", "oasis", "redwood"]) {
      const cases = casesOf(brand);
      for (const status of [
        "placed",
        "approved",
        "pickup scheduled",
        "label issued",
        "picked up",
        "received at warehouse",
        "inspected",
        "refunded",
        "rejected",
        "cancelled",
        "pickup failed",
      ])
        expect(cases).toContain(`Return status: ${status}`);
      expect(cases).toContain("Return from a security-key link");
      expect(cases).toContain("Order with earlier returns");
      expect(cases).toContain("Exchange to another size (one size sold out)");
      expect(cases.some((c) => c.startsWith("Exchange status"))).toBe(true);
    }
    expect(casesOf("demo")).toContain("Return, login-free brand: link with order id and mobile");
    expect(casesOf("kestrel").find((c) => c.startsWith("Return after login"))).toMatch(/^Return after login: username \S+, password \d{10}$/);
    expect(casesOf("banyan")).toEqual(
      expect.arrayContaining(["COD order: refund needs bank details", "return_authorization_id 5: link by order id and email"]),
    );
    expect(casesOf("lotus")).toContain("Quantity lock: the whole eligible quantity returns");
    expect(casesOf("oasis")).toContain("AE: emirates, +971 phone, no pincode");
    expect(casesOf("redwood")).toContain("US: self-ship with drop-off instructions");
  });

  test("each status case opens its request through the API", async () => {
    const links = (await (await servers.demo!.fetch("localhost:3000", "/__demo.json")).json()) as Array<{ case: string; brand: string; url: string }>;
    // Each case's stage, its status word and its pickup's latest code.
    const expected: Record<string, [string, string, number | null]> = {
      "Return status: placed": ["placed", "PLACED", null],
      "Return status: approved": ["approved", "APPROVED", null],
      "Return status: pickup scheduled": ["pickup_scheduled", "APPROVED", 25],
      "Return status: label issued": ["label_issued", "APPROVED", null],
      "Return status: picked up": ["picked_up", "APPROVED", 4],
      "Return status: received at warehouse": ["received", "APPROVED", 8],
      "Return status: inspected": ["inspected", "APPROVED", null],
      "Return status: refunded": ["refunded", "APPROVED", null],
      "Return status: rejected": ["rejected", "REJECTED", null],
      "Return status: cancelled": ["cancelled", "CANCELLED", 10],
      "Return status: pickup failed": ["pickup_failed", "APPROVED", 3],
    };
    const seen = links.filter((l) => l.brand === "kestrel" && l.case in expected);
    expect(seen).toHaveLength(Object.keys(expected).length);
    for (const link of seen) {
      const returnId = new URL(link.url).searchParams.get("return_id") ?? "";
      const res = await servers.demo!.fetch("kestrel.localhost:3000", `/api/v1/return-status?domain=kestrel&return_id=${returnId}`);
      const body = (await res.json()) as { result: { stage: string; metadata: { status: string }; status_code: number | null } };
      expect({ case: link.case, shown: [body.result.stage, body.result.metadata.status, body.result.status_code] }).toEqual({
        case: link.case,
        shown: expected[link.case],
      });
    }
  });

  test.each(["/__demo.json", "/__demo"])("%s does not exist in production mode", async (path) => {
    const res = await servers.production!.fetch("localhost:3000", path);
    expect(res.status).toBe(404);
  });
});
