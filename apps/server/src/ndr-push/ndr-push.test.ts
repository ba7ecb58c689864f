import { Hono } from "hono";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpsAnswerRatesResult, OpsReport } from "@portal/core/api";
import { saveAdminUser } from "@portal/db/repositories/admin-users";
import { recordShipmentSource, saveNdrCredentials } from "@portal/db/repositories/ndr-pushes";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createAdminApi } from "../api/admin/admin-api.ts";
import { createTrackingApi } from "../api/tracking/tracking-api.ts";
import { hashPassword } from "../auth/password-hash.ts";
import { createLogger } from "../log/logger.ts";
import { cookiePair } from "../testing/admin-test-fixtures.ts";
import { useAreaTestServer, hostOf } from "../testing/area-test-server.ts";
import { startAggregatorServer, type AggregatorServer } from "../testing/ndr-aggregator-server.ts";
import { DEMO_BRAND_ID, ndrWaybill, NOW, nprWaybill, seedTrackingFixtures } from "../testing/tracking-fixtures.ts";
import { createNdrPushWorker, type NdrPushWorker } from "./ndr-push-worker.ts";
import { FIRST_RETRY_SECONDS } from "./ndr-retry-schedule.ts";

// The shopper answers the delivery-issue form over real HTTP; the push worker sends the answer
// to local stand-ins of ClickPost and Shiprocket, which check each documented request:
// - ClickPost "NDR Action Update" v2, https://docs.clickpost.ai/reference/ndr-action-update-api-v2
//   (username and key as query parameters; action, waybill, cp_id, account_code, address,
//   landmark, drop_pincode, phone_number, preferred_date; meta.success in the answer);
// - Shiprocket, https://apiv2.shiprocket.in/v1/external/auth/login ({email, password} → {token})
//   and POST /v1/external/ndr/{awb}/action (Bearer token; action re-attempt | return, comments,
//   phone, address1, address2, deferred_date), as Shiprocket's API reference lists them.

const PASSWORD = "correct horse battery staple";
const CLICKPOST = { username: "demo-enterprise", key: "00000000-aaaa-4bbb-8ccc-000000000042" };
const SHIPROCKET = { email: "ops@demo.example", password: "s3cret-shiprocket-pass" };
const TOMORROW = "2026-11-22";
const HOST = hostOf("demo");

/** A courier imported with ClickPost's cp_id 4 and its account code. */
const CP_COURIER = `import:${DEMO_BRAND_ID}:4`;

async function setup(db: Kysely<Database>) {
  await seedTrackingFixtures(db);
  await saveAdminUser(db, { brandId: DEMO_BRAND_ID, username: "ops", passwordHash: await hashPassword(PASSWORD) }, { now: NOW });
  await db.insertInto("couriers").values({ id: CP_COURIER, name: "Delhivery", logo_url: null, account_code: "Delhivery-Express" }).execute();
  await db
    .updateTable("shipments")
    .set({ courier_id: CP_COURIER })
    .where("waybill", "in", [ndrWaybill(6), ndrWaybill(2)])
    .execute();
  for (const [code, provider] of [
    [6, "clickpost"],
    [2, "clickpost"],
    [5, "shiprocket"],
    [1, "aftership"],
  ] as const) {
    await recordShipmentSource(db, DEMO_BRAND_ID, ndrWaybill(code), provider, { now: NOW });
  }
  // A failed pickup reported by ClickPost: its answer has no NDR action to go to.
  await recordShipmentSource(db, DEMO_BRAND_ID, nprWaybill(1), "clickpost", { now: NOW });
  await saveNdrCredentials(db, DEMO_BRAND_ID, "clickpost", JSON.stringify(CLICKPOST), { now: NOW });
  await saveNdrCredentials(db, DEMO_BRAND_ID, "shiprocket", JSON.stringify(SHIPROCKET), { now: NOW });
}

