import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { createPortalApiClient, type PortalApiClientOptions } from "./client.ts";
import { failEnvelope, okEnvelope } from "./envelope.ts";

interface SeenRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: string;
}

type Handler = (req: SeenRequest, res: ServerResponse) => void | Promise<void>;

interface LocalServer {
  baseUrl: string;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A real HTTP server on a free loopback port; every request is recorded. */
async function startServer(handler: Handler): Promise<LocalServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const request: SeenRequest = {
        method: req.method ?? "",
        url: new URL(req.url ?? "/", "http://local"),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      seen.push(request);
      void handler(request, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const scan = (code: number, timestamp: string) => ({
  code,
  status: "x",
  description: "d",
  location: "Pune",
  remark: "",
  timestamp,
});

const trackingEntry = {
  latest_status: scan(5, "2024-05-02T10:00:00Z"),
  scans: [scan(1, "2024-05-01T10:00:00Z"), scan(5, "2024-05-02T10:00:00Z")],
  cp_name: "Fast Courier",
  cp_id: 3,
  security_key_valid: true,
};

function clientFor(server: LocalServer, extra: Partial<PortalApiClientOptions> = {}) {
  return createPortalApiClient({
    trackingBaseUrl: server.baseUrl,
    opsBaseUrl: server.baseUrl,
    retryDelayMs: () => 1,
    ...extra,
  });
}

describe("portal API client against a local HTTP server", () => {
  test("trackOrder sends the query to /api/v1/track-order and returns the typed result", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ W1: trackingEntry })));
    const result = await clientFor(server).trackOrder({ waybill: "W1", cp_id: "3", security_key: "K" });

    expect(server.seen).toHaveLength(1);
    const [req] = server.seen;
    expect(req?.method).toBe("GET");
    expect(req?.url.pathname).toBe("/api/v1/track-order");
    expect(Object.fromEntries(req?.url.searchParams ?? [])).toEqual({ waybill: "W1", cp_id: "3", security_key: "K" });
    expect(result.ok).toBe(true);
    if (!result.ok || "shipments" in result.data) throw new Error("expected a waybill lookup");
    expect(result.data["W1"]?.cp_name).toBe("Fast Courier");
    // Defaults fill what the server left out.
    expect(result.data["W1"]?.config.form_status_codes).toEqual([]);
    expect(result.data["W1"]?.enable_security_check).toBe(false);
  });

  test("undefined query values are not sent", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ shipments: [] })));
    await clientFor(server).trackOrder({ order_id: "O1", security_key: undefined });
    expect([...(server.seen[0]?.url.searchParams.keys() ?? [])]).toEqual(["order_id"]);
  });

  test("meta.success false is an api error carrying meta.message", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, failEnvelope(404, "No such order")));
    const result = await clientFor(server).trackOrder({ order_id: "X" });
    expect(result).toEqual({ ok: false, error: { kind: "api", status: 404, message: "No such order" } });
  });

  test("an empty 200 answer raises the status text", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, "All Good");
      res.end();
    });
    const result = await clientFor(server).trackOrder({ waybill: "W" });
    expect(result).toEqual({ ok: false, error: { kind: "invalid-response", status: 200, message: "All Good" } });
  });

  test("a body that is not JSON is an invalid response", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html></html>");
    });
    const result = await clientFor(server).getEdd({ waybill: "W" });
    expect(result.ok ? null : result.error.kind).toBe("invalid-response");
  });

  test("a result of the wrong shape is an invalid response naming the field", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ edd_ui: { message_id: "two", message: "" } })));
    const result = await clientFor(server).getEdd({ waybill: "W" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe("invalid-response");
    expect(result.error.status).toBe(200);
    expect(result.error.message).toContain("edd_ui.message_id");
  });

  test("a body without meta is an invalid response", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, { result: {} }));
    const result = await clientFor(server).getEdd({ waybill: "W" });
    expect(result.ok ? null : result.error.kind).toBe("invalid-response");
  });

  test("HTTP 400 is an http error with the server's message, and is not retried", async () => {
    const server = await startServer((_req, res) => sendJson(res, 400, failEnvelope(400, "waybill is required.")));
    const result = await clientFor(server).trackOrder({ waybill: "" });
    expect(result).toEqual({ ok: false, error: { kind: "http", status: 400, message: "waybill is required." } });
    expect(server.seen).toHaveLength(1);
  });

  test("an HTTP error without a body raises the status text", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(503, "Service Unavailable");
      res.end();
    });
    const result = await clientFor(server, { retryLimit: 0 }).trackOrder({ waybill: "W" });
    expect(result).toEqual({ ok: false, error: { kind: "http", status: 503, message: "Service Unavailable" } });
  });

  test("GET is retried on a 5xx and then succeeds", async () => {
    let calls = 0;
    const server = await startServer((_req, res) => {
      calls += 1;
      if (calls < 3) sendJson(res, 502, {});
      else sendJson(res, 200, okEnvelope({ courier_rating: 4, comment: "ok" }));
    });
    const result = await clientFor(server, { retryLimit: 2 }).getCourierRating({ tracking_id: "T" });
    expect(calls).toBe(3);
    expect(result).toEqual({ ok: true, data: { courier_rating: 4, comment: "ok" } });
  });

  test("GET gives up after the retry limit", async () => {
    const server = await startServer((_req, res) => sendJson(res, 500, { message: "boom" }));
    const result = await clientFor(server, { retryLimit: 1 }).getCourierRating({ tracking_id: "T" });
    expect(server.seen).toHaveLength(2);
    expect(result).toEqual({ ok: false, error: { kind: "http", status: 500, message: "boom" } });
  });

  test.each([
    ["POST", (c: ReturnType<typeof clientFor>) => c.saveCourierRating({ tracking_id: "T" }, { courier_rating: 9 })],
    ["PUT", (c: ReturnType<typeof clientFor>) => c.saveTrackingFeed({ tracking_id: "T" }, { issue_id: 1 }, { update: true })],
  ])("%s is never retried", async (method, run) => {
    const server = await startServer((_req, res) => sendJson(res, 503, {}));
    const result = await run(clientFor(server, { retryLimit: 3 }));
    expect(server.seen.map((r) => r.method)).toEqual([method]);
    expect(result.ok ? null : result.error.kind).toBe("http");
  });

  test("saveTrackingFeed posts JSON, or puts it when updating", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope(null)));
    const client = clientFor(server);
    const body = { issue_id: 1, preferred_date: "2024-05-03" };
    expect((await client.saveTrackingFeed({ tracking_id: "T", security_key: "K" }, body)).ok).toBe(true);
    expect((await client.saveTrackingFeed({ tracking_id: "T" }, body, { update: true })).ok).toBe(true);
    expect(server.seen.map((r) => [r.method, r.url.pathname])).toEqual([
      ["POST", "/api/v1/tracking-feed"],
      ["PUT", "/api/v1/tracking-feed"],
    ]);
    expect(JSON.parse(server.seen[0]?.body ?? "")).toEqual(body);
    expect(server.seen[0]?.headers["content-type"]).toContain("application/json");
    expect(server.seen[0]?.url.searchParams.get("security_key")).toBe("K");
    // Each submit attempt carries its own Idempotency-Key; reads carry none.
    const keys = server.seen.map((r) => r.headers["idempotency-key"]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
    await client.getEdd({ waybill: "W" });
    expect(server.seen[2]?.headers["idempotency-key"]).toBeUndefined();
  });

  test("a slow answer is a timeout; GET retries it first", async () => {
    const server = await startServer((_req, res) => {
      setTimeout(() => sendJson(res, 200, okEnvelope({ edd_ui: null })), 400);
    });
    const result = await clientFor(server, { timeoutMs: 50, retryLimit: 1 }).getEdd({ waybill: "W" });
    expect(result.ok ? null : result.error.kind).toBe("timeout");
    expect(server.seen).toHaveLength(2);
  });

  test("the total time-out bounds the whole call", async () => {
    const server = await startServer((_req, res) => {
      setTimeout(() => sendJson(res, 200, okEnvelope({ edd_ui: null })), 400);
    });
    const started = Date.now();
    const result = await clientFor(server, { timeoutMs: 5_000, totalTimeoutMs: 80 }).getEdd({ waybill: "W" });
    expect(result.ok ? null : result.error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(380);
  });

  test("a refused connection is a network error", async () => {
    const server = await startServer(() => undefined);
    await server.close();
    const result = await clientFor(server, { retryLimit: 0 }).trackOrder({ waybill: "W" });
    expect(result.ok ? null : result.error.kind).toBe("network");
  });

  test("calls go to their own host: tracking calls to tracking, return calls to ops", async () => {
    const tracking = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ edd_ui: null })));
    const ops = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ return_reasons: [{ id: 1, name: "Too small" }] })));
    const client = createPortalApiClient({ trackingBaseUrl: tracking.baseUrl, opsBaseUrl: `${ops.baseUrl}/` });
    expect((await client.getEdd({ order_id: "O" })).ok).toBe(true);
    const reasons = await client.getReturnReasons({ domain: "acme" });
    // An answer without translations (a server from before) reads as none: the default name everywhere.
    expect(reasons.ok && reasons.data.return_reasons[0]).toEqual({
      id: 1,
      name: "Too small",
      translations: {},
      active: true,
      imageRequired: false,
      imageQuantity: 0,
    });
    expect(tracking.seen.map((r) => r.url.pathname)).toEqual(["/api/v1/edd"]);
    expect(ops.seen.map((r) => r.url.pathname)).toEqual(["/api/v1/return-reasons"]);
  });

  test("a base URL with a path keeps it", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ edd_ui: null })));
    await clientFor(server, { trackingBaseUrl: `${server.baseUrl}/portal` }).getEdd({ waybill: "W" });
    expect(server.seen[0]?.url.pathname).toBe("/portal/api/v1/edd");
  });

  test("logins succeed only on HTTP 200 with a sub_token, keeping every field", async () => {
    let status = 200;
    const server = await startServer((_req, res) => sendJson(res, status, { sub_token: "S", username: "amy", org: 7 }));
    const client = clientFor(server);
    const ok = await client.returnLogin({ domain: "acme", reference_number: "R1" });
    expect(ok).toEqual({ ok: true, data: { sub_token: "S", username: "amy", org: 7 } });
    expect(server.seen[0]?.url.pathname).toBe("/api/v1/return-login");

    status = 201;
    const created = await client.adminLogin({ username: "amy", password: "pw" });
    expect(created.ok ? null : created.error).toMatchObject({ kind: "http", status: 201 });
    expect(server.seen[1]?.url.pathname).toBe("/api/v1/login");
  });

  test("a login answer without sub_token fails", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, { message: "wrong password" }));
    const result = await clientFor(server).adminLogin({ username: "amy", password: "x" });
    expect(result.ok ? null : result.error.kind).toBe("invalid-response");
  });

  test("fetch-variants also needs meta.status 200", async () => {
    let metaStatus = 200;
    const server = await startServer((_req, res) =>
      sendJson(res, 200, { meta: { success: true, status: metaStatus, message: "" }, result: { dataList: [{ id: 5, inventory_quantity: 2 }] } }),
    );
    const client = clientFor(server);
    const ok = await client.getVariants({ domain: "acme", itemInfoId: "9" });
    expect(ok).toEqual({ ok: true, data: { dataList: [{ id: 5, title: "", inventory_quantity: 2 }] } });
    metaStatus = 202;
    const notOk = await client.getVariants({ domain: "acme", itemInfoId: "9" });
    expect(notOk.ok ? null : notOk.error).toMatchObject({ kind: "api", status: 202 });
  });

  test("updateTheme sends the admin token", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope(null)));
    const result = await clientFor(server).updateTheme({ subdomain: "acme" }, { name: "Acme" }, "TOKEN");
    expect(result.ok).toBe(true);
    expect(server.seen[0]?.headers["authorization"]).toBe("Bearer TOKEN");
    expect(server.seen[0]?.url.pathname).toBe("/api/v1/update-theme");
  });

  test("place search reads the maps service's plain answer", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, { data: { predictions: [{ description: "MG Road, Pune", place_id: "p1" }] } }));
    const result = await clientFor(server).searchPlaces({ query: "MG Ro" });
    expect(result).toEqual({ ok: true, data: { data: { predictions: [{ description: "MG Road, Pune", place_id: "p1" }] } } });
  });

  test("a custom fetch is used", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ edd_ui: null })));
    const urls: string[] = [];
    const result = await clientFor(server, {
      fetch: (input, init) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    }).getEdd({ waybill: "W" });
    expect(result.ok).toBe(true);
    expect(urls).toEqual([`${server.baseUrl}/api/v1/edd?waybill=W`]);
  });

  test("extra headers go with every call", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ edd_ui: null })));
    await clientFor(server, { headers: { "x-brand": "acme" } }).getEdd({ waybill: "W" });
    expect(server.seen[0]?.headers["x-brand"]).toBe("acme");
  });

  test("the page's language goes as Accept-Language, read at each call", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ edd_ui: null })));
    let language = "ar";
    const client = clientFor(server, { language: () => language });
    await client.getEdd({ waybill: "W" });
    language = "ta";
    await client.getEdd({ waybill: "W" });
    expect(server.seen.map((r) => r.headers["accept-language"])).toEqual(["ar", "ta"]);
  });
});

