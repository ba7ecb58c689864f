import { once } from "node:events";
import { connect } from "node:net";

export interface UnfinishedBodyAnswer {
  /** The answer's status, or 0 when the socket closed without one. */
  status: number;
  /** Milliseconds from the first body chunk to the answer (or the close). */
  afterMs: number;
  /** Whether the server closed the connection within `waitMs`. */
  closed: boolean;
}

/**
 * Sends a POST whose chunked body is never finished (one chunk, then silence) and waits up to
 * `waitMs` for the server: an answer that arrives here came before the body was read.
 */
export async function postUnfinishedBody(
  port: number,
  {
    host,
    path,
    headers = {},
    firstChunk = "{",
    waitMs = 5_000,
  }: { host: string; path: string; headers?: Record<string, string>; firstChunk?: string; waitMs?: number },
): Promise<UnfinishedBodyAnswer> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  const head = [`POST ${path} HTTP/1.1`, `Host: ${host}`, "Transfer-Encoding: chunked", ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  const started = Date.now();
  socket.write(`${head.join("\r\n")}\r\n\r\n${Buffer.byteLength(firstChunk).toString(16)}\r\n${firstChunk}\r\n`);
  let text = "";
  let closed = false;
  const answered = new Promise<void>((resolve) => {
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (text.includes("\r\n\r\n")) resolve();
    });
    socket.on("close", () => {
      closed = true;
      resolve();
    });
    socket.on("error", () => resolve());
  });
  const timer = new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref());
  await Promise.race([answered, timer]);
  const afterMs = Date.now() - started;
  if (!closed)
    await Promise.race([once(socket, "close"), new Promise((resolve) => setTimeout(resolve, Math.max(0, waitMs - afterMs)).unref())]).catch(() => undefined);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  const wasClosed = closed || socket.destroyed;
  socket.destroy();
  return { status, afterMs, closed: wasClosed };
}
