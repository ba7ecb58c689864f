import { request, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setBrandApiKeyHash } from "@portal/db/repositories/import-api-keys";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { generateBrandApiKey, hashBrandApiKey } from "../../../import/brand-api-key.ts";
import { acmeDocument } from "../../../import/import-test-documents.ts";
import { useAppTestServer } from "../../../testing/http-test-server.ts";
import { ACME_HOST, BASE_DOMAIN, NOW, ZULU_HOST, insertAdminFixtures, testEnv } from "../../../testing/admin-test-fixtures.ts";
import { LocalShipmentChanges } from "../../../live/shipment-changes.ts";
import { PostgresShipmentChanges } from "../../../live/postgres-shipment-changes.ts";
import { createLogger } from "../../../log/logger.ts";

/** One open live-tracking stream over real HTTP, read event by event. */
interface OpenStream {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
  /** Resolves with the first event of that name not read yet (waits for state, not time). */
  next(event: string): Promise<{ id: string | undefined; data: string }>;
  close(): void;
}

function openStream(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, headers: { ...headers, host, accept: "text/event-stream" } }, (incoming) => {
      let buffer = "";
      const events: Array<{ event: string; id: string | undefined; data: string }> = [];
      const waiting: Array<() => void> = [];
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block.split("\n").flatMap((line) => (line.startsWith(":") ? [] : [[line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]])),
          );
          if (fields.event) events.push({ event: fields.event, id: fields.id, data: fields.data ?? "" });
        }
        for (const wake of waiting.splice(0)) wake();
      });
      const streamed = incoming.headers["content-type"]?.startsWith("text/event-stream");
      const stream: OpenStream = {
        status: incoming.statusCode ?? 0,
        headers: incoming.headers,
        body: "",
        next: (event) =>
          new Promise((found, failed) => {
            const look = () => {
              const index = events.findIndex((e) => e.event === event);
              if (index >= 0) {
                const [hit] = events.splice(index, 1);
                return found({ id: hit!.id, data: hit!.data });
              }
              if (incoming.complete) return failed(new Error(`the stream ended before "${event}"`));
              waiting.push(look);
            };
            incoming.once("end", () => waiting.splice(0).forEach((wake) => wake()));
            look();
          }),
        close: () => outgoing.destroy(),
      };
      if (streamed) resolve(stream);
      else incoming.on("end", () => resolve({ ...stream, body: buffer })).resume();
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const PATH = "/api/v1/live-tracking?waybill=ACME-1001";

