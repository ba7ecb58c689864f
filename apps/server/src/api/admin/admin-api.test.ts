import { Hono } from "hono";
import { API_BASE_PATH } from "@portal/core/api";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { INPUT_MESSAGE } from "@portal/core/messages";
import { englishTextOf } from "@portal/i18n/english";
import { saveThemeForBrand } from "@portal/db/repositories/themes";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createLogger } from "../../log/logger.ts";
import { createAdminApi } from "./admin-api.ts";
import { BRAND_MENU_CATEGORIES, type BrandMenuProvider } from "./brand-menu.ts";
import { startTestServer, type TestServer } from "../../testing/http-test-server.ts";
import {
  ACME_HOST,
  ACME_ORIGIN,
  ADMIN_PASSWORD,
  NOW,
  ZULU_HOST,
  cookiePair,
  insertAdminFixtures,
  testDeps,
  testEnv,
} from "../../testing/admin-test-fixtures.ts";

const JSON_HEADERS = { "content-type": "application/json" };
const credentials = (password = ADMIN_PASSWORD) => JSON.stringify({ username: "admin", password });

describe.each(testDatabases)("admin API on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertAdminFixtures });
  let clock = NOW;
  const logLines: string[] = [];
  let server: TestServer;
  let secureServer: TestServer;
  let proxiedServer: TestServer;

  const serverWith = (env = testEnv()) => {
    const deps = { ...testDeps(database.db, env, () => clock), log: createLogger("debug", (line) => logLines.push(line)) };
    return startTestServer(new Hono().route(API_BASE_PATH, createAdminApi(deps)));
  };

  beforeAll(async () => {
    if (target.skipReason) return;
    server = await serverWith();
    secureServer = await serverWith(testEnv({ PUBLIC_URL: "https://portal.test" }));
    proxiedServer = await serverWith(testEnv({ TRUST_PROXY: "true" }));
  });
  afterAll(async () => {
    await Promise.all([server, secureServer, proxiedServer].map((s) => s?.close()));
  });

  const logIn = async (host = ACME_HOST, s = server) => {
    const response = await s.fetch(host, "/api/v1/login", { method: "POST", headers: { ...JSON_HEADERS, origin: `http://${host}` }, body: credentials() });
    expect(response.status).toBe(200);
    return { response, cookie: cookiePair(response.headers.getSetCookie()[0] ?? "") };
  };
  const updateTheme = (headers: Record<string, string>, body: unknown = { name: "Acme Updated" }, query = "?subdomain=acme", host = ACME_HOST) =>
    server.fetch(host, `/api/v1/update-theme${query}`, {
      method: "POST",
      headers: { ...JSON_HEADERS, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  describe("theme", () => {
    test("answers the host brand's theme in the envelope, with defaults filled in", async () => {
      for (const path of ["/api/v1/theme?subdomain=acme", "/api/v1/tracking_page/page_style?subdomain=acme"]) {
        const response = await server.fetch(ACME_HOST, path);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          meta: { success: true, status: 200, message: "" },
          result: { name: "Acme", tokens: {}, config: {}, meta_data: { website: "https://acme.example" } },
        });
      }
    });

    test("a brand without a stored theme gets a plain one named after it", async () => {
      const response = await server.fetch(ZULU_HOST, "/api/v1/theme?subdomain=zulu");
      expect((await response.json()).result).toEqual({ name: "Zulu Goods", tokens: {}, config: {}, meta_data: {} });
    });

    test("a missing subdomain is a 400 with one clear line", async () => {
      const response = await server.fetch(ACME_HOST, "/api/v1/theme");
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ meta: { success: false, status: 400, message: "subdomain is required." }, result: null });
    });

    test("never serves another brand's theme through this brand's host, nor an unknown host's", async () => {
      expect((await server.fetch(ACME_HOST, "/api/v1/theme?subdomain=zulu")).status).toBe(404);
      expect((await server.fetch(`nobody.portal.test`, "/api/v1/theme?subdomain=nobody")).status).toBe(404);
      expect((await server.fetch(`evil.example`, "/api/v1/theme?subdomain=acme")).status).toBe(404);
    });
  });

  describe("login", () => {
    test("succeeds with 200, sub_token and other fields, and an HttpOnly Strict session cookie", async () => {
      const { response } = await logIn();
      const body = await response.json();
      expect(body).toEqual({ sub_token: expect.stringMatching(/^[\w-]{43}$/), username: "admin", brand: "acme", expires_at: "2026-11-21T20:00:00.000Z" });
      const [cookie, ...others] = response.headers.getSetCookie();
      // Besides the session, only the known-device cookie (login-throttle.test.ts tests it).
      expect(others).toEqual([expect.stringMatching(/^portal_admin_device=/)]);
      expect(cookie).toMatch(/^portal_admin_session=[\w.-]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/);
      // The sub_token is only a marker: the session is not in the body.
      expect(cookie).not.toContain(body.sub_token);
    });

    test("the cookie is Secure when the public URL is https, or a trusted proxy says the request was", async () => {
      expect((await logIn(ACME_HOST, secureServer)).response.headers.getSetCookie()[0]).toContain("; Secure");
      const viaProxy = (s: TestServer) =>
        s.fetch(ACME_HOST, "/api/v1/login", { method: "POST", headers: { ...JSON_HEADERS, "x-forwarded-proto": "https" }, body: credentials() });
      expect((await viaProxy(proxiedServer)).headers.getSetCookie()[0]).toContain("; Secure");
      // Without TRUST_PROXY anyone could send the header: it is ignored.
      expect((await viaProxy(server)).headers.getSetCookie()[0]).not.toContain("Secure");
    });

    test("refuses a wrong password or an unknown user alike, with 401 and no cookie", async () => {
      for (const body of [credentials("wrong"), JSON.stringify({ username: "nobody", password: ADMIN_PASSWORD })]) {
        const response = await server.fetch(ACME_HOST, "/api/v1/login", { method: "POST", headers: JSON_HEADERS, body });
        expect(response.status).toBe(401);
        expect(response.headers.getSetCookie()).toEqual([]);
        expect(await response.json()).toEqual({ meta: { success: false, status: 401, message: "The username or password is incorrect." }, result: null });
      }
    });

    test.each([
      ["not JSON", "{username:", englishTextOf(INPUT_MESSAGE.bodyNotJson)],
      ["no password", JSON.stringify({ username: "admin" }), "password is required."],
      ["a blank username", JSON.stringify({ username: " ", password: "x" }), "username is required."],
      ["null", "null", englishTextOf(INPUT_MESSAGE.bodyNotJson)],
      ["a NUL in the username", JSON.stringify({ username: "ad\u0000min", password: "x" }), englishTextOf(INPUT_MESSAGE.nul)],
    ])("answers 400 for %s", async (_case, body, message) => {
      const response = await server.fetch(ACME_HOST, "/api/v1/login", { method: "POST", headers: JSON_HEADERS, body });
      expect(response.status).toBe(400);
      expect((await response.json()).meta.message).toBe(message);
    });

    test("a page of another site cannot log the browser in", async () => {
      const response = await server.fetch(ACME_HOST, "/api/v1/login", {
        method: "POST",
        headers: { ...JSON_HEADERS, origin: "https://evil.example" },
        body: credentials(),
      });
      expect(response.status).toBe(403);
    });

    test("an admin belongs to one brand: acme's password does not open an unknown brand's host", async () => {
      const response = await server.fetch("nobody.portal.test", "/api/v1/login", { method: "POST", headers: JSON_HEADERS, body: credentials() });
      expect(response.status).toBe(404);
    });

    test("never logs the password or the session", async () => {
      logLines.length = 0;
      const { cookie } = await logIn();
      await server.fetch(ACME_HOST, "/api/v1/login", { method: "POST", headers: JSON_HEADERS, body: credentials("wrong-guess") });
      const log = logLines.join("\n");
      expect(log).toContain("admin logged in");
      expect(log).not.toContain(ADMIN_PASSWORD);
      expect(log).not.toContain("wrong-guess");
      expect(log).not.toContain(cookie.split("=")[1]);
    });
  });

  describe("update-theme", () => {
    test("with the session cookie from the brand's own pages, replaces the theme; HTML banners are stored as given", async () => {
      const { cookie } = await logIn();
      const banner = `<p onclick="x()">Free <b>exchanges</b><script>alert(1)</script></p>`;
      const theme = { name: "Acme Updated", config: { forward_page_message_enabled: true, forward_page_message: banner, return_page_message: banner } };
      const response = await updateTheme({ cookie, origin: ACME_ORIGIN }, theme);
      expect(response.status).toBe(200);
      expect((await response.json()).meta.success).toBe(true);
      const read = await (await server.fetch(ACME_HOST, "/api/v1/theme?subdomain=acme")).json();
      expect(read.result.config.forward_page_message).toBe(banner);
      expect(read.result.config.return_page_message).toBe(banner);
      const row = await database.db.selectFrom("themes").select("document_json").where("brand_id", "=", "b-acme").executeTakeFirstOrThrow();
      expect(JSON.parse(row.document_json).config.forward_page_message).toBe(banner);
    });

    test("refuses a cookie request without this host's Origin (cross-site forgery)", async () => {
      const { cookie } = await logIn();
      expect((await updateTheme({ cookie })).status).toBe(403);
      expect((await updateTheme({ cookie, origin: "https://evil.example" })).status).toBe(403);
      expect((await updateTheme({ cookie, origin: "null" })).status).toBe(403);
      expect((await updateTheme({ cookie, origin: `http://${ZULU_HOST}` })).status).toBe(403);
    });

    test("needs a live session: none, a forged one, the sub_token alone, or an expired one get 401", async () => {
      const { response, cookie } = await logIn();
      const { sub_token: subToken } = await response.json();
      expect((await updateTheme({ origin: ACME_ORIGIN })).status).toBe(401);
      expect((await updateTheme({ origin: ACME_ORIGIN, cookie: cookie.replace(/\.(.)/, (_dot, ch: string) => `.${ch === "1" ? "2" : "1"}`) })).status).toBe(
        401,
      );
      expect((await updateTheme({ origin: ACME_ORIGIN, authorization: `Bearer ${subToken}` })).status).toBe(401);
      clock = new Date(NOW.getTime() + 9 * 3_600_000);
      try {
        expect((await updateTheme({ origin: ACME_ORIGIN, cookie })).status).toBe(401);
      } finally {
        clock = NOW;
      }
    });

    test("answers 400 for a body that is not a theme, naming the field", async () => {
      const { cookie } = await logIn();
      const send = async (body: unknown) => {
        const response = await updateTheme({ cookie, origin: ACME_ORIGIN }, body);
        return [response.status, (await response.json()).meta.message];
      };
      expect(await send({})).toEqual([400, "name is required."]);
      expect(await send({ name: "A", config: { rating_scale: "five" } })).toEqual([400, expect.stringMatching(/^config\.rating_scale: /)]);
      expect(await send("{not json")).toEqual([400, englishTextOf(INPUT_MESSAGE.bodyNotJson)]);
      const noQuery = await updateTheme({ cookie, origin: ACME_ORIGIN }, { name: "A" }, "");
      expect([noQuery.status, (await noQuery.json()).meta.message]).toEqual([400, "subdomain is required."]);
    });

    test("refuses a link that is not a web link and an e-mail that is not an address (core's web-link rule)", async () => {
      const { cookie } = await logIn();
      const send = async (meta_data: object) => {
        const response = await updateTheme({ cookie, origin: ACME_ORIGIN }, { name: "Acme", meta_data });
        return [response.status, (await response.json()).meta.message];
      };
      expect(await send({ website: "javascript:alert(1)" })).toEqual([400, "website is not a web link: enter an address such as https://example.com."]);
      expect(await send({ social: { fb: "facebook com/acme" } })).toEqual([400, "social.fb is not a web link: enter an address such as https://example.com."]);
      expect(await send({ email: "care@" })).toEqual([400, "The e-mail address must look like name@example.com."]);
      expect((await send({ website: "acme.example", email: "care@acme.example" }))[0]).toBe(200);
    });

    test("an admin changes only their own brand's theme", async () => {
      const zulu = await logIn(ZULU_HOST);
      // zulu's session presented on acme's host (a bearer or a leaked cookie): refused.
      expect((await updateTheme({ cookie: zulu.cookie, origin: ACME_ORIGIN })).status).toBe(403);
      // acme's admin naming zulu (which they do not manage): forbidden; an unknown brand: not found.
      const acme = await logIn();
      expect((await updateTheme({ cookie: acme.cookie, origin: ACME_ORIGIN }, { name: "X" }, "?subdomain=zulu")).status).toBe(403);
      expect((await updateTheme({ cookie: acme.cookie, origin: ACME_ORIGIN }, { name: "X" }, "?subdomain=nobody")).status).toBe(404);
      const zuluTheme = await (await server.fetch(ZULU_HOST, "/api/v1/theme?subdomain=zulu")).json();
      expect(zuluTheme.result.name).toBe("Zulu Goods");
    });

    test("token-auth gives a bearer token for scripts: no cookie, no Origin needed, a foreign Origin still refused", async () => {
      const response = await server.fetch(ACME_HOST, "/api/v1/token-auth", { method: "POST", headers: JSON_HEADERS, body: credentials() });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
      const body = await response.json();
      expect(body).toMatchObject({ token_type: "Bearer", username: "admin", brand: "acme" });
      const authorization = `Bearer ${body.sub_token}`;
      expect((await updateTheme({ authorization }, { name: "Acme via script" })).status).toBe(200);
      expect((await updateTheme({ authorization, origin: "https://evil.example" })).status).toBe(403);
    });
  });

  describe("logout", () => {
    test("ends the session and clears the cookie", async () => {
      const { cookie } = await logIn();
      const response = await server.fetch(ACME_HOST, "/api/v1/logout", { method: "POST", headers: { cookie, origin: ACME_ORIGIN } });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()[0]).toMatch(/^portal_admin_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict/);
      expect((await updateTheme({ cookie, origin: ACME_ORIGIN })).status).toBe(401);
    });

    test("from another site is refused and the session lives on", async () => {
      const { cookie } = await logIn();
      const response = await server.fetch(ACME_HOST, "/api/v1/logout", { method: "POST", headers: { cookie, origin: "https://evil.example" } });
      expect(response.status).toBe(403);
      expect((await updateTheme({ cookie, origin: ACME_ORIGIN }, { name: "Acme" })).status).toBe(200);
    });
  });

  describe("brand menu", () => {
    // Earlier tests replace acme's theme; the menu's links need its website back. The menu
    // comes from the brand package's manifest: acme and zulu use the pharmacy package here.
    beforeEach(async () => {
      await saveThemeForBrand(database.db, "b-acme", { name: "Acme", meta_data: { website: "https://acme.example" } }, { now: NOW });
      await database.db.updateTable("brands").set({ brand_package: "medleaf" }).where("id", "in", ["b-acme", "b-zulu"]).execute();
    });

    test("a brand whose package has no menu answers an empty one", async () => {
      await database.db.updateTable("brands").set({ brand_package: "default" }).where("id", "=", "b-acme").execute();
      const { entries } = (await (await server.fetch(ACME_HOST, "/api/v1/brand-menu")).json()).result;
      expect(entries).toEqual([]);
    });

    test("answers the nine categories in order, with label keys and links on the brand's website", async () => {
      const response = await server.fetch(ACME_HOST, "/api/v1/brand-menu");
      expect(response.status).toBe(200);
      const { entries } = (await response.json()).result;
      expect(entries.map((e: { label: string }) => e.label)).toEqual([
        "Prescriptions",
        "Spotlight",
        "Ayush",
        "Fitness",
        "Personal Care",
        "Family Care",
        "Lifestyle",
        "Treatments",
        "Devices",
      ]);
      expect(entries[4]).toEqual({
        label_key: "personal-care",
        label: "Personal Care",
        path: "/categories/personal-care",
        url: "https://acme.example/categories/personal-care",
      });
    });

    test("without a website in the theme the entries have only their path; an unknown host has no menu", async () => {
      const { entries } = (await (await server.fetch(ZULU_HOST, "/api/v1/brand-menu")).json()).result;
      expect(entries).toHaveLength(9);
      expect(entries.every((e: { url: unknown }) => e.url === null)).toBe(true);
      expect((await server.fetch("nobody.portal.test", "/api/v1/brand-menu")).status).toBe(404);
    });

    test("a deployment can replace the provider", async () => {
      const provider: BrandMenuProvider = {
        menuFor: async (brand) => [{ labelKey: BRAND_MENU_CATEGORIES[0], label: `Rx at ${brand.name}`, path: "/rx" }],
      };
      const custom = await startTestServer(new Hono().route(API_BASE_PATH, createAdminApi(testDeps(database.db), { brandMenu: provider })));
      try {
        const { entries } = (await (await custom.fetch(ACME_HOST, "/api/v1/brand-menu")).json()).result;
        expect(entries).toEqual([{ label_key: "prescriptions", label: "Rx at Acme", path: "/rx", url: "https://acme.example/rx" }]);
      } finally {
        await custom.close();
      }
    });
  });
});

describe.each(testDatabases)("admin login rate limit on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertAdminFixtures });

  // Each guess names another user, so the per-account lock (login-throttle.ts) stays out of the way.
  test("allows ten guesses a minute per client, then answers 429 with Retry-After", async () => {
    const deps = testDeps(database.db, testEnv({ RATE_LIMIT_PER_MINUTE: "120" }));
    const server = await startTestServer(new Hono().route(API_BASE_PATH, createAdminApi(deps)));
    try {
      const responses: Response[] = [];
      for (let i = 0; i < 11; i += 1) {
        const body = JSON.stringify({ username: `guess-${i}`, password: "guess" });
        responses.push(await server.fetch(ACME_HOST, "/api/v1/login", { method: "POST", headers: JSON_HEADERS, body }));
      }
      expect(responses.map((r) => r.status)).toEqual([...Array(10).fill(401), 429]);
      const limited = responses[10]!;
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await limited.json()).meta.status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
