import { Hono } from "hono";
import { sql, type Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import { API_BASE_PATH } from "@portal/core/api";
import { createDatabase } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../log/logger.ts";
import { createAnalyticsApi } from "./analytics-api.ts";
import { eventCountsOf } from "./analytics-counts.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");

async function setup(db: Kysely<Database>) {
  await db.insertInto("brands").values({ id: "b-demo", subdomain: "demo", name: "Demo", brand_package: "default", created_at: NOW.toISOString() }).execute();
}

describe.each(testDatabases)("POST /api/v1/analytics on $label", (target) => {
  const database = useTestDatabase(target, { setup });
  const app = () => {
    const deps = {
      db: database.db,
      env: loadEnv({ PORTAL_BASE_DOMAIN: "portal.test", RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent" }, []),
      now: () => NOW,
      log: createLogger("silent"),
    };
    const root = new Hono();
    root.route(API_BASE_PATH, createAnalyticsApi(deps));
    return root;
  };
  const post = (body: unknown, host = "demo.portal.test", contentType = "application/json") =>
    app().request(`${API_BASE_PATH}/analytics`, {
      method: "POST",
      headers: { host, "content-type": contentType },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  test("counts each event per brand and day", async () => {
    expect((await post({ category: "Email ID", action: "mailto", label: "demo" })).status).toBe(202);
    await post({ category: "Email ID", action: "mailto", label: "demo" });
    await post({ category: "Social", action: "ig", label: "demo" });
    expect(await eventCountsOf(database.db, "b-demo")).toEqual([
      { day: "2026-11-21", category: "Email ID", action: "mailto", label: "demo", count: 2 },
      { day: "2026-11-21", category: "Social", action: "ig", label: "demo", count: 1 },
    ]);
  });

  test("a footer's store or legal link counts as Outbound, by its kind", async () => {
    expect((await post({ category: "Outbound", action: "returns-policy", label: "demo" })).status).toBe(202);
    expect((await eventCountsOf(database.db, "b-demo")).filter((row) => row.category === "Outbound")).toEqual([
      { day: "2026-11-21", category: "Outbound", action: "returns-policy", label: "demo", count: 1 },
    ]);
  });

  test("a link in the brand's banner counts as Banner, by the banner's kind", async () => {
    expect((await post({ category: "Banner", action: "forward", label: "demo" })).status).toBe(202);
    expect((await post({ category: "Banner", action: "https://shop.example/sale", label: "demo" })).status).toBe(400);
    expect((await eventCountsOf(database.db, "b-demo")).filter((row) => row.category === "Banner")).toEqual([
      { day: "2026-11-21", category: "Banner", action: "forward", label: "demo", count: 1 },
    ]);
  });

  test("sendBeacon's text/plain body is read as JSON too", async () => {
    expect((await post({ category: "App Install", action: "android" }, "demo.portal.test", "text/plain;charset=UTF-8")).status).toBe(202);
  });

  test.each([
    [{ category: "Email ID", action: "care@demo.example", label: "demo" }, "action is not one of the category's actions."],
    [{ category: "Phone", action: "tel", label: "demo" }, "category"],
    [{ category: "Outbound", action: "https://medleaf.example/legal/terms", label: "demo" }, "action is not one of the category's actions."],
    [{ category: "Contact Number", action: "tel", label: "9845012345 Ananya" }, "label must be a brand subdomain."],
    ["not json", "The request body must be a JSON object."],
  ])("refuses anything outside the closed sets: %j", async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { meta: { success: boolean; message: string } };
    expect(json.meta.success).toBe(false);
    expect(json.meta.message).toContain(message);
  });

  test("an unknown brand's host is not counted", async () => {
    expect((await post({ category: "Email ID", action: "mailto" }, "nobody.portal.test")).status).toBe(404);
  });
});

test("without its table the event is still taken (counting must never break a page)", async () => {
  const warnings: string[] = [];
  const log = { ...createLogger("silent"), warn: (message: string) => void warnings.push(message) };
  const { db, close } = createDatabase({ sqliteFile: ":memory:" });
  try {
    await migrateToLatest(db);
    await sql`drop table if exists analytics_event_counts`.execute(db);
    await db.insertInto("brands").values({ id: "b-demo", subdomain: "demo", name: "Demo", brand_package: "default", created_at: NOW.toISOString() }).execute();
    const root = new Hono();
    root.route(
      API_BASE_PATH,
      createAnalyticsApi({ db, env: loadEnv({ PORTAL_BASE_DOMAIN: "portal.test", RATE_LIMIT_PER_MINUTE: "0" }, []), now: () => NOW, log }),
    );
    const res = await root.request(`${API_BASE_PATH}/analytics`, {
      method: "POST",
      headers: { host: "demo.portal.test" },
      body: JSON.stringify({ category: "Social", action: "fb" }),
    });
    expect(res.status).toBe(202);
    expect(warnings).toEqual(["analytics event not counted"]);
  } finally {
    await close();
  }
});