describe.each(testDatabases)("GET /api/v1/live-tracking on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertAdminFixtures });
  const changes = new LocalShipmentChanges();
  const server = useAppTestServer(target, database, () => ({ env: testEnv(), now: () => NOW, shipmentChanges: changes }));
  let acmeKey: string;
  const ingest = async (document: unknown) => {
    const response = await server.fetch(BASE_DOMAIN, "/api/v1/ingest", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${acmeKey}` },
      body: JSON.stringify(document),
    });
    expect(response.status).toBe(200);
  };
  const shipmentsOnly = (scans: number) => ({ ...acmeDocument({ scans }), brands: [] });

  beforeAll(async () => {
    if (target.skipReason) return;
    acmeKey = generateBrandApiKey();
    await setBrandApiKeyHash(database.db, "b-acme", hashBrandApiKey(acmeKey));
    await ingest(shipmentsOnly(3));
  });

  test("an open page's stream hears of a new scan the moment it is ingested, once, with the shipment's version", async () => {
    const stream = await openStream(server.port, ACME_HOST, PATH, { "accept-encoding": "br, gzip" });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers["cache-control"]).toBe("no-store, no-transform");
      expect(stream.headers["x-accel-buffering"]).toBe("no");
      expect(stream.headers["content-encoding"]).toBeUndefined();
      await expect.poll(() => changes.listeners).toBe(1);
      await ingest(shipmentsOnly(4));
      const changed = await stream.next("changed");
      const stored = await database.db.selectFrom("shipments").select("updated_at").where("waybill", "=", "ACME-1001").executeTakeFirstOrThrow();
      expect(changed.id).toBe(`4-${stored.updated_at}`);
    } finally {
      stream.close();
    }
    await expect.poll(() => changes.listeners).toBe(0);
  });

  test("a reconnect with an older Last-Event-ID is told at once", async () => {
    const stale = await openStream(server.port, ACME_HOST, PATH, { "last-event-id": "1-2000-01-01T00:00:00.000Z" });
    try {
      expect((await stale.next("changed")).id).toMatch(/^\d+-20\d\d-/);
    } finally {
      stale.close();
    }
  });

  test("delivered: the stream says changed, then end, and closes; a new one gets 204", async () => {
    const stream = await openStream(server.port, ACME_HOST, PATH);
    try {
      await expect.poll(() => changes.listeners).toBe(1);
      const delivered = shipmentsOnly(4);
      delivered.shipments![0]!.scans!.push({ code: 8, status: "Delivered", description: "Delivered", location: "Pune", timestamp: "2026-11-21T10:00:00Z" });
      await ingest(delivered);
      await stream.next("changed");
      await stream.next("end");
    } finally {
      stream.close();
    }
    const again = await openStream(server.port, ACME_HOST, PATH);
    expect(again.status).toBe(204);
  });

  test("no stream for what track-order would not show: unknown waybill, another brand's host, a key brand without its key", async () => {
    for (const [host, path] of [
      [ACME_HOST, "/api/v1/live-tracking?waybill=NOPE-1"],
      [ZULU_HOST, PATH],
      [ACME_HOST, "/api/v1/live-tracking"],
    ] as const) {
      const answer = await openStream(server.port, host, path);
      expect({ host, path, status: answer.status, type: answer.headers["content-type"] }).toMatchObject({ status: 400, type: expect.stringContaining("json") });
    }
    await database.db.updateTable("brands").set({ security_check_enabled: 1 }).where("id", "=", "b-acme").execute();
    try {
      const keyless = await openStream(server.port, ACME_HOST, "/api/v1/live-tracking?waybill=ACME-1001&security_key=wrong");
      expect(keyless.status).toBe(400);
      expect(keyless.body).not.toContain("ACME-1001");
    } finally {
      await database.db.updateTable("brands").set({ security_check_enabled: 0 }).where("id", "=", "b-acme").execute();
    }
  });
});

describe.each(testDatabases.filter((t) => t.dialect === "postgres"))("shipment changes across replicas on $label", (target) => {
  const database = useTestDatabase(target);
  const replicas: PostgresShipmentChanges[] = [];
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
  });

  test("a change published by one replica reaches the other's listeners, and its own", async () => {
    const url = database.config.databaseUrl!;
    const log = createLogger("silent");
    const [a, b] = [await PostgresShipmentChanges.start(url, log), await PostgresShipmentChanges.start(url, log)];
    replicas.push(a!, b!);
    const heard: string[] = [];
    a!.subscribe({ brandId: "b-1", waybill: "W-1" }, () => heard.push("a"));
    b!.subscribe({ brandId: "b-1", waybill: "W-1" }, () => heard.push("b"));
    b!.subscribe({ brandId: "b-1", waybill: "OTHER" }, () => heard.push("other"));
    b!.publish([{ brandId: "b-1", waybill: "W-1" }]);
    await expect.poll(() => [...heard].sort()).toEqual(["a", "b"]);
    // Hundreds of waybills at once go in several notifications, none lost.
    const many = Array.from({ length: 600 }, (_, i) => ({ brandId: "b-1", waybill: `MANY-${i}` }));
    let count = 0;
    for (const change of many) a!.subscribe(change, () => (count += 1));
    b!.publish(many);
    await expect.poll(() => count).toBe(600);
  });
});
