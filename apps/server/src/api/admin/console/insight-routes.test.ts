import { Hono } from "hono";
import { sql, type Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { DeliveryFigures, EngagementFigures, FailureFigures, InsightAnswer, InsightPeriod, ReturnFigures, VoiceFigures } from "@portal/core/api";
import { saveRating } from "@portal/db/repositories/tracking-ratings";
import { findThemeForBrand, saveThemeForBrand } from "@portal/db/repositories/themes";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { seedDemo } from "../../../seed/demo-seed.ts";
import { DEMO_ADMIN } from "../../../seed/extensions/admin-seed.ts";
import { hostOf, useAreaTestServer } from "../../../testing/area-test-server.ts";
import { createAdminApi } from "../admin-api.ts";

// Every Insights page over real HTTP on both engines, against the demo seed's 90 days: each
// figure the API answers (read from the roll-ups) equals a plain SQL query over the raw rows
// (shipments, scans, feeds, requests, ratings, click counts) for the same period, and for the
// previous one; an admin sees only brands it manages; a write after the first read shows up
// on the next read (the watermark refresh).

const NOW = new Date("2026-11-21T12:00:00.000Z");
const PERIOD: InsightPeriod = { from: "2026-10-22", to: "2026-11-20" };
const PREVIOUS: InsightPeriod = { from: "2026-09-22", to: "2026-10-21" };
const DEMO = "brand-demo";
const KESTREL = "brand-kestrel";

type Raw = Kysely<Database>;
const rows = async <T>(db: Raw, query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
const num = (value: unknown) => Number(value ?? 0);

/** Forward shipments of the brand dispatched in the period (the dispatch day is ship_date, else created_at). */
const dispatched = (brandId: string, p: InsightPeriod, reverse = 0) =>
  sql`s.brand_id = ${brandId} and s.is_reverse = ${reverse} and substr(coalesce(s.ship_date, s.created_at), 1, 10) between ${p.from} and ${p.to}`;

async function rawDelivery(db: Raw, dialect: string, brandId: string, p: InsightPeriod) {
  const [counts] = await rows<Record<string, number>>(
    db,
    sql`select count(*) as shipments,
          sum(case when s.latest_code in (8, 32) then 1 else 0 end) as delivered,
          sum(case when s.latest_code = 16 then 1 else 0 end) as lost,
          sum(case when s.latest_code = 17 then 1 else 0 end) as damaged,
          sum(case when s.latest_code in (11, 12, 13, 14, 15, 21, 26, 27) then 1 else 0 end) as rto,
          sum(case when s.latest_code in (8, 32) and coalesce(s.edd_to, s.edd) is not null then 1 else 0 end) as measured,
          sum(case when s.latest_code in (8, 32) and substr(s.latest_scanned_at, 1, 10) <= substr(coalesce(s.edd_to, s.edd), 1, 10) then 1 else 0 end) as on_time,
          sum(case when s.latest_code in (8, 32) and not exists (select 1 from scans c where c.shipment_id = s.id and c.code in (7, 9)) then 1 else 0 end) as first_attempt
        from shipments s where ${dispatched(brandId, p)}`,
  );
  const days =
    dialect === "postgres"
      ? sql`floor(extract(epoch from (s.latest_scanned_at::timestamptz - coalesce(s.ship_date, s.created_at)::timestamptz)) / 86400)`
      : sql`cast((julianday(s.latest_scanned_at) - julianday(coalesce(s.ship_date, s.created_at))) as integer)`;
  const transit = (await rows<{ d: number }>(db, sql`select ${days} as d from shipments s where ${dispatched(brandId, p)} and s.latest_code in (8, 32)`))
    .map((r) => Math.max(0, num(r.d)))
    .sort((a, b) => a - b);
  const rank = (q: number) => (transit.length === 0 ? null : transit[Math.ceil(q * transit.length) - 1]!);
  const byCourier = await rows<{ courier: string; measured: number; on_time: number }>(
    db,
    sql`select coalesce(s.courier_id, '') as courier,
          sum(case when s.latest_code in (8, 32) and coalesce(s.edd_to, s.edd) is not null then 1 else 0 end) as measured,
          sum(case when s.latest_code in (8, 32) and substr(s.latest_scanned_at, 1, 10) <= substr(coalesce(s.edd_to, s.edd), 1, 10) then 1 else 0 end) as on_time
        from shipments s where ${dispatched(brandId, p)} group by coalesce(s.courier_id, '')`,
  );
  return {
    shipments: num(counts!.shipments),
    delivered: num(counts!.delivered),
    lost: num(counts!.lost),
    damaged: num(counts!.damaged),
    returnedToOrigin: num(counts!.rto),
    onTime: { measured: num(counts!.measured), onTime: num(counts!.on_time) },
    firstAttempt: num(counts!.first_attempt),
    transitMedianDays: rank(0.5),
    transitP90Days: rank(0.9),
    onTimeByCourier: Object.fromEntries(byCourier.filter((r) => num(r.measured) > 0).map((r) => [r.courier, [num(r.measured), num(r.on_time)]])),
  };
}

const deliveryView = (f: DeliveryFigures) => ({
  shipments: f.shipments,
  delivered: f.delivered,
  lost: f.lost,
  damaged: f.damaged,
  returnedToOrigin: f.returnedToOrigin,
  onTime: f.onTime,
  firstAttempt: f.firstAttempt,
  transitMedianDays: f.transitMedianDays,
  transitP90Days: f.transitP90Days,
  onTimeByCourier: Object.fromEntries(f.onTimeByCourier.map((r) => [r.key, [r.measured, r.onTime]])),
});

const failedScan = (codes: string) => sql.raw(`exists (select 1 from scans c where c.shipment_id = s.id and c.code in (${codes}))`);

async function rawFailures(db: Raw, brandId: string, p: InsightPeriod) {
  const [counts] = await rows<Record<string, number>>(
    db,
    sql`select count(*) as shipments,
          sum(case when ${failedScan("7, 9")} then 1 else 0 end) as failed,
          sum(case when ${failedScan("7, 9")} and exists (select 1 from customer_feeds f where f.shipment_id = s.id) then 1 else 0 end) as answered
        from shipments s where ${dispatched(brandId, p)}`,
  );
  const byCourier = await rows<{ courier: string; failed: number }>(
    db,
    sql`select coalesce(s.courier_id, '') as courier, count(*) as failed from shipments s where ${dispatched(brandId, p)} and ${failedScan("7, 9")} group by coalesce(s.courier_id, '')`,
  );
  const pincodes = await rows<{ pincode: string; failed: number }>(
    db,
    sql`select o.customer_pincode as pincode, count(*) as failed from shipments s join orders o on o.id = s.order_ref
        where ${dispatched(brandId, p)} and ${failedScan("7, 9")} and o.customer_pincode is not null and o.customer_pincode <> ''
        group by o.customer_pincode order by count(*) desc, o.customer_pincode limit 10`,
  );
  const [pickups] = await rows<{ n: number }>(db, sql`select count(*) as n from shipments s where ${dispatched(brandId, p, 1)} and ${failedScan("3")}`);
  return {
    shipments: num(counts!.shipments),
    failed: num(counts!.failed),
    answered: num(counts!.answered),
    failedByCourier: Object.fromEntries(byCourier.map((r) => [r.courier, num(r.failed)])),
    topPincodes: pincodes.map((r) => ({ pincode: r.pincode, failed: num(r.failed) })),
    pickupsFailed: num(pickups!.n),
  };
}

const failureView = (f: FailureFigures) => ({
  shipments: f.shipments,
  failed: f.failed,
  answered: f.answered,
  failedByCourier: Object.fromEntries(f.byCourier.filter((r) => r.failed > 0).map((r) => [r.courier, r.failed])),
  topPincodes: f.topPincodes,
  pickupsFailed: f.pickupsFailed,
});

async function rawReturns(db: Raw, brandId: string, p: InsightPeriod) {
  const inPeriod = sql`r.brand_id = ${brandId} and substr(r.created_at, 1, 10) between ${p.from} and ${p.to}`;
  const kinds = await rows<{ kind: string; n: number; refunded: number }>(
    db,
    sql`select r.kind, count(*) as n, sum(case when r.refunded_at is not null then 1 else 0 end) as refunded from return_requests r where ${inPeriod} group by r.kind`,
  );
  const modes = await rows<{ mode: string; n: number }>(
    db,
    sql`select coalesce(r.refund_mode, '') as mode, count(*) as n from return_requests r where ${inPeriod} and r.kind = 'return' group by coalesce(r.refund_mode, '')`,
  );
  const reasons = await rows<{ reason: number; units: number }>(
    db,
    sql`select i.reason_id as reason, sum(i.quantity) as units from return_request_items i join return_requests r on r.id = i.request_id
        where ${inPeriod} and r.kind = 'return' group by i.reason_id`,
  );
  return {
    returns: num(kinds.find((k) => k.kind === "return")?.n),
    exchanges: num(kinds.find((k) => k.kind === "exchange")?.n),
    refunded: kinds.reduce((s, k) => s + num(k.refunded), 0),
    modes: Object.fromEntries(modes.map((m) => [m.mode, num(m.n)])),
    reasons: Object.fromEntries(reasons.map((r) => [String(r.reason), num(r.units)])),
  };
}

const returnView = (f: ReturnFigures) => ({
  returns: f.returns,
  exchanges: f.exchanges,
  refunded: f.refunded,
  modes: Object.fromEntries(f.byRefundMode.map((m) => [m.mode, m.requests])),
  reasons: Object.fromEntries(f.byReason.map((r) => [String(r.reason), r.units])),
});

async function rawVoice(db: Raw, brandId: string, p: InsightPeriod) {
  const inPeriod = sql`r.brand_id = ${brandId} and substr(r.created_at, 1, 10) between ${p.from} and ${p.to}`;
  const scores = await rows<{ score: number; n: number }>(
    db,
    sql`select r.score, count(*) as n from courier_ratings r where ${inPeriod} group by r.score order by r.score`,
  );
  const [extra] = await rows<{ commented: number; on_time_yes: number }>(
    db,
    sql`select sum(case when trim(r.comment) <> '' then 1 else 0 end) as commented,
          sum(case when r.answers like '%"delivered-on-time":true%' then 1 else 0 end) as on_time_yes
        from courier_ratings r where ${inPeriod}`,
  );
  const low = await rows<{ courier: string; low: number }>(
    db,
    sql`select coalesce(s.courier_id, '') as courier, sum(case when r.score <= 6 then 1 else 0 end) as low from courier_ratings r
        left join shipments s on s.id = r.shipment_id where ${inPeriod} group by coalesce(s.courier_id, '')`,
  );
  const distribution = scores.map((r) => ({ score: num(r.score), ratings: num(r.n) }));
  return {
    ratings: distribution.reduce((s, d) => s + d.ratings, 0),
    distribution,
    promoters: distribution.filter((d) => d.score >= 9).reduce((s, d) => s + d.ratings, 0),
    detractors: distribution.filter((d) => d.score <= 6).reduce((s, d) => s + d.ratings, 0),
    commented: num(extra?.commented),
    onTimeYes: num(extra?.on_time_yes),
    lowByCourier: Object.fromEntries(low.map((r) => [r.courier, num(r.low)])),
  };
}

const voiceView = (f: VoiceFigures) => ({
  ratings: f.ratings,
  distribution: f.distribution,
  promoters: f.promoters,
  detractors: f.detractors,
  commented: f.commented,
  onTimeYes: f.answers.find((a) => a.question === "delivered-on-time" && a.answer === "yes")?.count ?? 0,
  lowByCourier: Object.fromEntries(f.lowByCourier.map((r) => [r.courier, r.low])),
});

async function rawEngagement(db: Raw, brandId: string, p: InsightPeriod) {
  const clicks = await rows<{ category: string; action: string; n: number }>(
    db,
    sql`select category, action, sum(count) as n from analytics_event_counts where brand_id = ${brandId} and day between ${p.from} and ${p.to} group by category, action order by category, action`,
  );
  return clicks.map((r) => ({ category: r.category, action: r.action, count: num(r.n) }));
}

/** Tracking page views over the raw per-shipment rows (migration 0120), counted apart from the API's query. */
async function rawViews(db: Raw, brandId: string, p: InsightPeriod) {
  const [totals] = await rows<{ search: number; link: number; shipments: number }>(
    db,
    sql`select sum(case when via = 'search' then views else 0 end) as search, sum(case when via = 'link' then views else 0 end) as link,
          count(distinct shipment_id) as shipments
        from tracking_view_days where brand_id = ${brandId} and day between ${p.from} and ${p.to}`,
  );
  // Per language, as a map (order is checked apart): '' is a view whose page language is not known.
  const languages = await rows<{ locale: string; n: number }>(
    db,
    sql`select locale, sum(views) as n from tracking_view_days where brand_id = ${brandId} and day between ${p.from} and ${p.to} group by locale`,
  );
  const byLocale = Object.fromEntries(languages.filter((r) => r.locale !== "").map((r) => [r.locale, num(r.n)]));
  const unknown = num(languages.find((r) => r.locale === "")?.n ?? 0);
  return { search: num(totals!.search), link: num(totals!.link), shipmentsViewed: num(totals!.shipments), byLocale, unknown };
}

const viewsView = (f: EngagementFigures) => ({
  search: f.views.find((v) => v.via === "search")?.views ?? 0,
  link: f.views.find((v) => v.via === "link")?.views ?? 0,
  shipmentsViewed: f.shipmentsViewed,
  byLocale: Object.fromEntries(f.viewsByLocale.map((r) => [r.locale, r.views])),
  unknown: f.viewsOfUnknownLocale,
});

describe.each(testDatabases)("Insights API on $label", (target) => {
  const database = useTestDatabase(target, { setup: (db) => seedDemo(db, { now: NOW }) });
  let clock = NOW;
  const server = useAreaTestServer(database, { now: () => clock, env: { SESSION_SECRET: "test-session-secret-0123456789" } }, (deps) =>
    new Hono().route("/", createAdminApi(deps)),
  );
  const logIn = async (subdomain: string, username: string, password: string) => {
    const response = await server.call(subdomain, "/api/v1/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://${hostOf(subdomain)}` },
      body: JSON.stringify({ username, password }),
    });
    expect(response.status).toBe(200);
    return (response.headers.getSetCookie()[0] ?? "").split(";")[0]!;
  };
  const page = async <T>(cookie: string, name: string, brand: string, p: InsightPeriod = PERIOD) => {
    const response = await server.call("demo", `/api/v1/admin/insights/${name}?brand=${brand}&from=${p.from}&to=${p.to}`, { headers: { cookie } });
    return { status: response.status, body: (await response.json()) as { result: InsightAnswer & { figures: { current: T; previous: T } } } };
  };

  test("Delivery: every figure equals SQL over the raw shipments and scans, for the period and the previous one", async () => {
    const cookie = await logIn("demo", "ops-one-brand", "portal-demo-ops");
    const { status, body } = await page<DeliveryFigures>(cookie, "delivery", "demo");
    expect(status).toBe(200);
    expect(body.result.previousPeriod).toEqual(PREVIOUS);
    const current = await rawDelivery(database.db, target.dialect, DEMO, PERIOD);
    expect(current.shipments).toBeGreaterThan(40);
    expect(current.lost + current.damaged + current.returnedToOrigin).toBeGreaterThan(0);
    expect(Object.keys(current.onTimeByCourier).length).toBeGreaterThanOrEqual(4);
    expect(deliveryView(body.result.figures.current)).toEqual(current);
    expect(deliveryView(body.result.figures.previous)).toEqual(await rawDelivery(database.db, target.dialect, DEMO, PREVIOUS));
  });

  test("Failed deliveries and pickups: failures, answers, couriers and pincodes equal SQL over the raw rows", async () => {
    const cookie = await logIn("demo", "ops-one-brand", "portal-demo-ops");
    const { body } = await page<FailureFigures>(cookie, "failures", "demo");
    const current = await rawFailures(database.db, DEMO, PERIOD);
    expect(current.failed).toBeGreaterThan(5);
    expect(current.answered).toBeGreaterThan(0);
    expect(failureView(body.result.figures.current)).toEqual(current);
    expect(failureView(body.result.figures.previous)).toEqual(await rawFailures(database.db, DEMO, PREVIOUS));
  });

  test("Returns and exchanges: requests, refund modes and reasons equal SQL over the raw requests", async () => {
    const cookie = await logIn("demo", "ops-one-brand", "portal-demo-ops");
    const wide: InsightPeriod = { from: "2026-08-24", to: "2026-11-21" };
    const { body } = await page<ReturnFigures>(cookie, "returns", "demo", wide);
    const current = await rawReturns(database.db, DEMO, wide);
    expect(current.returns + current.exchanges).toBeGreaterThan(0);
    expect(returnView(body.result.figures.current)).toEqual(current);
  });

  test("Shoppers' voice: distribution, NPS parts, comments and low scores per courier equal SQL over the raw ratings", async () => {
    const cookie = await logIn("demo", "ops-one-brand", "portal-demo-ops");
    const { body } = await page<VoiceFigures>(cookie, "voice", "demo");
    const current = await rawVoice(database.db, DEMO, PERIOD);
    expect(current.ratings).toBeGreaterThan(10);
    expect(voiceView(body.result.figures.current)).toEqual(current);
    expect(voiceView(body.result.figures.previous)).toEqual(await rawVoice(database.db, DEMO, PREVIOUS));
  });

  test("Engagement: clicks per category and action equal SQL over the raw counts", async () => {
    const cookie = await logIn("demo", "ops-one-brand", "portal-demo-ops");
    const { body } = await page<EngagementFigures>(cookie, "engagement", "demo");
    const current = await rawEngagement(database.db, DEMO, PERIOD);
    expect(current.length).toBeGreaterThan(2);
    expect(body.result.figures.current.clicks).toEqual(current);
    expect(body.result.figures.previous.clicks).toEqual(await rawEngagement(database.db, DEMO, PREVIOUS));
  });

  test("Engagement: tracking page views by way in and by page language, and shipments viewed, equal SQL over the raw view rows", async () => {
    const cookie = await logIn("demo", "ops-one-brand", "portal-demo-ops");
    const { body } = await page<EngagementFigures>(cookie, "engagement", "demo");
    const current = await rawViews(database.db, DEMO, PERIOD);
    expect(current.search).toBeGreaterThan(5);
    expect(current.link).toBeGreaterThan(current.search);
    expect(viewsView(body.result.figures.current)).toEqual(current);
    expect(viewsView(body.result.figures.previous)).toEqual(await rawViews(database.db, DEMO, PREVIOUS));
    // Views per shipment is more than one: the same shipment's rows over days count once.
    expect(current.search + current.link).toBeGreaterThan(current.shipmentsViewed);
    // The language mix: several languages, most viewed first, and the unknown ones apart.
    expect(Object.keys(current.byLocale).length).toBeGreaterThan(3);
    expect(current.unknown).toBeGreaterThan(0);
    const counts = body.result.figures.current.viewsByLocale.map((r) => r.views);
    expect(counts).toEqual(counts.toSorted((a, b) => b - a));
  });

  test("couriers come with their display names; amounts with the brand's configured currency", async () => {
    const cookie = await logIn("kestrel", DEMO_ADMIN.username, DEMO_ADMIN.password);
    const { body } = await page<DeliveryFigures>(cookie, "delivery", "kestrel");
    const ids = [
      ...new Set([...body.result.figures.current.onTimeByCourier, ...body.result.figures.previous.onTimeByCourier].map((r) => r.key).filter(Boolean)),
    ];
    expect(ids.length).toBeGreaterThan(1);
    const couriers = await database.db.selectFrom("couriers").select(["id", "name"]).where("id", "in", ids).execute();
    expect(body.result.courierNames).toEqual(Object.fromEntries(couriers.map((c) => [c.id, c.name])));
    // Names, not the ids again.
    for (const id of ids) expect(body.result.courierNames[id]).not.toBe(id);

    expect((await page<ReturnFigures>(cookie, "returns", "kestrel")).body.result.currency).toBe("INR");
    const theme = await findThemeForBrand(database.db, KESTREL);
    await saveThemeForBrand(database.db, KESTREL, { ...theme!, config: { ...theme!.config, currency: "aed" } }, { now: NOW });
    try {
      expect((await page<ReturnFigures>(cookie, "returns", "kestrel")).body.result.currency).toBe("AED");
    } finally {
      await saveThemeForBrand(database.db, KESTREL, theme!, { now: NOW });
    }
  });

  test("an admin reads only brands it manages: kestrel's admin gets kestrel's own figures and a 403 for demo", async () => {
    const cookie = await logIn("kestrel", DEMO_ADMIN.username, DEMO_ADMIN.password);
    expect((await page(cookie, "delivery", "demo")).status).toBe(403);
    const own = await page<DeliveryFigures>(cookie, "delivery", "kestrel");
    expect(own.status).toBe(200);
    expect(deliveryView(own.body.result.figures.current)).toEqual(await rawDelivery(database.db, target.dialect, KESTREL, PERIOD));
    expect(own.body.result.figures.current.shipments).not.toBe((await rawDelivery(database.db, target.dialect, DEMO, PERIOD)).shipments);
  });

  test("bad input is a clear 4xx, never a 500; no session is a 401", async () => {
    const cookie = await logIn("demo", "ops-one-brand", "portal-demo-ops");
    const call = async (path: string, withCookie = true) => {
      const response = await server.call("demo", `/api/v1/admin/insights/${path}`, { headers: withCookie ? { cookie } : {} });
      return { status: response.status, message: ((await response.json()) as { meta: { message: string } }).meta.message };
    };
    expect(await call("delivery?brand=demo&from=2026-11-20&to=2026-11-01")).toEqual({ status: 400, message: "from must be on or before to." });
    expect((await call("delivery?brand=demo&from=2026-13-01&to=2026-11-01")).status).toBe(400);
    expect((await call("delivery?brand=demo&from=2024-01-01&to=2026-11-01")).message).toBe("A period is at most 366 days.");
    expect((await call("nonsense?brand=demo&from=2026-11-01&to=2026-11-02")).status).toBe(404);
    expect((await call("delivery?brand=demo&from=2026-11-01&to=2026-11-02", false)).status).toBe(401);
  });

  test("a rating given after the first read shows on a read after the refresh interval (watermark refresh)", async () => {
    const cookie = await logIn("demo", "ops-one-brand", "portal-demo-ops");
    const today: InsightPeriod = { from: "2026-11-21", to: "2026-11-21" };
    const before = (await page<VoiceFigures>(cookie, "voice", "demo", today)).body.result.figures.current.ratings;
    const shipment = await database.db
      .selectFrom("shipments")
      .select("id")
      .where("brand_id", "=", DEMO)
      .where("id", "like", "%-h1-1")
      .executeTakeFirstOrThrow();
    await database.db.deleteFrom("courier_ratings").where("shipment_id", "=", shipment.id).execute();
    clock = new Date(NOW.getTime() + 60_000);
    await saveRating(database.db, { brandId: DEMO, shipmentId: shipment.id, score: 2, comment: "Late again" }, { now: clock });
    const after = (await page<VoiceFigures>(cookie, "voice", "demo", today)).body.result.figures.current;
    expect(after.ratings).toBe(before + 1);
    expect(after.comments[0]).toMatchObject({ score: 2, comment: "Late again" });
  });
});
