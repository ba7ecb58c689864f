import { once } from "node:events";
import { connect, type AddressInfo, type Socket } from "node:net";
import type { Server } from "node:http";
import { afterEach, expect, test, vi } from "vitest";
import { createPortalServer } from "./portal-server.ts";
import { LINGER_MS } from "./linger-unread-close.ts";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A portal server, its port, and the server side of each connection it takes. */
async function start(fetch: (request: Request) => Response | Promise<Response>) {
  const server = createPortalServer(fetch, { hostname: "127.0.0.1", publicUrl: undefined });
  servers.push(server);
  const connections: Socket[] = [];
  server.on("connection", (socket: Socket) => connections.push(socket));
  const answered: Promise<unknown>[] = [];
  server.on("request", (_request, response) => answered.push(once(response, "finish")));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, connections, answered };
}

test("an answer given with the body unread is still there for a client that reads only after the server has answered", async () => {
  const { port, answered } = await start(() => new Response("refused", { status: 401, headers: { Connection: "close" } }));
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  await once(socket, "connect");
  const bodyBytes = 32 * 1024 * 1024;
  socket.write(`POST /api/v1/ingest HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`);
  // Far more than the socket buffers take: the client is still sending when the server answers.
  socket.write(Buffer.alloc(bodyBytes, 0x20));
  await vi.waitFor(() => expect(answered).toHaveLength(1));
  await answered[0];
  // The server has answered and closed its side. This pause is no wait for state: it gives a
  // server that resets (no linger) the time to do so, which would take the unread answer with it.
  await new Promise((resolve) => setTimeout(resolve, 200));
  let text = "";
  let reset = false;
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
  socket.on("error", () => (reset = true));
  await vi.waitFor(() => expect(text.includes("\r\n\r\nrefused") || reset).toBe(true), { timeout: LINGER_MS });
  expect(reset).toBe(false);
  expect(text).toMatch(/^HTTP\/1\.1 401 /);
  socket.destroy();
});

test("a request read whole and answered with Connection: close is closed at once, not held for the linger", async () => {
  const { port, connections } = await start(async (request) => new Response(await request.text(), { headers: { Connection: "close" } }));
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.write(`POST /echo HTTP/1.1\r\nHost: demo.localhost\r\nContent-Length: 5\r\n\r\nhello`);
  let text = "";
  for await (const chunk of socket) text += String(chunk);
  expect(text).toMatch(/hello$/);
  // Half the linger: a socket held for it would still be open.
  await vi.waitFor(() => expect(connections.every((connection) => connection.destroyed)).toBe(true), { timeout: LINGER_MS / 2 });
});
