import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { loadEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import type { ApiDeps } from "./api-deps.ts";
import { queryTarget, rateLimit } from "./rate-limit.ts";
import { SERVICE_MESSAGE } from "@portal/core/messages";
import { englishTextOf } from "@portal/i18n/english";
import { fetchAs } from "../testing/host-fetch.ts";

const START = Date.parse("2026-11-21T12:00:10.000Z");

describe.each(testDatabases)("rateLimit on $label", (target) => {
  const database = useTestDatabase(target);
  let clock = START;
  const servers: ServerType[] = [];

  /** A server with two limited routes; each server is like one replica with its own middleware. */
  async function start(settings: Record<string, string>, db: () => Kysely<Database> = () => database.db): Promise<string> {
    const deps: ApiDeps = {
      get db() {
        return db();
      },
      env: loadEnv({ LOG_LEVEL: "silent", ...settings }, []),
      now: () => new Date(clock),
      log: createLogger("silent"),
    };
    const app = new Hono();
    app.get("/lookup", rateLimit(deps, "lookup"), (c) => c.json({ ok: true }));
    app.get("/other", rateLimit(deps, "other"), (c) => c.json({ ok: true }));
    app.get("/track", rateLimit(deps, "track", { target: queryTarget("waybill", "order_id") }), (c) => c.json({ ok: true }));
    // The holder's proof stands in for a shipment's key here (security/target-holder.test.ts checks the real one).
    const holder = async (c: Context) => c.req.query("security_key") === "right-key";
    app.get("/held", rateLimit(deps, "held", { target: queryTarget("waybill"), holder }), (c) => c.json({ ok: true }));
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  let limited = "";
  let trusting = "";
  beforeAll(async () => {
    limited = await start({ RATE_LIMIT_PER_MINUTE: "3" });
    trusting = await start({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  const get = (base: string, path: string, headers: Record<string, string> = {}) => fetchAs("127.0.0.1", headers)(`${base}${path}`);
  const statuses = async (count: number, base: string, path: string, headers: Record<string, string> = {}) => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push((await get(base, path, headers)).status);
    return out;
  };
  /** Each test gets a fresh window of its own, after a quiet one so no earlier hit still counts. */
  const nextWindow = () => {
    clock = (Math.floor(clock / 60_000) + 2) * 60_000 + 10_000;
  };

  test("allows the limit per minute, then answers 429 in the envelope with Retry-After", async () => {
    nextWindow();
    expect(await statuses(3, limited, "/lookup")).toEqual([200, 200, 200]);
    const refused = await get(limited, "/lookup");
    expect(refused.status).toBe(429);
    // 3 hits in the 5 s slot starting 10 s into the minute: they count for every request whose
    // 13 slots (65 s) include theirs, so the next is admitted at the slot 65 s later.
    expect(refused.headers.get("retry-after")).toBe("65");
    expect(await refused.json()).toEqual({ meta: { success: false, status: 429, message: englishTextOf(SERVICE_MESSAGE.rateLimited) }, result: null });
  });

  test("across a minute boundary the last minute still counts, whole (exact sliding window)", async () => {
    nextWindow();
    clock += 49_000; // 59 s into the minute
    expect(await statuses(3, limited, "/lookup")).toEqual([200, 200, 200]);
    clock += 2_000; // 1 s into the next minute: a fixed window would allow 3 more here
    expect(await statuses(1, limited, "/lookup")).toEqual([429]);
    clock += 50_000; // 51 s in: the approximation (last minute weighted 0.15) let one through here; 3 hits are within 60 s
    expect(await statuses(1, limited, "/lookup")).toEqual([429]);
    clock += 9_000; // 60 s in: their slot (55-60 s) has left the 65 s span
    expect(await statuses(1, limited, "/lookup")).toEqual([200]);
  });

  test("a quiet minute starts a new count", async () => {
    nextWindow();
    expect(await statuses(4, limited, "/lookup")).toEqual([200, 200, 200, 429]);
    nextWindow();
    expect(await statuses(1, limited, "/lookup")).toEqual([200]);
  });

  test("buckets count separately", async () => {
    nextWindow();
    expect(await statuses(4, limited, "/lookup")).toEqual([200, 200, 200, 429]);
    expect(await statuses(1, limited, "/other")).toEqual([200]);
  });

  test("without a trusted proxy X-Forwarded-For is ignored: the socket address is the client", async () => {
    nextWindow();
    expect(await statuses(2, limited, "/other", { "x-forwarded-for": "203.0.113.1" })).toEqual([200, 200]);
    expect(await statuses(2, limited, "/other", { "x-forwarded-for": "203.0.113.2" })).toEqual([200, 429]);
  });

  test("behind a trusted proxy the first X-Forwarded-For hop is the client", async () => {
    nextWindow();
    expect(await statuses(4, trusting, "/lookup", { "x-forwarded-for": "203.0.113.7, 10.0.0.1" })).toEqual([200, 200, 200, 429]);
    // Another client, even behind the same last hop, has its own count.
    expect(await statuses(1, trusting, "/lookup", { "x-forwarded-for": "203.0.113.8, 10.0.0.1" })).toEqual([200]);
  });

  test("a target is limited across clients: many addresses cannot share out guesses on one waybill", async () => {
    nextWindow();
    const as = (client: string) => ({ "x-forwarded-for": client });
    expect(await statuses(2, trusting, "/track?waybill=AWB-1", as("203.0.113.20"))).toEqual([200, 200]);
    expect(await statuses(2, trusting, "/track?waybill=awb-1%20", as("203.0.113.21"))).toEqual([200, 429]);
    // Another waybill, and an order id spelled like the waybill, have counts of their own.
    expect(await statuses(1, trusting, "/track?waybill=AWB-2", as("203.0.113.22"))).toEqual([200]);
    expect(await statuses(1, trusting, "/track?order_id=AWB-1", as("203.0.113.23"))).toEqual([200]);
  });

  test("strangers spending a waybill's count do not lock out its key holder; a wrong key gets no bucket of its own", async () => {
    nextWindow();
    const as = (client: string) => ({ "x-forwarded-for": client });
    for (const client of ["203.0.113.30", "203.0.113.31", "203.0.113.32"]) await get(trusting, "/held?waybill=AWB-9&security_key=x", as(client));
    expect(await statuses(1, trusting, "/held?waybill=AWB-9", as("203.0.113.33"))).toEqual([429]);
    expect(await statuses(1, trusting, "/held?waybill=AWB-9&security_key=guess", as("203.0.113.34"))).toEqual([429]);
    // The holder, from a fresh address: admitted, up to the limit in its own bucket.
    expect(await statuses(1, trusting, "/held?waybill=AWB-9&security_key=right-key", as("203.0.113.35"))).toEqual([200]);
    expect(await statuses(3, trusting, "/held?waybill=AWB-9&security_key=right-key", as("203.0.113.36"))).toEqual([200, 200, 429]);
  });

  test("replicas sharing the database share the limit", async () => {
    nextWindow();
    const replica = await start({ RATE_LIMIT_PER_MINUTE: "3" });
    expect(await statuses(2, limited, "/lookup")).toEqual([200, 200]);
    expect(await statuses(2, replica, "/lookup")).toEqual([200, 429]);
  });

  test("stores a hash of the client, and sweeps slots that ended", async () => {
    nextWindow();
    await get(limited, "/lookup");
    const rows = await database.db.selectFrom("rate_limit_windows").selectAll().where("bucket", "=", "lookup").execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !r.client_key.includes("127.0.0.1"))).toBe(true);
    // Slots of the last two minutes at most; older ones are gone.
    expect(rows.every((r) => Date.parse(r.window_start) >= clock - 125_000)).toBe(true);
  });

  test("0 turns the limit off", async () => {
    nextWindow();
    const unlimited = await start({ RATE_LIMIT_PER_MINUTE: "0" });
    expect(new Set(await statuses(10, unlimited, "/lookup"))).toEqual(new Set([200]));
  });

  test("when counting fails the request is refused, not let through (fails closed)", async () => {
    nextWindow();
    const broken = await database.openEmptyDatabase(); // no tables: every count fails
    const base = await start({ RATE_LIMIT_PER_MINUTE: "1" }, () => broken.db);
    expect(await statuses(3, base, "/lookup")).toEqual([503, 503, 503]);
    const refused = await get(base, "/lookup");
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toEqual({ meta: { success: false, status: 503, message: englishTextOf(SERVICE_MESSAGE.busy) }, result: null });
  });
});
