import { Hono } from "hono";
import { API_BASE_PATH } from "@portal/core/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Kysely } from "kysely";
import { grantBrand } from "@portal/db/repositories/admin-brands";
import { saveAdminUser } from "@portal/db/repositories/admin-users";
import { findThemeForBrand, saveThemeForBrand } from "@portal/db/repositories/themes";
import { bulkOpsRow, insertBulkOpsReports, type BulkOpsOptions } from "@portal/db/testing/bulk-ops-reports";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createAdminApi } from "../admin-api.ts";
import { hashPassword } from "../../../auth/password-hash.ts";
import { startTestServer, type TestServer } from "../../../testing/http-test-server.ts";
import { ACME_HOST, ACME_ORIGIN, ADMIN_PASSWORD, NOW, ZULU_HOST, cookiePair, insertAdminFixtures, testDeps } from "../../../testing/admin-test-fixtures.ts";

const JSON_HEADERS = { "content-type": "application/json" };
const REPORTS = 400;
const BULK: BulkOpsOptions = {
  brandId: "b-acme",
  count: REPORTS,
  prefix: "T",
  newest: new Date("2026-11-20T12:00:00.000Z"),
  couriers: ["c-one", "c-two", "c-three"],
};
const rows = Array.from({ length: REPORTS }, (_, i) => bulkOpsRow(BULK, i));

/** acme and zulu each with an "admin"; "both" belongs to acme and is granted zulu; 400 failed acme shipments. */
async function setup(db: Kysely<Database>) {
  await insertAdminFixtures(db);
  const both = await saveAdminUser(db, { brandId: "b-acme", username: "both", passwordHash: await hashPassword(ADMIN_PASSWORD) }, { now: NOW });
  await grantBrand(db, both.id, "b-zulu", { now: NOW });
  for (const [id, name] of [
    ["c-one", "One Express"],
    ["c-two", "Two Logistics"],
    ["c-three", "Three Couriers"],
  ] as const) {
    await db.insertInto("couriers").values({ id, name, logo_url: null, account_code: null }).execute();
  }
  await insertBulkOpsReports(db, BULK);
}

