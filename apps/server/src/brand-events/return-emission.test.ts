import { describe, expect, test } from "vitest";
import { saveBrandEventEndpoint } from "@portal/db/repositories/brand-events";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { NOW, TOMORROW, insertReturnsFixture } from "../testing/returns-fixtures.ts";
import { useReturnsTestServer } from "../testing/returns-test-server.ts";
import { newWebhookSecret } from "./standard-webhooks.ts";
import { applyReturnTransition } from "../return-lifecycle/apply-return-transition.ts";

const BODY = {
  domain: "alpha",
  shipment_uuid: "u-a1",
  items: [{ item_id: 11, quantity: 1, reason_id: 1, sub_reason_id: 101 }],
  pickup: {
    type: "pickup",
    address: { name: "Asha Rao", phone: "9845012345", email: "", address: "Flat 402, Lotus Residency", pincode: "411001", city: "", state: "", country: "IN" },
    date: TOMORROW,
  },
  refund: {
    mode: "back-to-source",
    bank_detail: { name: "Asha Rao", accountNumber: "50100123456789", ifsccode: "HDFC0000001", bankName: "HDFC", branchName: "Koregaon Park" },
  },
};

// A placed return reaches the brand's systems: the event is written in the request's own
// transaction, so a refused or repeated request leaves none, and no bank detail is in it.
describe.each(testDatabases)("a placed return emits return.placed on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await insertReturnsFixture(db);
      await saveBrandEventEndpoint(
        db,
        { brandId: "b-alpha", url: "https://hooks.example.test/returns", enabled: true, secret: newWebhookSecret() },
        { now: NOW },
      );
    },
  });
  const server = useReturnsTestServer(database, { now: () => NOW, env: { SESSION_SECRET: "test-session-secret-0123456789" } });
  const events = () => database.db.selectFrom("brand_events").select(["id", "type", "brand_id", "body"]).execute();

  test("one event per placed request, none for a refused one or a repeat", async () => {
    const refused = await server.postJson("alpha", "return-request", { ...BODY, items: [{ item_id: 11, quantity: 9, reason_id: 1, sub_reason_id: 101 }] });
    expect(refused.status).toBe(400);
    expect(await events()).toEqual([]);

    const placed = await server.postJson("alpha", "return-request", BODY);
    expect(placed.status).toBe(201);
    const repeat = await server.postJson("alpha", "return-request", BODY);
    expect(repeat.status).toBe(200);

    const [event, ...more] = await events();
    expect(more).toEqual([]);
    expect(event).toMatchObject({ type: "return.placed", brand_id: "b-alpha" });
    const body = JSON.parse(event!.body) as { id: string; data: Record<string, unknown> };
    expect(body.id).toBe(event!.id);
    expect(body.data).toEqual({
      return_id: placed.body.result.return_id,
      order_id: "A-100",
      kind: "return",
      stage: "placed",
      pickup: "pickup",
      // A cash-on-delivery order's refund "back to source" is paid to the bank account given (core's refund-mode table).
      refund_mode: "bank-account",
      refund_money_minor: expect.any(Number),
      refund_credit_minor: expect.any(Number),
      currency: "INR",
      items: [{ item_id: 11, quantity: 1, reason_id: 1, sub_reason_id: 101, exchange_variant_id: null }],
      placed_at: NOW.toISOString(),
    });
    expect(event!.body).not.toContain("50100123456789");
    expect(event!.body).not.toContain("Lotus Residency");
  });
});

// Every move of a request reaches the brand's systems from the one transition function: one
// return.updated per step (a path followed by the import is each of its steps), and
// return.refunded once a refund is recorded; a repeated move sends nothing.
describe.each(testDatabases)("return moves emit return.updated and return.refunded on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await insertReturnsFixture(db);
      await saveBrandEventEndpoint(
        db,
        { brandId: "b-alpha", url: "https://hooks.example.test/returns", enabled: true, secret: newWebhookSecret() },
        { now: NOW },
      );
    },
  });
  const server = useReturnsTestServer(database, { now: () => NOW, env: { SESSION_SECRET: "test-session-secret-0123456789" } });
  const bodies = async () =>
    (await database.db.selectFrom("brand_events").select(["type", "body", "created_at", "id"]).orderBy("id").execute()).map(
      (row) => JSON.parse(row.body) as { type: string; data: Record<string, unknown> },
    );

  test("approve by an admin, then the import reports it refunded: each step once, then the refund", async () => {
    const placed = await server.postJson("alpha", "return-request", BODY);
    expect(placed.status).toBe(201);
    const requestId = placed.body.result.return_id as string;
    const admin = { kind: "admin" as const, name: "ops-anita" };
    const approved = await applyReturnTransition(database.db, { brandId: "b-alpha", requestId, to: "approved", actor: admin, now: NOW });
    expect(approved.outcome).toBe("moved");
    const again = await applyReturnTransition(database.db, { brandId: "b-alpha", requestId, to: "approved", actor: admin, now: NOW });
    expect(again.outcome).toBe("unchanged");
    const refunded = await applyReturnTransition(database.db, {
      brandId: "b-alpha",
      requestId,
      to: "refunded",
      actor: { kind: "import" },
      now: NOW,
      followPath: true,
      columns: { refund_recorded_minor: 149900, refund_recorded_mode: "bank-account", refund_reference: "UTR-9", refunded_at: NOW.toISOString() },
    });
    expect(refunded.outcome).toBe("moved");
    const steps = refunded.outcome === "moved" ? refunded.steps : [];

    const events = await bodies();
    expect(events.map((e) => e.type)).toEqual(["return.placed", "return.updated", ...steps.map(() => "return.updated"), "return.refunded"]);
    expect(events[1]!.data).toMatchObject({
      return_id: requestId,
      order_id: "A-100",
      stage: "approved",
      previous_stage: "placed",
      by: "admin",
      actor: "ops-anita",
    });
    expect(events.slice(2, -1).map((e) => e.data.stage)).toEqual(steps);
    expect(events.slice(2, -1).every((e) => e.data.by === "import" && e.data.actor === null)).toBe(true);
    expect(events.at(-1)!.data).toEqual({
      return_id: requestId,
      order_id: "A-100",
      amount_minor: 149900,
      currency: "INR",
      mode: "bank-account",
      reference: "UTR-9",
      refunded_at: NOW.toISOString(),
    });
  });
});
