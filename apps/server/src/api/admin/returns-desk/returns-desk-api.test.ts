import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import type { Kysely } from "kysely";
import { ImportDocumentSchema } from "@portal/core/import";
import { saveAdminUser } from "@portal/db/repositories/admin-users";
import { insertReturnRequest } from "@portal/db/repositories/returns-requests";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { hashPassword } from "../../../auth/password-hash.ts";
import { importDocument } from "../../../import/import-document.ts";
import { createLogger } from "../../../log/logger.ts";
import { FIXTURE_REQUEST, NOW, insertReturnsFixture } from "../../../testing/returns-fixtures.ts";
import { hostOf, useAreaTestServer } from "../../../testing/area-test-server.ts";
import { createReturnsApi } from "../../returns/returns-api.ts";
import { createAdminApi } from "../admin-api.ts";
import { placedReturnRequestRow } from "../../../testing/return-request-rows.ts";

// The returns desk over real HTTP on both engines: a request placed by the shopper moves
// through approve, a linked pickup, a reverse scan from an import, receive, inspect and
// refund; every move is in its history once; repeats change nothing; illegal moves are 409;
// roles and brands are kept apart; bank details are revealed only by a logged action.

const PASSWORD = "desk password 0123";
const UPI = { upiName: "Rohan Mehta", upiId: "9820098765@okaxis" };

async function setup(db: Kysely<Database>) {
  await insertReturnsFixture(db);
  const passwordHash = await hashPassword(PASSWORD);
  await saveAdminUser(db, { brandId: "b-beta", username: "desk", passwordHash }, { now: NOW });
  const viewer = await saveAdminUser(db, { brandId: "b-beta", username: "viewer", passwordHash }, { now: NOW });
  await db.updateTable("admin_users").set({ returns_role: "view" }).where("id", "=", viewer.id).execute();
  await saveAdminUser(db, { brandId: "b-alpha", username: "alpha-desk", passwordHash }, { now: NOW });
  // Three older requests of gamma's order for paging and bulk approval.
  for (const [i, id] of ["RET-GAMMA0000000001", "RET-GAMMA0000000002", "RET-GAMMA0000000003"].entries()) {
    const at = new Date(NOW.getTime() - (i + 1) * 3_600_000).toISOString();
    await insertReturnRequest(
      db,
      placedReturnRequestRow({
        id,
        brand_id: "b-gamma",
        return_order_id: "ro-g1",
        pickup_type: "self-ship",
        refund_mode: "store-credit",
        refund_credit_minor: 8_900,
        contact_email: "sam@example.com",
        created_at: at,
      }),
      [
        {
          id: `${id}-1`,
          brand_id: "b-gamma",
          request_id: id,
          item_id: 41,
          quantity: 1,
          reason_id: 4,
          sub_reason_id: null,
          comment: "",
          images_json: "[]",
          exchange_variant_id: null,
          position: 0,
        },
      ],
    );
  }
  await saveAdminUser(db, { brandId: "b-gamma", username: "gamma-desk", passwordHash }, { now: NOW });
}

