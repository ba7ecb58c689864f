import { once } from "node:events";
import { connect, type AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, expect, test } from "vitest";
import { createPortalServer, MALFORMED_REQUEST_TEXT } from "./portal-server.ts";
import { postUnfinishedBody } from "../testing/unfinished-body.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function start(fetch: (request: Request) => Response | Promise<Response>, publicUrl?: string, requestTimeoutSeconds?: number): Promise<number> {
  const server = createPortalServer(fetch, { hostname: "127.0.0.1", publicUrl, ...(requestTimeoutSeconds ? { requestTimeoutSeconds } : {}) });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** One request written as raw bytes (fetch would normalise the path and the Host); the answer's head and body. */
async function raw(port: number, path: string, host: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.end(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  let text = "";
  for await (const chunk of socket) text += String(chunk);
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  return { status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") };
}

test("a backslash path gets a 400 with a line of text and the security headers, not an empty answer", async () => {
  const port = await start(() => new Response("app"), "https://portal.example");
  const answer = await raw(port, "/\\evil.example", "demo.localhost");
  expect(answer.status).toBe(400);
  expect(answer.body).toContain(MALFORMED_REQUEST_TEXT);
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  expect(answer.headers.get("x-frame-options")).toBe("DENY");
  expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'");
  expect(answer.headers.get("strict-transport-security")).toContain("max-age=");
});

test("a Host in capitals reaches the app, in lower case", async () => {
  const port = await start((request) => new Response(new URL(request.url).host));
  const answer = await raw(port, "/en", `DEMO.Localhost:${port}`);
  expect(answer.status).toBe(200);
  expect(answer.body).toContain(`demo.localhost:${port}`);
});

test("a failure that escapes the app is a 500 with the headers, not a request error", async () => {
  const port = await start(() => {
    throw new Error("boom");
  });
  const answer = await raw(port, "/en", "demo.localhost");
  expect(answer.status).toBe(500);
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  expect(answer.body).not.toContain("boom");
});

test("a body that never ends gets 408 and its connection closed within seconds", async () => {
  // The app waits for the whole body, as any JSON call does.
  const port = await start(async (request) => new Response(String((await request.arrayBuffer()).byteLength)), undefined, 2);
  const answer = await postUnfinishedBody(port, { host: "demo.localhost", path: "/api/v1/return-login", waitMs: 6_000 });
  expect(answer.status).toBe(408);
  expect(answer.closed).toBe(true);
  expect(answer.afterMs).toBeLessThan(4_500);
}, 10_000);
