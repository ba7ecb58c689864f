import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// Issue 32 item 3: keyless ingest bodies are answered 401 before they are read, so 20
// concurrent 19 MB chunked bodies leave the server's memory where it was, and every client
// still sending reads its 401 (a lingering close, not a reset); a body that never ends is cut
// off with 408 within seconds. On a server of this file's own, so its RSS is its own.

const BODY_BYTES = 19 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
const CONCURRENT = 20;
const RSS_BOUND = 50 * 1024 * 1024;
/**
 * An answer sent before the body was read comes while the client is still near its start:
 * what it has written by then is what loopback's socket buffers (several MB each way) took
 * in, far from the 19 MB a server reading first would wait for.
 */
const ANSWERED_WITHIN_BYTES = 10 * 1024 * 1024;

interface StreamedAnswer {
  status: number;
  sentBeforeAnswer: number;
}

/** Streams a chunked body of `BODY_BYTES` (or until the server answers or hangs up). */
function streamKeylessIngest(port: number): Promise<StreamedAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunk = Buffer.concat([Buffer.from(`${CHUNK_BYTES.toString(16)}\r\n`), Buffer.alloc(CHUNK_BYTES, 0x20), Buffer.from("\r\n")]);
    let sent = 0;
    let answered: StreamedAnswer | undefined;
    let text = "";
    const finish = () => resolve(answered ?? { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), sentBeforeAnswer: sent });
    socket.on("data", (data: Buffer) => {
      text += data.toString("latin1");
      if (!answered && text.includes("\r\n\r\n")) {
        answered = { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), sentBeforeAnswer: sent };
        socket.destroy();
      }
    });
    socket.on("close", finish);
    socket.on("error", () => undefined);
    // One chunk per turn of the event loop, so the answer is read as soon as it arrives (as a
    // browser or HTTP library does): the server then closes the connection, and a client that
    // had not read it by then would lose it to the reset.
    const pump = () => {
      if (answered || socket.destroyed) return;
      if (sent >= BODY_BYTES) return void socket.write("0\r\n\r\n");
      sent += CHUNK_BYTES;
      if (socket.write(chunk)) setImmediate(pump);
      else socket.once("drain", pump);
    };
    socket.on("connect", () => {
      socket.write(`POST /api/v1/ingest HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
      pump();
    });
  });
}

describe("bodies before authentication", () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnServer({ REQUEST_TIMEOUT_SECONDS: "3" });
  });
  afterAll(async () => server?.stop());

  test(`${CONCURRENT} concurrent keyless 19 MB chunked ingest bodies: each 401 before its body is read and read by its client, RSS within 50 MB of idle`, async () => {
    // Warm up with small keyless posts (the first requests' module loading, JIT and statement
    // caches are no body's cost), then take the idle level.
    const smallPost = () =>
      fetch(`http://127.0.0.1:${server.port}/api/v1/ingest`, {
        method: "POST",
        headers: { host: "demo.localhost", "content-type": "application/json" },
        body: "{}",
      });
    for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: CONCURRENT }, smallPost));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = server.rss();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 25);
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => streamKeylessIngest(server.port)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    clearInterval(sampler);
    peak = Math.max(peak, server.rss());

    console.info(
      `idle RSS ${(idle / 2 ** 20).toFixed(1)} MB, peak ${(peak / 2 ** 20).toFixed(1)} MB; answers ${answers.map((a) => a.status).join(",")}; sent before the answer ≤ ${(Math.max(...answers.map((a) => a.sentBeforeAnswer)) / 2 ** 20).toFixed(1)} MB`,
    );
    // Each is refused (401) from its headers, and the connection closed lingering
    // (http/linger-unread-close.ts): a client still sending reads the answer instead of a reset.
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
    for (const answer of answers) expect(answer.sentBeforeAnswer).toBeLessThan(ANSWERED_WITHIN_BYTES);
    expect(peak - idle).toBeLessThan(RSS_BOUND);
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
  }, 120_000);

  test("a body that never ends gets 408 and its connection closed within seconds", async () => {
    const started = Date.now();
    const result = await new Promise<{ status: number; closedAfterMs: number }>((resolve) => {
      const socket = connect(server.port, "127.0.0.1");
      let text = "";
      socket.on("data", (data: Buffer) => (text += data.toString("latin1")));
      socket.on("error", () => undefined);
      socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), closedAfterMs: Date.now() - started }));
      socket.on("connect", () =>
        // The return login reads its body: one chunk, then nothing more, ever.
        socket.write(
          `POST /api/v1/return-login HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n`,
        ),
      );
    });
    expect(result.status).toBe(408);
    // REQUEST_TIMEOUT_SECONDS=3 here, checked every second.
    expect(result.closedAfterMs).toBeLessThan(6_000);
  }, 30_000);
});