describe.each(testDatabases)("returns desk API on $label", (target) => {
  const database = useTestDatabase(target, { setup });
  const logLines: string[] = [];
  let clock = NOW;
  const server = useAreaTestServer(
    database,
    { now: () => clock, env: { SESSION_SECRET: "test-session-secret-0123456789" }, log: createLogger("debug", (line) => logLines.push(line)) },
    (deps) => new Hono().route("/", createReturnsApi(deps)).route("/", createAdminApi(deps)),
  );
  const tick = () => (clock = new Date(clock.getTime() + 60_000));

  const logIn = async (subdomain: string, username: string) => {
    const response = await server.call(subdomain, "/api/v1/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://${hostOf(subdomain)}` },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    return (response.headers.getSetCookie()[0] ?? "").split(";")[0]!;
  };
  const get = async (cookie: string, path: string, subdomain = "beta") => {
    const response = await server.call(subdomain, `/api/v1/${path}`, { headers: { cookie } });
    return { status: response.status, body: await response.json() };
  };
  const post = async (cookie: string, path: string, body: unknown, subdomain = "beta") => {
    tick();
    const response = await server.call(subdomain, `/api/v1/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: `http://${hostOf(subdomain)}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const act = (cookie: string, body: Record<string, unknown>) => post(cookie, "admin/returns/action?brand=beta", body);
  const importDoc = async (document: unknown) => importDocument(database.db, v.parse(ImportDocumentSchema, document), { now: tick(), atomic: true });

  let returnId = "";

  test("a placed request is on the desk from its first moment, found by each filter", async () => {
    const placed = await server.call("beta", "/api/v1/return-request", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        domain: "beta",
        shipment_uuid: "u-b1",
        items: [{ item_id: 31, quantity: 3, reason_id: 4 }],
        pickup: {
          type: "pickup",
          address: {
            name: "Rohan Mehta",
            phone: "9820098765",
            email: "",
            address: "7 MG Road, Indiranagar",
            pincode: "560038",
            city: "",
            state: "",
            country: "IN",
          },
          date: "2026-11-22",
        },
        refund: { mode: "bank-account", upi_details: UPI },
      }),
    });
    expect(placed.status).toBe(201);
    returnId = ((await placed.json()) as { result: { return_id: string } }).result.return_id;

    const desk = await logIn("beta", "desk");
    const list = await get(desk, "admin/returns?brand=beta");
    expect(list.status).toBe(200);
    expect(list.body.result).toMatchObject({ role: "manage", next: null });
    expect(list.body.result.requests).toEqual([
      expect.objectContaining({ return_id: returnId, order_id: "A-100", stage: "placed", pickup_type: "pickup", refund_mode: "bank-account", items: 1 }),
    ]);
    for (const filter of [
      "stage=placed",
      "contact=9820098765",
      "order_id=A-100",
      "mode=bank-account",
      "pickup=pickup",
      "reason=4",
      "from=2026-11-21&to=2026-11-21",
    ]) {
      const ids = (await get(desk, `admin/returns?brand=beta&${filter}`)).body.result.requests.map((r: { return_id: string }) => r.return_id);
      expect({ filter, ids }).toEqual({ filter, ids: [returnId] });
    }
    for (const filter of [
      "stage=approved",
      "contact=0000",
      "order_id=A-999",
      "mode=store-credit",
      "pickup=self-ship",
      "reason=1",
      "from=2026-11-22",
      "waybill=NOPE",
    ]) {
      expect({ filter, requests: (await get(desk, `admin/returns?brand=beta&${filter}`)).body.result.requests }).toEqual({ filter, requests: [] });
    }
    expect((await get(desk, "admin/returns?brand=beta&stage=shipped")).body.meta.message).toMatch(/^stage must be one of: placed, approved/);
    expect((await get(desk, "admin/returns?brand=beta&after=garbage")).status).toBe(400);

    const page = (await get(desk, `admin/returns/request?brand=beta&return_id=${returnId}`)).body.result;
    expect(page).toMatchObject({ stage: "placed", next_stages: ["approved", "rejected", "cancelled"], refund_allowance: 3297, currency_code: "INR" });
    expect(page.refund_request).toMatchObject({ mode: "bank-account", has_sealed_details: true });
    expect(JSON.stringify(page)).not.toContain(UPI.upiId);
    expect(page.history).toEqual([expect.objectContaining({ action: "placed", from_stage: null, to_stage: "placed", actor_kind: "shopper" })]);
    // The first call of the file pays for the server's and the database's cold start.
  }, 30_000);

  test("only the brand's admins see its desk; the view role reads but cannot act or reveal", async () => {
    const alpha = await logIn("alpha", "alpha-desk");
    expect((await get(alpha, "admin/returns?brand=beta", "alpha")).status).toBe(403);
    expect((await post(alpha, "admin/returns/action?brand=beta", { action: "approve", return_id: returnId }, "alpha")).status).toBe(403);
    expect((await get("", "admin/returns?brand=beta")).status).toBe(401);
    const viewer = await logIn("beta", "viewer");
    expect((await get(viewer, "admin/returns?brand=beta")).body.result.role).toBe("view");
    const refused = await post(viewer, "admin/returns/action?brand=beta", { action: "approve", return_id: returnId });
    expect(refused).toMatchObject({ status: 403, body: { meta: { message: "Your role can view returns but not act on them." } } });
    expect((await post(viewer, "admin/returns/reveal-refund-details?brand=beta", { return_id: returnId })).status).toBe(403);
    expect((await post(viewer, "admin/returns/bulk-approve?brand=beta", { return_ids: [returnId] })).status).toBe(403);
  });

  test("approve, link a pickup, a reverse scan, receive, inspect, refund: each once in the history; repeats change nothing", async () => {
    const desk = await logIn("beta", "desk");
    expect((await act(desk, { action: "refund", return_id: returnId, amount: 10, mode: "bank-account", reference: "UTR1" })).body.meta.message).toBe(
      "A return request that is placed cannot become refunded: from there it can only become approved, rejected, cancelled.",
    );
    const approved = await act(desk, { action: "approve", return_id: returnId });
    expect(approved).toMatchObject({ status: 200, body: { result: { stage: "approved" } } });
    const again = await act(desk, { action: "approve", return_id: returnId });
    expect(again).toMatchObject({ status: 200, body: { meta: { message: "Nothing changed: the request was already so." }, result: { stage: "approved" } } });
    expect((await act(desk, { action: "reject", return_id: returnId, reason: "other" })).status).toBe(409);
    expect((await act(desk, { action: "reject", return_id: returnId, reason: "made-up" })).status).toBe(400);

    expect((await act(desk, { action: "link-pickup", return_id: returnId, awb: "BETA-RVP-1", courier: "Delhivery" })).body.result).toMatchObject({
      stage: "pickup_scheduled",
      awb: "BETA-RVP-1",
    });
    expect((await get(desk, "admin/returns?brand=beta&waybill=BETA-RVP-1")).body.result.requests).toHaveLength(1);

    // The courier's feed: the reverse pickup is picked up. Imported twice, it moves the request once.
    const feed = {
      version: 1,
      shipments: [
        {
          brand: "beta",
          waybill: "BETA-RVP-1",
          order_id: "A-100",
          config: { is_rvp: true },
          scans: [{ code: 4, status: "Picked up", timestamp: "2026-11-21T14:00:00Z" }],
        },
      ],
    };
    await importDoc(feed);
    await importDoc(feed);
    const picked = (await get(desk, `admin/returns/request?brand=beta&return_id=${returnId}`)).body.result;
    expect(picked.stage).toBe("picked_up");
    expect(picked.history.filter((e: { to_stage: string }) => e.to_stage === "picked_up")).toEqual([
      expect.objectContaining({ actor_kind: "scan", actor_name: "BETA-RVP-1 code 4", from_stage: "pickup_scheduled" }),
    ]);

    expect(
      (await act(desk, { action: "inspect", return_id: returnId, items: [{ return_id: `${returnId}-1`, outcome: "accepted" }] })).body.meta.message,
    ).toMatch(/mark it received first/);
    expect((await act(desk, { action: "receive", return_id: returnId, note: "Dock 3" })).body.result.stage).toBe("received");
    const line = picked.items[0].return_id;
    const inspected = await act(desk, { action: "inspect", return_id: returnId, items: [{ return_id: line, outcome: "accepted", note: "Sealed" }] });
    expect(inspected.body.result.stage).toBe("inspected");
    expect(inspected.body.result.items[0].inspection).toMatchObject({ outcome: "accepted", note: "Sealed" });
    expect((await act(desk, { action: "inspect", return_id: returnId, items: [{ return_id: "nope", outcome: "accepted" }] })).status).toBe(400);

    const tooMuch = await act(desk, { action: "refund", return_id: returnId, amount: 3297.01, mode: "bank-account", reference: "UTR1" });
    expect(tooMuch).toMatchObject({ status: 400, body: { meta: { message: "amount: at most 3297 may be refunded for these items." } } });
    const refunded = await act(desk, { action: "refund", return_id: returnId, amount: 3297, mode: "bank-account", reference: "UTR-778899" });
    expect(refunded.body.result).toMatchObject({ stage: "refunded", refund_record: { amount: 3297, mode: "bank-account", reference: "UTR-778899" } });
    expect((await act(desk, { action: "refund", return_id: returnId, amount: 3297, mode: "bank-account", reference: "UTR-778899" })).status).toBe(200);
    expect((await act(desk, { action: "refund", return_id: returnId, amount: 100, mode: "bank-account", reference: "UTR-2" })).status).toBe(409);
    expect((await act(desk, { action: "cancel", return_id: returnId })).body.meta.message).toBe(
      "A return request that is refunded cannot become cancelled: it is final.",
    );

    const history = (await get(desk, `admin/returns/request?brand=beta&return_id=${returnId}`)).body.result.history;
    expect(history.map((e: { action: string; actor_kind: string; actor_name: string | null }) => `${e.action}/${e.actor_kind}/${e.actor_name ?? ""}`)).toEqual([
      "placed/shopper/",
      "approved/admin/desk",
      "pickup_scheduled/admin/desk",
      "picked_up/scan/BETA-RVP-1 code 4",
      "received/admin/desk",
      "inspected/admin/desk",
      "refunded/admin/desk",
    ]);
    expect(history.find((e: { action: string }) => e.action === "received").note).toBe("Dock 3");

    // The shopper's status page reads the same request.
    const status = await server.call("beta", `/api/v1/return-status?domain=beta&return_id=${returnId}`);
    const shown = ((await status.json()) as { result: Record<string, unknown> }).result;
    expect(shown).toMatchObject({ stage: "refunded", refund_record: { amount: 3297, mode: "bank-account", reference: "UTR-778899" } });
    expect((shown.stage_history as Array<{ stage: string }>).map((s) => s.stage)).toEqual([
      "placed",
      "approved",
      "pickup_scheduled",
      "picked_up",
      "received",
      "inspected",
      "refunded",
    ]);
  });

  test("bank details are revealed only by the explicit action, which the history and log record without the details", async () => {
    const desk = await logIn("beta", "desk");
    logLines.length = 0;
    const revealed = await post(desk, "admin/returns/reveal-refund-details?brand=beta", { return_id: returnId });
    expect(revealed).toMatchObject({ status: 200, body: { result: { upi_id: UPI.upiId } } });
    const history = (await get(desk, `admin/returns/request?brand=beta&return_id=${returnId}`)).body.result.history;
    expect(history.at(-1)).toMatchObject({ action: "refund-details-revealed", actor_name: "desk" });
    expect(logLines.join("\n")).toContain("return refund details revealed");
    expect(logLines.join("\n")).not.toContain(UPI.upiId);
  });

  test("keyset pages and bulk approval: moved, unchanged and refused, each said", async () => {
    const gamma = await logIn("gamma", "gamma-desk");
    const first = await get(gamma, "admin/returns?brand=gamma&limit=2", "gamma");
    expect(first.body.result.requests.map((r: { return_id: string }) => r.return_id)).toEqual(["RET-GAMMA0000000001", "RET-GAMMA0000000002"]);
    const second = await get(gamma, `admin/returns?brand=gamma&limit=2&after=${first.body.result.next}`, "gamma");
    expect(second.body.result).toMatchObject({ next: null, requests: [expect.objectContaining({ return_id: "RET-GAMMA0000000003" })] });
    expect((await get(gamma, "admin/returns?brand=gamma&contact=sam@example.com", "gamma")).body.result.requests).toHaveLength(3);

    expect(
      (await post(gamma, "admin/returns/action?brand=gamma", { action: "reject", return_id: "RET-GAMMA0000000003", reason: "outside-window" }, "gamma")).status,
    ).toBe(200);
    const bulk = await post(
      gamma,
      "admin/returns/bulk-approve?brand=gamma",
      { return_ids: ["RET-GAMMA0000000001", "RET-GAMMA0000000002", "RET-GAMMA0000000003", returnId] },
      "gamma",
    );
    const again = await post(gamma, "admin/returns/bulk-approve?brand=gamma", { return_ids: ["RET-GAMMA0000000001"] }, "gamma");
    expect(bulk.body.result.results.map((r: { outcome: string }) => r.outcome)).toEqual(["moved", "moved", "refused", "refused"]);
    expect(bulk.body.result.results[3].message).toBe("The brand has no such return request.");
    expect(again.body.result.results[0].outcome).toBe("unchanged");
    const shown = await server.call("gamma", "/api/v1/return-status?domain=gamma&return_id=RET-GAMMA0000000003");
    expect(((await shown.json()) as { result: { rejection_reason: string; stage: string } }).result).toMatchObject({
      stage: "rejected",
      rejection_reason: "outside-window",
    });
  });

  test("the import sets a request's stage, reverse AWB and refund through the same rules; an impossible stage refuses the record", async () => {
    const order = { brand: "alpha", order_id: "A-200", item_info: [] };
    const refused = await importDocument(
      database.db,
      v.parse(ImportDocumentSchema, { version: 1, return_orders: [{ ...order, return_requests: [{ id: FIXTURE_REQUEST.id, stage: "placed" }] }] }),
      { now: tick(), atomic: false },
    );
    expect(refused.errors).toEqual([
      {
        path: "return_orders.0.return_requests.0.stage",
        message: "A return request that is approved cannot become placed: from there it can only become pickup_scheduled, label_issued, received, cancelled.",
      },
    ]);
    const update = {
      id: FIXTURE_REQUEST.id,
      reverse_awb: "ALPHA-RVP-2",
      refund: { amount: 1599, mode: "bank-account", reference: "NEFT-42", refunded_at: "2026-11-21T15:00:00+05:30" },
    };
    const document = { version: 1, return_orders: [{ ...order, return_requests: [update] }] };
    await importDoc(document);
    await importDoc(document);
    const alpha = await logIn("alpha", "alpha-desk");
    const page = (await get(alpha, `admin/returns/request?brand=alpha&return_id=${FIXTURE_REQUEST.id}`, "alpha")).body.result;
    expect(page).toMatchObject({
      stage: "refunded",
      awb: "ALPHA-RVP-2",
      refund_record: { amount: 1599, mode: "bank-account", reference: "NEFT-42", refunded_at: "2026-11-21T09:30:00.000Z" },
    });
    expect(page.history.map((e: { to_stage: string; actor_kind: string }) => `${e.to_stage}/${e.actor_kind}`)).toEqual([
      "received/import",
      "inspected/import",
      "refunded/import",
    ]);
  });
});
