import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../../app.ts";
import { createLogger } from "../../../log/logger.ts";
import { ClientAssets } from "../../../ssr/client-assets.ts";
import { ACME_HOST, ADMIN_PASSWORD, NOW, cookiePair, insertAdminFixtures, testEnv } from "../../../testing/admin-test-fixtures.ts";
import { startTestServer, type TestServer } from "../../../testing/http-test-server.ts";

// Issue 32 item 8: a theme preview shows only inside the console that asked for it. The page
// honours the token only when loaded into a frame, and the origin allowed to frame it is one of
// the portal's configured hosts, never whatever the Host header said.

const FAKE_MANIFEST = { "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } };
const DRAFT_COLOUR = "#123456";

describe.each(testDatabases)("theme previews on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertAdminFixtures });
  let server: TestServer;
  let cookie = "";

  beforeAll(async () => {
    if (target.skipReason) return;
    const app = createApp({
      db: database.db,
      env: testEnv(),
      assets: new ClientAssets(FAKE_MANIFEST),
      clientDir: mkdtempSync(join(tmpdir(), "portal-client-")),
      log: createLogger("silent"),
      now: () => NOW,
    });
    server = await startTestServer(app);
    const login = await server.fetch(ACME_HOST, "/api/v1/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://${ACME_HOST}` },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    cookie = cookiePair(login.headers.getSetCookie()[0] ?? "");
  });
  afterAll(async () => server?.close());

  /** A preview asked for through `host`, as the console on that host would. */
  async function previewVia(host: string): Promise<string> {
    const response = await server.fetch(host, "/api/v1/admin/theme-preview?brand=acme", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: `http://${host}` },
      body: JSON.stringify({ theme: { name: "Draft", tokens: { headerBackground: DRAFT_COLOUR } } }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: { token: string } }).result.token;
  }

  async function page(token: string, headers: Record<string, string>) {
    const response = await server.fetch(ACME_HOST, `/en/?preview_theme=${encodeURIComponent(token)}`, { headers });
    const body = await response.text();
    return {
      status: response.status,
      draft: body.includes(DRAFT_COLOUR),
      frameAncestors: /frame-ancestors ([^;]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1],
      xFrameOptions: response.headers.get("x-frame-options"),
    };
  }

  test("inside the console's frame the draft shows, framed only by that console", async () => {
    const token = await previewVia(ACME_HOST);
    expect(await page(token, { "sec-fetch-dest": "iframe" })).toEqual({ status: 200, draft: true, frameAncestors: `http://${ACME_HOST}`, xFrameOptions: null });
  });

  test("the same link opened in a tab (or by a script without a frame) shows the saved theme, never framed", async () => {
    const token = await previewVia(ACME_HOST);
    for (const headers of [{}, { "sec-fetch-dest": "document" }] as Array<Record<string, string>>) {
      expect(await page(token, headers)).toEqual({ status: 200, draft: false, frameAncestors: "'none'", xFrameOptions: "DENY" });
    }
  });

  test("a preview asked for with a foreign Host frames nowhere: the Host header never names the framing origin", async () => {
    for (const host of ["evil.example", "203.0.113.9", `${ACME_HOST}.evil.example`]) {
      const token = await previewVia(host);
      const framed = await page(token, { "sec-fetch-dest": "iframe" });
      expect({ host, frameAncestors: framed.frameAncestors, xFrameOptions: framed.xFrameOptions }).toEqual({
        host,
        frameAncestors: "'none'",
        xFrameOptions: "DENY",
      });
    }
  });
});
