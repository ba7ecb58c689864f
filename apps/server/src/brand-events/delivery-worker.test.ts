import type { Kysely } from "kysely";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { createDatabase, type DatabaseConnection } from "@portal/db/connection";
import { findBrandEvent, findBrandEventEndpoint, replayBrandEvent, saveBrandEventEndpoint } from "@portal/db/repositories/brand-events";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createLogger } from "../log/logger.ts";
import { startWebhookReceiver, type ReceivedWebhook, type ReceiverAnswer } from "../testing/standard-webhook-receiver.ts";
import { asServerConnects, pollAsTheLoop } from "../testing/poll-as-the-loop.ts";
import { createBrandEventWorker } from "./delivery-worker.ts";
import { enqueueBrandEvent } from "./enqueue-brand-event.ts";
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from "./retry-schedule.ts";
import { newWebhookSecret } from "./standard-webhooks.ts";

const log = createLogger("silent");
const BRAND = "b-events";

/** A clock the test moves; starts now, since the receiver checks timestamps against it. */
function manualClock() {
  let at = Date.now();
  return { now: () => new Date(at), advance: (seconds: number) => (at += seconds * 1000) };
}

async function insertBrand(db: Kysely<Database>) {
  await db
    .insertInto("brands")
    .values({ id: BRAND, subdomain: "events", name: "Events", brand_package: "default", created_at: new Date().toISOString() })
    .execute();
}

/** A return's life and a shipment's answers, interleaved as they would arrive. */
async function enqueueStory(db: Kysely<Database>, now: Date, returns: number): Promise<Map<string, string[]>> {
  const bySubject = new Map<string, string[]>();
  const add = (subject: string, id: string | undefined) => {
    if (!id) throw new Error("no event stored");
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), id]);
  };
  for (let step = 0; step < 3; step++) {
    for (let r = 0; r < returns; r++) {
      const returnId = `RR-${r}`;
      const at = new Date(now.getTime() + step * 10 + r);
      if (step === 0) {
        const items = [{ item_id: 1, quantity: 1, reason_id: 3, sub_reason_id: null, exchange_variant_id: null }];
        const placed = { return_id: returnId, order_id: `O-${r}`, kind: "return", stage: "placed", pickup: "pickup", refund_mode: "upi" } as const;
        const money = { refund_money_minor: 49900, refund_credit_minor: 0, currency: "INR", items, placed_at: at.toISOString() };
        add(returnId, await enqueueBrandEvent(db, BRAND, "return.placed", { ...placed, ...money }, { now: at }));
      } else {
        const stage = step === 1 ? "approved" : "picked_up";
        const updated = { return_id: returnId, order_id: `O-${r}`, stage, previous_stage: null, by: "admin", actor: "ops", at: at.toISOString() } as const;
        add(returnId, await enqueueBrandEvent(db, BRAND, "return.updated", updated, { now: at }));
      }
    }
    const contact = { waybill: "WB-1", order_id: "O-1", phone_number: `98765${step}0000`, alternate_phone_number: null, updated_at: now.toISOString() };
    add("WB-1", await enqueueBrandEvent(db, BRAND, "contact.updated", contact, { now: new Date(now.getTime() + step * 10 + 5) }));
  }
  return bySubject;
}

/** The ids a subject's events reached the receiver with 2xx, in arrival order. */
const deliveredOrder = (received: readonly ReceivedWebhook[]) => received.filter((r) => r.answered === 200).map((r) => r.id);