describe.each(testDatabases)("admin console API on $label", (target) => {
  const database = useTestDatabase(target, { setup });
  let server: TestServer;
  let clock = NOW;

  beforeAll(async () => {
    if (target.skipReason) return;
    server = await startTestServer(new Hono().route(API_BASE_PATH, createAdminApi(testDeps(database.db, undefined, () => clock))));
  });
  afterAll(async () => server?.close());

  const logIn = async (username: string, host = ACME_HOST, password = ADMIN_PASSWORD) => {
    const response = await server.fetch(host, "/api/v1/login", {
      method: "POST",
      headers: { ...JSON_HEADERS, origin: `http://${host}` },
      body: JSON.stringify({ username, password }),
    });
    return { status: response.status, cookie: cookiePair(response.headers.getSetCookie()[0] ?? "") };
  };
  const get = async (cookie: string, path: string) => {
    const response = await server.fetch(ACME_HOST, path, { headers: { cookie } });
    return { status: response.status, body: response.headers.get("content-type")?.includes("json") ? await response.json() : await response.text() };
  };
  const post = async (cookie: string, path: string, body: unknown) => {
    const response = await server.fetch(ACME_HOST, path, {
      method: "POST",
      headers: { ...JSON_HEADERS, cookie, origin: ACME_ORIGIN },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  test("me lists the brands an admin manages: one, or two through a grant", async () => {
    const one = await logIn("admin");
    const two = await logIn("both");
    expect((await get(one.cookie, "/api/v1/admin/me")).body.result.brands.map((b: { subdomain: string }) => b.subdomain)).toEqual(["acme"]);
    const me = (await get(two.cookie, "/api/v1/admin/me")).body.result;
    expect(me.username).toBe("both");
    expect(me.brands).toEqual([
      { subdomain: "acme", name: "Acme", origin: "http://acme.portal.test" },
      { subdomain: "zulu", name: "Zulu Goods", origin: "http://zulu.portal.test" },
    ]);
    expect((await get("", "/api/v1/admin/me")).status).toBe(401);
  });

  test("a granted admin may log in on the granted brand's host too", async () => {
    expect((await logIn("both", ZULU_HOST)).status).toBe(200);
  });

  test("an admin of one brand can neither read nor change another brand's theme or reports (403)", async () => {
    const { cookie } = await logIn("admin");
    expect((await get(cookie, "/api/v1/admin/ops-reports?brand=zulu")).status).toBe(403);
    expect((await get(cookie, "/api/v1/admin/ops-reports.csv?brand=zulu")).status).toBe(403);
    expect((await get(cookie, "/api/v1/admin/ops-filters?brand=zulu")).status).toBe(403);
    expect((await get(cookie, "/api/v1/admin/theme-versions?brand=zulu")).status).toBe(403);
    expect((await post(cookie, "/api/v1/update-theme?subdomain=zulu", { name: "Taken" })).status).toBe(403);
    expect((await post(cookie, "/api/v1/admin/theme-preview?brand=zulu", { theme: { name: "Taken" } })).status).toBe(403);
    expect((await post(cookie, "/api/v1/admin/theme-versions/restore?brand=zulu", { version_id: "x" })).status).toBe(403);
    // The admin of two brands may.
    const both = await logIn("both");
    expect((await get(both.cookie, "/api/v1/admin/ops-reports?brand=zulu")).status).toBe(200);
    expect((await post(both.cookie, "/api/v1/update-theme?subdomain=zulu", { name: "Zulu Goods" })).status).toBe(200);
  });

  test("a colour pair below WCAG contrast is refused with a message; a readable one is saved and versioned", async () => {
    const { cookie } = await logIn("admin");
    const base = { name: "Acme", tokens: { text: "#111111", background: "#ffffff", accent: "#1d4ed8" } };
    expect((await post(cookie, "/api/v1/update-theme?subdomain=acme", base)).status).toBe(200);
    const pale = await post(cookie, "/api/v1/update-theme?subdomain=acme", { ...base, tokens: { ...base.tokens, text: "#aaaaaa" } });
    expect(pale.status).toBe(400);
    expect(pale.body.meta.message).toMatch(/^A colour pair is too hard to read.*\(text on background: 2\.32:1\)$/);
    const ring = await post(cookie, "/api/v1/update-theme?subdomain=acme", { ...base, tokens: { ...base.tokens, accent: "#fde68a" } });
    expect(ring.status).toBe(400);
    expect((await post(cookie, "/api/v1/update-theme?subdomain=acme", { ...base, tokens: { ...base.tokens, text: "red" } })).body.meta.message).toBe(
      "Colours must be written as #rgb or #rrggbb.",
    );

    clock = new Date(NOW.getTime() + 60_000);
    expect(
      (
        await post(cookie, "/api/v1/update-theme?subdomain=acme", {
          ...base,
          tokens: { ...base.tokens, text: "#222222" },
          config: { forward_page_message: "<b>Hi</b>" },
        })
      ).status,
    ).toBe(200);
    const versions = (await get(cookie, "/api/v1/admin/theme-versions?brand=acme")).body.result.versions;
    expect(versions[0]).toMatchObject({ username: "admin", changed: ["config.forward_page_message", "tokens.text"], created_at: clock.toISOString() });
    // Restore the save before: a new version, pointing at the one restored.
    clock = new Date(NOW.getTime() + 120_000);
    const restored = await post(cookie, "/api/v1/admin/theme-versions/restore?brand=acme", { version_id: versions[1].id });
    expect(restored.status).toBe(200);
    expect(restored.body.result.tokens.text).toBe("#111111");
    const after = (await get(cookie, "/api/v1/admin/theme-versions?brand=acme")).body.result.versions;
    expect(after[0]).toMatchObject({ restored_from: versions[1].id, changed: ["config.forward_page_message", "tokens.text"] });
    expect((await post(cookie, "/api/v1/admin/theme-versions/restore?brand=acme", { version_id: "nope" })).status).toBe(404);
    clock = NOW;
  });

  // Issue 33 items 11 and 20: banners hold a text per language; the default language's is required.
  test("banners are saved per language, versioned per language, and refused without the default language's text", async () => {
    const { cookie } = await logIn("admin");
    const base = { name: "Acme", tokens: { text: "#111111", background: "#ffffff", accent: "#1d4ed8" } };
    const banner = { en: "<p>Free exchanges</p>", ar: "<p>استبدال مجاني</p>" };
    clock = new Date(NOW.getTime() + 180_000);
    const saved = await post(cookie, "/api/v1/update-theme?subdomain=acme", {
      ...base,
      config: { forward_page_message_enabled: true, forward_page_message: banner },
    });
    expect(saved.status).toBe(200);
    expect((await findThemeForBrand(database.db, "b-acme"))?.config?.forward_page_message).toEqual(banner);

    clock = new Date(NOW.getTime() + 240_000);
    const withHindi = { ...banner, hi: "<p>मुफ़्त एक्सचेंज</p>" };
    expect(
      (await post(cookie, "/api/v1/update-theme?subdomain=acme", { ...base, config: { forward_page_message_enabled: true, forward_page_message: withHindi } }))
        .status,
    ).toBe(200);
    const versions = (await get(cookie, "/api/v1/admin/theme-versions?brand=acme")).body.result.versions;
    expect(versions[0]).toMatchObject({ username: "admin", changed: ["config.forward_page_message.hi"] });

    // Switched on without the default language (Hindi here): refused, nothing stored changes.
    const noDefault = await post(cookie, "/api/v1/update-theme?subdomain=acme", {
      ...base,
      config: { default_locale: "hi", return_page_message_enabled: true, return_page_message: { en: "<p>Keep the tags on</p>" } },
    });
    expect(noDefault.status).toBe(400);
    expect(noDefault.body.meta.message).toBe("A banner that is switched on needs its text in the brand's default language.");
    // A language the portal does not have is bad input: a 400, never a 500.
    const unknown = await post(cookie, "/api/v1/update-theme?subdomain=acme", { ...base, config: { forward_page_message: { xx: "<p>?</p>" } } });
    expect(unknown.status).toBe(400);
    expect((await findThemeForBrand(database.db, "b-acme"))?.config?.forward_page_message).toEqual(withHindi);
    clock = NOW;
  });

  test("ops reports page through every failed shipment, newest first, without repeats", async () => {
    const { cookie } = await logIn("admin");
    const seen: string[] = [];
    let after = "";
    for (let page = 0; page < 20; page += 1) {
      const { body } = await get(cookie, `/api/v1/admin/ops-reports?brand=acme&limit=150${after ? `&after=${after}` : ""}`);
      seen.push(...body.result.reports.map((r: { waybill: string }) => r.waybill));
      if (!body.result.next) break;
      after = body.result.next;
    }
    expect(seen).toEqual(rows.map((r) => r.waybill));
  });

  test("filters by kind, bucket, issue, courier, date and answered, as the rows were made", async () => {
    const { cookie } = await logIn("admin");
    const waybills = async (query: string) => {
      const { status, body } = await get(cookie, `/api/v1/admin/ops-reports?brand=acme&limit=200&${query}`);
      expect(status).toBe(200);
      return body.result.reports.map((r: { waybill: string }) => r.waybill);
    };
    const expected = (keep: (r: (typeof rows)[number]) => boolean) =>
      rows
        .filter(keep)
        .map((r) => r.waybill)
        .slice(0, 200);
    expect(await waybills("kind=pickup")).toEqual(expected((r) => r.reverse));
    expect(await waybills("kind=delivery&issue=3")).toEqual(expected((r) => !r.reverse && r.issueId === 3));
    expect(await waybills("courier=c-two&answered=yes")).toEqual(expected((r) => r.courierId === "c-two" && r.answered));
    expect(await waybills("answered=no&kind=pickup")).toEqual(expected((r) => !r.answered && r.reverse));
    // Row i fails i minutes before 12:00 on 20 Nov: the 19th holds rows 720 onwards (none of 400), the 20th all.
    expect(await waybills("from=2026-11-20&to=2026-11-20")).toEqual(expected(() => true));
    expect(await waybills("to=2026-11-19")).toEqual([]);
    const filters = (await get(cookie, "/api/v1/admin/ops-filters?brand=acme")).body.result;
    const bucket = filters.buckets.find(
      (b: { kind: string; issues: Array<{ issue_id: number }> }) => b.kind === "delivery" && b.issues.some((i) => i.issue_id === 3),
    );
    const inBucket = new Set(bucket.issues.map((i: { issue_id: number }) => i.issue_id));
    expect(await waybills(`kind=delivery&bucket=${bucket.bucket_id}`)).toEqual(expected((r) => !r.reverse && inBucket.has(r.issueId)));
    expect(filters.couriers.map((c: { name: string }) => c.name)).toEqual(["One Express", "Three Couriers", "Two Logistics"]);
  });

  test("each row carries the shopper's answer and a link to their tracking page", async () => {
    const { cookie } = await logIn("admin");
    const [first] = (await get(cookie, "/api/v1/admin/ops-reports?brand=acme&limit=1")).body.result.reports;
    expect(first).toMatchObject({
      waybill: "T-0000000",
      kind: "delivery",
      courier: { id: "c-one", name: "One Express" },
      issue_id: 1,
      answer: {
        answer: "accept",
        preferred_date: "2026-11-30",
        address: "Flat 0, Example Towers",
        landmark: "Opposite the park",
        alternate_number: "9811111111",
      },
      tracking_url: "http://acme.portal.test/en/tracking?waybill=T-0000000",
    });
    expect(first.issue_name).not.toBe("");
  });

  test("bad filters are a 400 with one line, never a 500", async () => {
    const { cookie } = await logIn("admin");
    expect((await get(cookie, "/api/v1/admin/ops-reports?brand=acme&from=20-11-2026")).body.meta.message).toBe("from: Dates are written YYYY-MM-DD.");
    expect((await get(cookie, "/api/v1/admin/ops-reports?brand=acme&kind=lost")).status).toBe(400);
    expect((await get(cookie, "/api/v1/admin/ops-reports?brand=acme&after=bogus")).status).toBe(400);
    expect((await get(cookie, "/api/v1/admin/ops-reports?brand=acme&from=2026-11-20&to=2026-11-01")).status).toBe(400);
  });

  test("the CSV holds exactly the filtered rows, with formulas defused", async () => {
    const { cookie } = await logIn("admin");
    const { status, body } = await get(cookie, "/api/v1/admin/ops-reports.csv?brand=acme&courier=c-one&answered=yes");
    expect(status).toBe(200);
    const lines = (body as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^"failed_at","kind","waybill",/);
    const csvWaybills = lines.slice(1).map((line) => line.split(",")[2]?.replaceAll('"', ""));
    expect(csvWaybills).toEqual(rows.filter((r) => r.courierId === "c-one" && r.answered).map((r) => r.waybill));
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(body).not.toMatch(/(^|,)"=/m);
  });

  test("dates filter and name the CSV as the brand's staff count days: in the brand's zone", async () => {
    const { cookie } = await logIn("admin");
    const saved = await findThemeForBrand(database.db, "b-acme");
    // UTC+14: the rows' 05:20-12:00 UTC on 20 Nov are 19:20 on the 20th to 02:00 on the 21st there.
    await saveThemeForBrand(
      database.db,
      "b-acme",
      { ...saved, name: saved?.name ?? "Acme", config: { ...saved?.config, time_zone: "Pacific/Kiritimati" } },
      { now: NOW },
    );
    try {
      const waybills = async (query: string) =>
        (await get(cookie, `/api/v1/admin/ops-reports?brand=acme&limit=200&${query}`)).body.result.reports.map((r: { waybill: string }) => r.waybill);
      // Row i failed i minutes before 12:00 UTC: the 21st there began at 10:00 UTC, with row 120.
      expect(await waybills("from=2026-11-21")).toEqual(rows.filter((_, i) => i <= 120).map((r) => r.waybill));
      expect(await waybills("to=2026-11-20")).toEqual(
        rows
          .filter((_, i) => i > 120)
          .map((r) => r.waybill)
          .slice(0, 200),
      );
      // NOW, noon UTC on 21 Nov, is already the 22nd there: the file is named for that day.
      const csv = await server.fetch(ACME_HOST, "/api/v1/admin/ops-reports.csv?brand=acme&courier=c-one", { headers: { cookie } });
      expect(csv.headers.get("content-disposition")).toContain(`ops-reports-acme-${NOW.toLocaleDateString("en-CA", { timeZone: "Pacific/Kiritimati" })}.csv`);
      await csv.text();
    } finally {
      if (saved) await saveThemeForBrand(database.db, "b-acme", saved, { now: NOW });
    }
  });

  test("repeated wrong passwords lock the account from that client for a while, never for good", async () => {
    for (let i = 0; i < 5; i += 1) expect((await logIn("both", ACME_HOST, "wrong")).status).toBe(401);
    expect((await logIn("both")).status).toBe(429);
    // The longest lock of an account seen from elsewhere is a minute; from this client the lock ends too.
    clock = new Date(NOW.getTime() + 31_000);
    expect((await logIn("both")).status).toBe(200);
    clock = NOW;
  });
});