describe.each(testDatabases)("the NDR loop on $label", (target) => {
  const database = useTestDatabase(target, { setup });
  let clock = NOW;
  const logLines: string[] = [];
  const log = createLogger("debug", (line) => logLines.push(line));
  const server = useAreaTestServer(database, { now: () => clock, log }, (deps) => {
    const area = new Hono();
    area.route("/", createTrackingApi(deps));
    area.route("/", createAdminApi(deps));
    return area;
  });
  let aggregator: AggregatorServer;
  let worker: NdrPushWorker;
  let cookie = "";
  /** Shiprocket's action answers 500 this many times before taking it. */
  let shiprocketOutage = 2;

  beforeAll(async () => {
    if (target.skipReason) return;
    aggregator = await startAggregatorServer((request, seen) => {
      if (request.path === "/v1/external/auth/login") return { status: 200, body: { token: "sr-token-1", email: SHIPROCKET.email } };
      if (request.path.startsWith("/v1/external/ndr/"))
        return seen < shiprocketOutage ? { status: 500, body: { message: "Server Error" } } : { status: 200, body: { message: "NDR action taken" } };
      const body = request.body as { action?: string };
      // ClickPost answers 200 either way; meta.success says whether it took the action.
      const took = body.action === "REATTEMPT";
      return { status: 200, body: { meta: { success: took, status: took ? 200 : 400, message: took ? "SUCCESS" : "RTO not allowed for this AWB" } } };
    });
    worker = createNdrPushWorker({
      db: database.db,
      log,
      bases: { clickpost: `${aggregator.url}/api/v2/ndr/update/`, shiprocket: aggregator.url },
      now: () => clock,
      random: () => 0.5,
    });
    const login = await server.call("demo", "/api/v1/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://${HOST}` },
      body: JSON.stringify({ username: "ops", password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`the admin login answered ${login.status}`);
    cookie = cookiePair(login.headers.getSetCookie()[0] ?? "");
  });
  afterAll(async () => aggregator?.close());

  const answer = async (code: number, body: Record<string, string>) => {
    const response = await server.call("demo", `/api/v1/tracking-feed?tracking_id=${ndrWaybill(code)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ issue_id: code, ...body }),
    });
    expect(response.status).toBe(200);
  };
  const admin = async <T>(path: string): Promise<T> => {
    const response = await server.call("demo", `/api/v1/admin/${path}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: T }).result;
  };
  const reportOf = async (code: number): Promise<OpsReport> => {
    const { reports } = await admin<{ reports: OpsReport[] }>("ops-reports?brand=demo&kind=delivery&limit=200");
    const found = reports.find((r) => r.waybill === ndrWaybill(code));
    if (!found) throw new Error(`no report for ${ndrWaybill(code)}`);
    return found;
  };
  const requestsTo = (prefix: string) => aggregator.received.filter((r) => r.path.startsWith(prefix));

  test.skipIf(target.skipReason !== undefined)("an address fix reaches ClickPost with the documented body and auth, and shows as sent", async () => {
    await answer(6, { address: "Flat 2, Lotus Residency, Koregaon Park", landmark: "Opposite the temple", drop_pincode: "411001" });
    expect((await reportOf(6)).push).toMatchObject({ state: "queued", provider: "clickpost", attempts: 0 });
    expect(await worker.runOnce()).toBe(1);

    const [sent, ...more] = requestsTo("/api/v2/ndr/update/");
    expect(more).toEqual([]);
    expect(sent?.method).toBe("POST");
    expect(sent?.query).toEqual({ username: CLICKPOST.username, key: CLICKPOST.key });
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(sent?.body).toEqual({
      action: "REATTEMPT",
      waybill: ndrWaybill(6),
      cp_id: 4,
      account_code: "Delhivery-Express",
      address: "Flat 2, Lotus Residency, Koregaon Park",
      landmark: "Opposite the temple",
      drop_pincode: "411001",
      // Not changed by the shopper: the order's number, as the reference wants one on a reattempt.
      phone_number: "9876543210",
    });
    expect((await reportOf(6)).push).toMatchObject({ state: "sent", attempts: 1, last_status: 200, sent_at: clock.toISOString(), next_retry_at: null });
  });

  test.skipIf(target.skipReason !== undefined)(
    "Shiprocket answering 500 makes the push retry with backoff, visible in the ops view, then succeed",
    async () => {
      await answer(5, { preferred_date: TOMORROW, phone_number: "9123456789" });
      expect(await worker.runOnce()).toBe(0);
      const first = (await reportOf(5)).push;
      expect(first).toMatchObject({ state: "failed", provider: "shiprocket", attempts: 1, last_status: 500, last_error: "HTTP 500" });
      expect(first?.last_response).toContain("Server Error");
      expect(first?.next_retry_at).toBe(new Date(clock.getTime() + FIRST_RETRY_SECONDS * 1000).toISOString());

      // Not due yet: nothing is sent.
      expect(await worker.runOnce()).toBe(0);
      expect(requestsTo("/v1/external/ndr/")).toHaveLength(1);

      clock = new Date(first!.next_retry_at!);
      expect(await worker.runOnce()).toBe(0);
      const second = (await reportOf(5)).push;
      expect(second).toMatchObject({ state: "failed", attempts: 2 });
      // Exponential: the second wait is twice the first.
      expect(new Date(second!.next_retry_at!).getTime() - clock.getTime()).toBe(2 * FIRST_RETRY_SECONDS * 1000);

      clock = new Date(second!.next_retry_at!);
      expect(await worker.runOnce()).toBe(1);
      expect((await reportOf(5)).push).toMatchObject({ state: "sent", attempts: 3, last_status: 200, last_error: null, next_retry_at: null });

      const logins = requestsTo("/v1/external/auth/login");
      expect(logins.length).toBe(3);
      expect(logins[0]?.body).toEqual(SHIPROCKET);
      const actions = requestsTo("/v1/external/ndr/");
      expect(actions).toHaveLength(3);
      for (const action of actions) {
        expect(action.path).toBe(`/v1/external/ndr/${ndrWaybill(5)}/action`);
        expect(action.headers.authorization).toBe("Bearer sr-token-1");
        expect(action.body).toEqual({ action: "re-attempt", comments: "Shopper asked for another attempt.", phone: "9123456789", deferred_date: TOMORROW });
      }
    },
  );

  test.skipIf(target.skipReason !== undefined)("a refusal is given up at once; a reject asks for return to origin", async () => {
    await answer(2, { answer: "reject" });
    expect(await worker.runOnce()).toBe(0);
    const rto = requestsTo("/api/v2/ndr/update/").at(-1);
    expect(rto?.body).toEqual({ action: "INITIATE_RTO", waybill: ndrWaybill(2), cp_id: 4, account_code: "Delhivery-Express" });
    expect((await reportOf(2)).push).toMatchObject({ state: "gave-up", attempts: 1, last_status: 200, last_error: "The aggregator refused the action." });
  });

  test.skipIf(target.skipReason !== undefined)("answers for shipments whose aggregator has no NDR API stay in the ops view as not pushed", async () => {
    const before = aggregator.received.length;
    await answer(1, { preferred_date: TOMORROW });
    await answer(3, { preferred_date: TOMORROW });
    expect(await worker.runOnce()).toBe(0);
    expect(aggregator.received.length).toBe(before);
    expect((await reportOf(1)).push).toMatchObject({ state: "no-api", provider: "aftership", attempts: 0 });
    expect((await reportOf(3)).push).toMatchObject({ state: "no-api", provider: null });
    expect((await reportOf(4)).push).toBeNull(); // not answered

    const pickup = await server.call("demo", `/api/v1/npr/tracking-feed?tracking_id=${nprWaybill(1)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ issue_id: 1, preferred_date: TOMORROW }),
    });
    expect(pickup.status).toBe(200);
    const { reports } = await admin<{ reports: OpsReport[] }>("ops-reports?brand=demo&kind=pickup&limit=200");
    expect(reports.find((r) => r.waybill === nprWaybill(1))?.push).toMatchObject({ state: "no-api", provider: "clickpost" });
    const pushes = await database.db.selectFrom("ndr_pushes").select("shipment_id").execute();
    expect(pushes.map((p) => p.shipment_id).sort()).toEqual([`fx:${ndrWaybill(2)}`, `fx:${ndrWaybill(5)}`, `fx:${ndrWaybill(6)}`]);
  });

  test.skipIf(target.skipReason !== undefined)("answer rates per reason and courier match a SQL count over the rows", async () => {
    const rates = await admin<OpsAnswerRatesResult>("ops-answer-rates?brand=demo&kind=delivery");
    const counted = await database.db
      .selectFrom("shipments as s")
      .leftJoin("customer_feeds as f", (join) => join.onRef("f.shipment_id", "=", "s.id").onRef("f.issue_id", "=", "s.failure_reason_code"))
      .select(["s.failure_reason_code", "s.courier_id", "f.id as feed_id", "f.created_at as answered_at", "s.latest_scanned_at"])
      .where("s.brand_id", "=", DEMO_BRAND_ID)
      .where("s.is_reverse", "=", 0)
      .where("s.failure_reason_code", "is not", null)
      .where("s.latest_scanned_at", "is not", null)
      .execute();
    const answered = counted.filter((r) => r.feed_id !== null);
    expect(rates.total.failures).toBe(counted.length);
    expect(rates.total.answered).toBe(answered.length);
    expect(answered.length).toBeGreaterThanOrEqual(6);
    expect(rates.total.rate).toBeCloseTo(answered.length / counted.length, 10);

    for (const reason of rates.by_reason) {
      const rows = counted.filter((r) => r.failure_reason_code === reason.issue_id);
      const yes = rows.filter((r) => r.feed_id !== null);
      expect([reason.failures, reason.answered]).toEqual([rows.length, yes.length]);
      expect(reason.issue_name).not.toMatch(/^\d+$/); // named, not a raw code
      // An answer written before the latest scan (a later scan of the same failure) counts as immediate.
      const seconds = yes.reduce((sum, r) => sum + Math.max(0, Date.parse(r.answered_at!) - Date.parse(r.latest_scanned_at!)) / 1000, 0);
      expect(reason.mean_answer_seconds).toBe(yes.length === 0 ? null : Math.round(seconds / yes.length));
    }
    expect(rates.by_reason.reduce((sum, r) => sum + r.failures, 0)).toBe(counted.length);
    for (const entry of rates.by_courier) {
      const rows = counted.filter((r) => r.courier_id === (entry.courier?.id ?? null));
      expect([entry.failures, entry.answered]).toEqual([rows.length, rows.filter((r) => r.feed_id !== null).length]);
    }
    expect(rates.by_courier.find((c) => c.courier?.id === CP_COURIER)).toMatchObject({ courier: { name: "Delhivery" }, failures: 2, answered: 2, rate: 1 });
  });

  test.skipIf(target.skipReason !== undefined)("no credential reaches the logs", async () => {
    const text = logLines.join("\n");
    expect(logLines.some((line) => line.includes("NDR answer pushed"))).toBe(true);
    for (const secret of [CLICKPOST.key, SHIPROCKET.password, "sr-token-1"]) expect(text).not.toContain(secret);
  });
});
