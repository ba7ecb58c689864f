import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { serverKeyFor } from "../auth/purpose-key.ts";
import { signLink } from "../notifications/signed-link.ts";
import { ACME_HOST, insertAdminFixtures, NOW, testEnv } from "../testing/admin-test-fixtures.ts";
import { useAppTestServer } from "../testing/http-test-server.ts";

// Issue 37 item 1: the server counts each tracking page view of a shipment and how it was
// reached, with no script on the page: a page served for a plain GET of the tracking URL is a
// link (a notification's /n/ link lands there too), one carrying the search form's `search_by`
// a search; the form's script opens the page with one track-order call that carries it. A live
// page's refresh (track-order without it), a prefetch, a HEAD and another page count nothing.
// Each view keeps the page's language: a served page's path language; a search's track-order
// call the Accept-Language the portal's client sets to its page's locale code, and no language
// ("?" below) for anything else.

const WAYBILL = "ACME-VIEW-1";

async function addShipment(db: Kysely<Database>): Promise<void> {
  const at = "2026-11-19T08:00:00.000Z";
  await db
    .insertInto("orders")
    .values({
      id: "o-view",
      brand_id: "b-acme",
      order_id: "ORD-VIEW",
      order_date: at,
      currency: "INR",
      total_minor: 49900,
      payment_method: "PREPAID",
      customer_name: "Asha",
      created_at: at,
    })
    .execute();
  await db
    .insertInto("shipments")
    .values({
      id: "s-view",
      brand_id: "b-acme",
      order_ref: "o-view",
      waybill: WAYBILL,
      order_type: "PREPAID",
      is_reverse: 0,
      ship_date: at,
      latest_code: 4,
      latest_status: "In transit",
      latest_scanned_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  // A shipment shows once it has a scan.
  await db
    .insertInto("scans")
    .values({ id: "sc-view", shipment_id: "s-view", code: 4, status: "In transit", description: "In transit", location: "Pune", scanned_at: at })
    .execute();
}

describe.each(testDatabases)("tracking page views counted by the server on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await insertAdminFixtures(db);
      await addShipment(db);
    },
  });
  const env = testEnv({ SESSION_SECRET: "tracking-view-secret-0123456789" });
  const server = useAppTestServer(target, database, () => ({ env, now: () => NOW }));

  const counts = async () =>
    Object.fromEntries(
      (
        await database.db
          .selectFrom("tracking_view_days")
          .select(["via", "locale", "views"])
          .where("shipment_id", "=", "s-view")
          .where("day", "=", "2026-11-21")
          .execute()
      ).map((r) => [`${r.via} ${r.locale || "?"}`, Number(r.views)]),
    );
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await server.fetch(ACME_HOST, path, { headers });
    await response.arrayBuffer();
    return response;
  };

  test("links, searches with and without script, and what is no view", async () => {
    for (const table of ["tracking_view_days", "tracking_view_totals", "tracking_view_shipment_days", "tracking_view_first_days"] as const)
      await database.db.deleteFrom(table).execute();
    // A shared link, twice (the second answered from the minute's rendered pages still counts).
    expect((await get(`/en/tracking?waybill=${WAYBILL}`)).status).toBe(200);
    expect((await get(`/en/tracking?waybill=${WAYBILL}`)).status).toBe(200);
    expect(await counts()).toEqual({ "link en": 2 });

    // A message's signed link redirects to the tracking URL; following it is a link's view.
    const exp = Math.floor(NOW.getTime() / 1000) + 3600;
    const token = signLink(serverKeyFor(env, "notification-link"), { target: "tracking", brandId: "b-acme", ref: WAYBILL, locale: "hi", exp });
    const redirected = await get(`/n/${token}`);
    expect(redirected.status).toBe(302);
    const location = redirected.headers.get("location")!;
    expect((await get(location)).status).toBe(200);
    expect(location).toMatch(/^\/hi\//);
    expect(await counts()).toEqual({ "link en": 2, "link hi": 1 });
    // A path with no language prefix is an English page.
    expect((await get(`/tracking?waybill=${WAYBILL}`)).status).toBe(200);
    expect(await counts()).toEqual({ "link en": 3, "link hi": 1 });

    // The search form without script: its GET carries search_by.
    expect((await get(`/ta/tracking?search_by=waybill&waybill=${WAYBILL}`)).status).toBe(200);
    // With script: one track-order call carrying search_by, in the page's language (the client's Accept-Language).
    expect((await get(`/api/v1/track-order?waybill=${WAYBILL}&search_by=waybill`, { "accept-language": "ar" })).status).toBe(200);
    expect(await counts()).toEqual({ "link en": 3, "link hi": 1, "search ta": 1, "search ar": 1 });
    // Another client's call: no header, a browser's own list, or no locale of ours is no page language.
    for (const language of [undefined, "ar-EG,ar;q=0.9", "fr", "hi, en"]) {
      const headers: Record<string, string> = language === undefined ? {} : { "accept-language": language };
      expect((await get(`/api/v1/track-order?waybill=${WAYBILL}&search_by=waybill`, headers)).status).toBe(200);
    }
    const searched = { "link en": 3, "link hi": 1, "search ta": 1, "search ar": 1, "search ?": 4 };
    expect(await counts()).toEqual(searched);
    // The order choice without script: answered 303 to the order's page, which keeps search_by;
    // that page lists the order's shipments, no shipment's tracking page, so it is no view.
    const byOrder = await get(`/en/tracking?search_by=order_id&waybill=ORD-VIEW`);
    expect(byOrder.status).toBe(303);
    expect(byOrder.headers.get("location")).toBe("/en/tracking?search_by=order_id&order_id=ORD-VIEW");
    expect((await get(byOrder.headers.get("location")!)).status).toBe(200);
    expect(await counts()).toEqual(searched);

    // No view: a refresh's track-order call, a prefetch, a HEAD, an unknown waybill, the search page itself.
    expect((await get(`/api/v1/track-order?waybill=${WAYBILL}`)).status).toBe(200);
    expect((await get(`/en/tracking?waybill=${WAYBILL}`, { "sec-purpose": "prefetch" })).status).toBe(200);
    expect((await server.fetch(ACME_HOST, `/en/tracking?waybill=${WAYBILL}`, { method: "HEAD" })).status).toBe(200);
    expect((await get(`/en/tracking?waybill=NO-SUCH-1`)).status).toBe(200);
    expect((await get(`/api/v1/track-order?waybill=NO-SUCH-1&search_by=waybill`)).status).toBe(400);
    expect((await get(`/en/`)).status).toBe(200);
    expect(await counts()).toEqual(searched);
    expect(await database.db.selectFrom("tracking_view_days").select("shipment_id").distinct().execute()).toEqual([{ shipment_id: "s-view" }]);
    // The same write kept the day's roll-ups (migration 0123): its totals, and one shipment first viewed that day.
    const totals = await database.db.selectFrom("tracking_view_totals").select(["via", "locale", "views"]).where("day", "=", "2026-11-21").execute();
    expect(Object.fromEntries(totals.map((r) => [`${r.via} ${r.locale || "?"}`, Number(r.views)]))).toEqual(searched);
    expect(await database.db.selectFrom("tracking_view_first_days").select(["day", "prev_day", "shipments"]).execute()).toEqual([
      { day: "2026-11-21", prev_day: "", shipments: 1 },
    ]);
  });

  test("views arriving together are each counted exactly once (on SQLite they share a commit)", async () => {
    for (const table of ["tracking_view_days", "tracking_view_totals", "tracking_view_shipment_days", "tracking_view_first_days"] as const)
      await database.db.deleteFrom(table).execute();
    // Distinct paths (first views, each rendered) and searches, all in flight at once.
    const pages = Array.from({ length: 24 }, (_, n) => get(`/en/tracking?waybill=${WAYBILL}&view=${n}`));
    const searches = Array.from({ length: 6 }, () => get(`/api/v1/track-order?waybill=${WAYBILL}&search_by=waybill`, { "accept-language": "hi" }));
    expect((await Promise.all([...pages, ...searches])).map((r) => r.status)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(await counts()).toEqual({ "link en": 24, "search hi": 6 });
    const totals = await database.db.selectFrom("tracking_view_totals").select(["via", "locale", "views"]).where("day", "=", "2026-11-21").execute();
    expect(Object.fromEntries(totals.map((r) => [`${r.via} ${r.locale}`, Number(r.views)]))).toEqual({ "link en": 24, "search hi": 6 });
  });

  test("a bad search_by is the API's clear 400, and counts nothing", async () => {
    const response = await server.fetch(ACME_HOST, `/api/v1/track-order?waybill=${WAYBILL}&search_by=phone`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { meta: { message: string } }).meta.message).toMatch(/search_by/);
  });
});
