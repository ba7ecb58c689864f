import { describe, expect, test } from "vitest";
import { findLabelJob, findOrCreateLabelJob } from "@portal/db/repositories/label-jobs";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { insertStorageFixture, manualClock } from "../testing/storage-fixture.ts";
import { createLogger } from "../log/logger.ts";
import type { LabelContent } from "./label-content.ts";
import { createLabelWorker } from "./label-worker.ts";
import { writeFixedIdRows } from "@portal/db/repositories/fixed-id-rows";

const log = createLogger("silent");

describe.each(testDatabases)("label worker on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertStorageFixture });

  test("several replicas polling at once render each due job exactly once", async () => {
    const clock = manualClock();
    for (const waybill of ["ALPHA-1", "ALPHA-2", "ALPHA-R1"]) {
      await findOrCreateLabelJob(database.db, { id: `job-${waybill}`, brandId: "b-alpha", waybill, now: clock.now(), delaySeconds: 0 });
    }
    const rendered: string[] = [];
    const stored = new Map<string, Uint8Array>();
    const replica = () =>
      createLabelWorker({
        db: database.db,
        store: { put: async (_area, key, bytes) => void stored.set(key, bytes) },
        log,
        now: clock.now,
        batchSize: 10,
        render: async (content: LabelContent) => {
          rendered.push(content.waybill);
          // Slow enough that the replicas' polls overlap.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return new TextEncoder().encode(`%PDF-fake ${content.waybill}`);
        },
      });
    const results = await Promise.all([replica(), replica(), replica(), replica()].map((w) => w.runOnce()));
    expect(results.reduce((a, b) => a + b, 0)).toBe(3);
    expect(rendered.sort()).toEqual(["ALPHA-1", "ALPHA-2", "ALPHA-R1"]);
    expect([...stored.keys()].sort()).toEqual(["alpha/job-ALPHA-1.pdf", "alpha/job-ALPHA-2.pdf", "alpha/job-ALPHA-R1.pdf"]);
    expect(await findLabelJob(database.db, "job-ALPHA-R1")).toMatchObject({ status: "ready", attempts: 1, fileKey: "alpha/job-ALPHA-R1.pdf" });
  });

  test("a return's label goes from the shopper to the brand, with the theme's contact", async () => {
    const clock = manualClock();
    let seen: LabelContent | undefined;
    await findOrCreateLabelJob(database.db, { id: "return-content", brandId: "b-alpha", waybill: "ALPHA-R1", now: clock.now(), delaySeconds: 0 });
    await database.db.updateTable("label_jobs").set({ status: "pending", file_key: null, claim_token: null }).where("waybill", "=", "ALPHA-R1").execute();
    const worker = createLabelWorker({
      db: database.db,
      store: { put: async () => {} },
      log,
      now: clock.now,
      render: async (content) => {
        seen = content;
        return new Uint8Array();
      },
    });
    await worker.runOnce();
    expect(seen).toMatchObject({
      direction: "return",
      courierName: "Swift Couriers",
      orderId: "AL-1001",
      from: { name: "Asha Rao", lines: ["Flat 4B, Lakeview Residency, 12th Main Road", "Bengaluru, Karnataka, 560038", "IN"], phone: "9876543210" },
      to: { name: "Alpha Apparel", lines: ["https://alpha.example"], phone: "1800 111 222" },
      paymentNote: null,
    });
  });

  test("a job whose shipment is gone fails at once; a flaky render is retried later", async () => {
    const clock = manualClock();
    await findOrCreateLabelJob(database.db, { id: "gone", brandId: "b-alpha", waybill: "NO-SUCH", now: clock.now(), delaySeconds: 0 });
    let calls = 0;
    const worker = createLabelWorker({
      db: database.db,
      store: { put: async () => {} },
      log,
      now: clock.now,
      render: async () => {
        calls += 1;
        if (calls === 1) throw new Error("transient");
        return new Uint8Array([1]);
      },
    });
    await database.db.updateTable("label_jobs").set({ status: "ready" }).where("id", "!=", "gone").execute();
    await findOrCreateLabelJob(database.db, { id: "flaky", brandId: "b-beta", waybill: "BETA-1", now: clock.now(), delaySeconds: 0 });
    expect(await worker.runOnce()).toBe(0);
    expect(await findLabelJob(database.db, "gone")).toMatchObject({ status: "failed", error: "The shipment no longer exists.", attempts: 1 });
    expect(await findLabelJob(database.db, "flaky")).toMatchObject({ status: "pending", error: "transient" });
    clock.advance(29);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(1);
    expect(await worker.runOnce()).toBe(1);
    expect(await findLabelJob(database.db, "flaky")).toMatchObject({ status: "ready", attempts: 2 });
  });

  test("start polls by itself and stop waits for the job in hand", async () => {
    const clock = manualClock();
    await database.db.updateTable("label_jobs").set({ status: "ready" }).execute();
    await findOrCreateLabelJob(database.db, { id: "polled", brandId: "b-beta", waybill: "BETA-POLL", now: clock.now(), delaySeconds: 0 });
    const at = clock.now().toISOString();
    await writeFixedIdRows(database.db, "b-beta", {
      orders: [],
      shipments: [
        {
          id: "s-beta-poll",
          brand_id: "b-beta",
          order_ref: "o-beta",
          waybill: "BETA-POLL",
          courier_id: null,
          order_type: "PREPAID",
          created_at: at,
          updated_at: at,
        },
      ],
      scans: [],
    });
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const worker = createLabelWorker({
      db: database.db,
      store: { put: async () => done() },
      log,
      now: clock.now,
      pollIntervalMs: 10,
      render: async () => new Uint8Array([1]),
    });
    worker.start();
    await finished;
    await worker.stop();
    expect(await findLabelJob(database.db, "polled")).toMatchObject({ status: "ready" });
  });
});