describe.each(testDatabases)("brand event delivery on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertBrand });
  const closing: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });
  beforeEach(async () => {
    if (target.skipReason !== undefined) return;
    await database.db.deleteFrom("brand_events").execute();
    await database.db.deleteFrom("brand_event_endpoints").execute();
  });

  async function receiverFor(answer: (request: { id: string; seen: number }) => ReceiverAnswer, now: () => Date) {
    const secret = newWebhookSecret();
    const receiver = await startWebhookReceiver(secret, answer, { now });
    closing.push(receiver.close);
    await saveBrandEventEndpoint(database.db, { brandId: BRAND, url: receiver.url, enabled: true, secret }, { now: now() });
    return receiver;
  }

  test("no endpoint switched on: nothing is kept", async () => {
    const data = { waybill: "WB-9", order_id: "O-9", score: 8, comment: "", answers: {}, rated_at: new Date().toISOString() };
    expect(await enqueueBrandEvent(database.db, BRAND, "rating.created", data)).toBeUndefined();
    await saveBrandEventEndpoint(database.db, { brandId: BRAND, url: "http://127.0.0.1:9/", enabled: false, secret: newWebhookSecret() }, { now: new Date() });
    expect(await enqueueBrandEvent(database.db, BRAND, "rating.created", data)).toBeUndefined();
    expect(await database.db.selectFrom("brand_events").select("id").execute()).toEqual([]);
  });

  test("signed events arrive in order per subject; after answering 500 for a while the receiver gets them again", async () => {
    const clock = manualClock();
    let down = true;
    const receiver = await receiverFor(() => (down ? 500 : 200), clock.now);
    // Made over the last second, so all are due now.
    const bySubject = await enqueueStory(database.db, new Date(clock.now().getTime() - 1000), 3);
    const all = [...bySubject.values()].flat();
    const worker = createBrandEventWorker({ db: database.db, log, now: clock.now, random: () => 0.5 });

    // Down: the first event of each subject is tried, refused, tried again after 5 s, refused.
    await worker.runOnce();
    clock.advance(RETRY_DELAYS_SECONDS[0]);
    await worker.runOnce();
    expect(receiver.received.map((r) => r.answered)).toEqual(Array(8).fill(500));
    const failed = await findBrandEvent(database.db, bySubject.get("RR-0")![0]!);
    expect(failed).toMatchObject({ status: "pending", attempts: 2, lastResponseStatus: 500, lastResponseBody: "refused with 500", deliveredAt: null });
    // Nothing more before the third attempt's time (5 minutes).
    clock.advance(RETRY_DELAYS_SECONDS[1] - 1);
    expect(await worker.runOnce()).toBe(0);

    down = false;
    clock.advance(1);
    for (let round = 0; round < 10 && deliveredOrder(receiver.received).length < all.length; round++) await worker.runOnce();

    expect(receiver.received.every((r) => r.verdict.ok)).toBe(true);
    expect(new Set(deliveredOrder(receiver.received))).toEqual(new Set(all));
    expect(deliveredOrder(receiver.received)).toHaveLength(all.length); // each once after the outage
    for (const [subject, ids] of bySubject) {
      const arrived = receiver.received.filter((r) => ids.includes(r.id));
      // In order: no event of the subject arrives before the one before it was answered 200.
      expect({ subject, order: deliveredOrder(arrived) }).toEqual({ subject, order: ids });
      const firstOk = new Map(ids.map((id) => [id, arrived.findIndex((r) => r.id === id && r.answered === 200)]));
      const early = arrived.filter((r, index) => {
        const previous = ids[ids.indexOf(r.id) - 1];
        return previous !== undefined && index < firstOk.get(previous)!;
      });
      expect(early.map((r) => r.id)).toEqual([]);
    }
    const delivered = await findBrandEvent(database.db, bySubject.get("RR-0")![0]!);
    expect(delivered).toMatchObject({ status: "done", attempts: 3, lastResponseStatus: 200, lastResponseBody: "thanks", lastError: null });
    expect(delivered?.deliveredAt).toBe(clock.now().toISOString());
    // The body carries the id receivers de-duplicate on, the same as the webhook-id header.
    const placed = receiver.received.find((r) => r.type === "return.placed");
    expect(placed?.data).toMatchObject({ return_id: expect.stringMatching(/^RR-/), stage: "placed" });
  });

  test("a receiver that never answers 2xx gets every retry for more than 24 hours, then the event is given up; a replay sends it again", async () => {
    const clock = manualClock();
    let up = false;
    const receiver = await receiverFor(() => (up ? 200 : 503), clock.now);
    const data = { waybill: "WB-2", order_id: "O-2", score: 4, comment: "late", answers: {}, rated_at: clock.now().toISOString() };
    const id = (await enqueueBrandEvent(database.db, BRAND, "rating.created", data, { now: clock.now() }))!;
    const worker = createBrandEventWorker({ db: database.db, log, now: clock.now, random: () => 0.5 });
    const start = clock.now().getTime();
    let lastAttempt = start;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await worker.runOnce();
      expect(receiver.received).toHaveLength(attempt);
      lastAttempt = clock.now().getTime();
      const delay = RETRY_DELAYS_SECONDS[attempt - 1];
      if (delay !== undefined) clock.advance(delay);
    }
    expect(lastAttempt - start).toBeGreaterThan(24 * 3600 * 1000);
    clock.advance(48 * 3600);
    await worker.runOnce();
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    expect(await findBrandEvent(database.db, id)).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS, lastResponseStatus: 503 });

    up = true;
    expect(await replayBrandEvent(database.db, { brandId: "another", id, now: clock.now() })).toBe(false);
    expect(await replayBrandEvent(database.db, { brandId: BRAND, id, now: clock.now() })).toBe(true);
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received.at(-1)).toMatchObject({ id, answered: 200 });
    expect(await findBrandEvent(database.db, id)).toMatchObject({ status: "done", replays: 1, attempts: 1 });
  });

  test("a receiver answering 410 Gone switches the endpoint off: no retry, nothing more kept", async () => {
    const clock = manualClock();
    const receiver = await receiverFor(() => 410, clock.now);
    const data = { waybill: "WB-3", order_id: "O-3", phone_number: "9876500000", alternate_phone_number: null, updated_at: clock.now().toISOString() };
    const id = (await enqueueBrandEvent(database.db, BRAND, "contact.updated", data, { now: clock.now() }))!;
    const worker = createBrandEventWorker({ db: database.db, log, now: clock.now });
    await worker.runOnce();
    expect(await findBrandEvent(database.db, id)).toMatchObject({ status: "dead", lastResponseStatus: 410 });
    expect(await findBrandEventEndpoint(database.db, BRAND)).toMatchObject({ enabled: false, url: receiver.url });
    expect(await enqueueBrandEvent(database.db, BRAND, "contact.updated", data, { now: clock.now() })).toBeUndefined();
  });

  test("two workers on separate connections to one database deliver each event once", async () => {
    const receiver = await receiverFor(
      () => 200,
      () => new Date(),
    );
    const connections: DatabaseConnection[] = [createDatabase(asServerConnects(database.config)), createDatabase(asServerConnects(database.config))];
    closing.push(...connections.map((c) => () => c.close()));
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const data = {
        waybill: `WB-${i % 12}`,
        order_id: `O-${i}`,
        phone_number: "9876500000",
        alternate_phone_number: null,
        updated_at: new Date().toISOString(),
      };
      ids.push((await enqueueBrandEvent(database.db, BRAND, "contact.updated", data))!);
    }
    const workers = connections.map((c) => createBrandEventWorker({ db: c.db, log, batchSize: 4 }));
    const done = () => new Set(receiver.received.map((r) => r.id)).size === ids.length;
    await Promise.all(
      workers.map(async (worker) => {
        await pollAsTheLoop(worker, done, 200);
      }),
    );
    expect(receiver.received.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(receiver.received.every((r) => r.verdict.ok && r.answered === 200)).toBe(true);
  });
});