describe("uploads to a pre-signed URL", () => {
  test("posts the fields before the file and succeeds on 204 with the stored URL", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const client = clientFor(server);
    const post = { url: `${server.baseUrl}/bucket`, fields: { key: "returns/a b.png", policy: "P" } };
    const result = await client.uploadFile(post, new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), "a.png");
    expect(result).toEqual({ ok: true, data: { url: `${server.baseUrl}/bucket/returns/a%20b.png` } });
    const [req] = server.seen;
    expect(req?.method).toBe("POST");
    expect(req?.headers["content-type"]).toContain("multipart/form-data");
    const body = req?.body ?? "";
    expect(body.indexOf('name="key"')).toBeLessThan(body.indexOf('name="file"'));
    expect(body.indexOf('name="policy"')).toBeLessThan(body.indexOf('name="file"'));
    expect(body).toContain('filename="a.png"');
  });

  test.each([200, 403])("status %i is a failure", async (status) => {
    const server = await startServer((_req, res) => {
      res.writeHead(status, { "content-type": "text/plain" });
      res.end(status === 403 ? "AccessDenied" : "");
    });
    const result = await clientFor(server).uploadFile({ url: `${server.baseUrl}/b`, fields: {} }, new Blob(["x"]));
    expect(result.ok ? null : result.error).toMatchObject({ kind: "http", status });
    expect(server.seen).toHaveLength(1);
  });

  test("getUploadUrl reads url and fields", async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, okEnvelope({ url: "https://s3.example.com/b", fields: { key: "k" } })));
    const result = await clientFor(server).getUploadUrl({ file_key: "a.png", key: "K" });
    expect(result).toEqual({ ok: true, data: { url: "https://s3.example.com/b", fields: { key: "k" } } });
    expect(server.seen[0]?.url.pathname).toBe("/api/v1/file-upload");
  });
});
