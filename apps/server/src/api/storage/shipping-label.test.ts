import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Envelope, ShippingLabelResult } from "@portal/core/api";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { claimLabelJob, findLabelJob, findOrCreateLabelJob } from "@portal/db/repositories/label-jobs";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { DEFAULT_STALE_AFTER_MS, createLabelWorker } from "../../labels/label-worker.ts";
import { createLogger } from "../../log/logger.ts";
import { STORAGE_MESSAGE } from "@portal/core/messages";
import { LocalObjectStore } from "../../storage/local-object-store.ts";
import { FIXTURE_TIME, insertStorageFixture, manualClock } from "../../testing/storage-fixture.ts";
import { startStorageTestServer, useStorageTestServer, type StorageTestServer } from "../../testing/storage-test-server.ts";
import { englishTextOf } from "@portal/i18n/english";

const SECRET = "labels-test-signing-secret";
const DELAY_SECONDS = 30;
const log = createLogger("silent");

describe.each(testDatabases)("shipping labels on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertStorageFixture });
  const clock = manualClock();
  let uploadDir: string;
  let server: StorageTestServer;
  let store: LocalObjectStore;
  const env = () => ({ UPLOAD_DIR: uploadDir, UPLOAD_SIGNING_SECRET: SECRET, LABEL_READY_DELAY_SECONDS: String(DELAY_SECONDS) });

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), "portal-labels-"));
    store = new LocalObjectStore({ root: uploadDir, secret: SECRET });
    server = await startStorageTestServer({ db: database.db, env: env(), now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const label = async (subdomain: string, query: string) => {
    const answer = await server.call(subdomain, `/api/v1/shipping-label${query}`);
    return { answer, envelope: answer.json<Envelope<ShippingLabelResult | null>>() };
  };

  test("pending until the worker has rendered it, then a link that downloads a real PDF", async () => {
    const first = await label("alpha", "?waybill=ALPHA-1");
    expect(first.answer.status).toBe(202);
    expect(first.answer.headers["retry-after"]).toBe("30");
    const readyAt = new Date(clock.now().getTime() + DELAY_SECONDS * 1000).toISOString();
    expect(first.envelope).toEqual({ meta: { success: true, status: 202, message: "" }, result: { status: "pending", url: null, ready_at: readyAt } });

    const worker = createLabelWorker({ db: database.db, store, log, now: clock.now });
    expect(await worker.runOnce()).toBe(0);
    clock.advance(10);
    expect((await label("alpha", "?waybill=ALPHA-1")).envelope.result).toEqual({ status: "pending", url: null, ready_at: readyAt });

    clock.advance(DELAY_SECONDS);
    expect(await worker.runOnce()).toBe(1);
    const ready = await label("alpha", "?waybill=ALPHA-1");
    expect(ready.answer.status).toBe(200);
    expect(ready.envelope.result?.status).toBe("ready");
    const url = ready.envelope.result?.url ?? "";
    expect(url).toMatch(new RegExp(`^http://alpha\\.localhost:${server.port}/api/v1/labels/alpha/[0-9a-f-]+\\.pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`));

    const file = await server.fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(file.body);
    expect(pdf.getTitle()).toBe("Shipping label ALPHA-1");
    expect(pdf.getSubject()).toBe("Swift Couriers AWB ALPHA-1, order AL-1001");
    expect(pdf.getCreator()).toBe("Alpha Apparel");
  });

  test("label links are signed and expire", async () => {
    const { envelope } = await label("alpha", "?waybill=ALPHA-1");
    const url = new URL(envelope.result?.url ?? "");
    url.searchParams.set("signature", "f".repeat(64));
    expect((await server.fetch(url.href)).status).toBe(403);
    const other = new URL(envelope.result?.url ?? "");
    other.pathname = other.pathname.replace(/[^/]+\.pdf$/, "someone-else.pdf");
    expect((await server.fetch(other.href)).status).toBe(403);
    // A signed link works on its own brand's host only.
    const onBeta = (envelope.result?.url ?? "").replace("alpha.localhost", "beta.localhost");
    expect(onBeta).toContain("beta.localhost");
    expect((await server.fetch(onBeta)).status).toBe(403);
    clock.advance(3601);
    const expired = await server.fetch(envelope.result?.url ?? "");
    expect([expired.status, expired.json<Envelope<null>>().meta.message]).toEqual([
      403,
      "This label link has expired or is not valid. Please download the label again.",
    ]);
    // Asking again gives a fresh link.
    expect((await server.fetch((await label("alpha", "?waybill=ALPHA-1")).envelope.result?.url ?? "")).status).toBe(200);
  });

  test("a job survives a restart: a new server and a new worker finish it", async () => {
    expect((await label("alpha", "?waybill=ALPHA-R1")).answer.status).toBe(202);
    await server.close();
    server = await startStorageTestServer({ db: database.db, env: env(), now: clock.now });
    clock.advance(DELAY_SECONDS);
    const afterRestart = createLabelWorker({ db: database.db, store, log, now: clock.now });
    expect(await afterRestart.runOnce()).toBe(1);
    const { envelope } = await label("alpha", "?waybill=ALPHA-R1");
    expect(envelope.result?.status).toBe("ready");
    const pdf = await PDFDocument.load((await server.fetch(envelope.result?.url ?? "")).body);
    expect(pdf.getTitle()).toBe("Shipping label ALPHA-R1");
  });

  test("a job whose worker died mid-render is taken over by another instance", async () => {
    const job = await findOrCreateLabelJob(database.db, { id: "dead-claim", brandId: "b-alpha", waybill: "ALPHA-2", now: clock.now(), delaySeconds: 0 });
    expect(await claimLabelJob(database.db, { id: job.id, seenToken: null, newToken: "crashed-replica", now: clock.now(), staleBefore: FIXTURE_TIME })).toBe(
      true,
    );
    const successor = createLabelWorker({ db: database.db, store, log, now: clock.now, staleAfterMs: 60_000 });
    expect(await successor.runOnce()).toBe(0);
    expect((await label("alpha", "?waybill=ALPHA-2")).envelope.result?.status).toBe("pending");
    clock.advance(61);
    expect(await successor.runOnce()).toBe(1);
    expect((await label("alpha", "?waybill=ALPHA-2")).envelope.result?.status).toBe("ready");
  });

  test("a job whose worker died mid-render resumes within seconds under the default stale timeout", async () => {
    const job = await findOrCreateLabelJob(database.db, { id: "died-mid-render", brandId: "b-alpha", waybill: "ALPHA-3", now: clock.now(), delaySeconds: 0 });
    // A worker that claims the job and never finishes rendering: its process died.
    let rendering = (): void => undefined;
    const claimed = new Promise<void>((resolve) => (rendering = resolve));
    const dead = createLabelWorker({ db: database.db, store, log, now: clock.now, render: () => (rendering(), new Promise<never>(() => undefined)) });
    void dead.runOnce();
    await claimed;
    expect((await findLabelJob(database.db, job.id))?.claimToken).toMatch(new RegExp(`^${dead.id}:`));

    // A restarted server's worker, with nothing injected but the clock: one poll a second.
    const successor = createLabelWorker({ db: database.db, store, log, now: clock.now });
    let waited = 0;
    while ((await successor.runOnce()) === 0 && waited < 30) {
      clock.advance(1);
      waited += 1;
    }
    // Taken at the first poll after the claim is 10 s old: not a live render's, not minutes.
    expect(waited).toBeLessThanOrEqual(15);
    expect(waited).toBe(DEFAULT_STALE_AFTER_MS / 1000 + 1);
    expect((await label("alpha", "?waybill=ALPHA-3")).envelope.result?.status).toBe("ready");
  });

  test("a brand with the security check needs the shipment's key; unknown or other brands' waybills are not found", async () => {
    const unknown = await label("beta", "?waybill=BETA-NOPE&security_key=wrong");
    expect(unknown.envelope.meta).toEqual({ success: false, status: 404, message: englishTextOf(STORAGE_MESSAGE.notShipped) });
    // A missing or wrong key answers exactly as an unknown waybill: status and body.
    for (const query of ["?waybill=BETA-1", "?waybill=BETA-1&security_key=wrong"]) {
      const answer = await label("beta", query);
      expect([answer.answer.status, answer.envelope]).toEqual([unknown.answer.status, unknown.envelope]);
    }
    expect((await label("beta", "?waybill=BETA-1&security_key=sk-beta-1")).answer.status).toBe(202);
    expect((await label("alpha", "?waybill=BETA-1")).answer.status).toBe(404);
    expect((await label("alpha", "?waybill=NOPE")).envelope.meta.status).toBe(404);
    expect((await label("nobody", "?waybill=ALPHA-1")).answer.status).toBe(404);
    expect((await label("alpha", "")).envelope.meta).toEqual({ success: false, status: 400, message: "waybill is required." });
  });
});

describe.each(testDatabases)("shipping labels that fail on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertStorageFixture });
  const clock = manualClock();
  const server = useStorageTestServer(database, { env: (uploadDir) => ({ UPLOAD_DIR: uploadDir, LABEL_READY_DELAY_SECONDS: "0" }), now: clock.now });

  test("are reported once as failed, and asking again queues them again", async () => {
    const ask = async () => (await server.call("alpha", "/api/v1/shipping-label?waybill=ALPHA-1")).json<Envelope<ShippingLabelResult>>();
    expect((await ask()).result.status).toBe("pending");
    const broken = createLabelWorker({
      db: database.db,
      store: new LocalObjectStore({ root: server.uploadDir, secret: "unused-secret-1234" }),
      log,
      now: clock.now,
      maxAttempts: 1,
      render: async () => {
        throw new Error("printer on fire");
      },
    });
    expect(await broken.runOnce()).toBe(0);
    expect(await ask()).toEqual({
      meta: { success: true, status: 200, message: "The label could not be made. Asking again will try once more." },
      result: { status: "failed", url: null, ready_at: null },
    });
    expect((await ask()).result.status).toBe("pending");
  });
});
