import { request } from "node:http";
import { describe, expect, test } from "vitest";
import { useDemoAppTestServer } from "../testing/http-test-server.ts";
import { INPUT_MESSAGE } from "@portal/core/messages";
import { englishTextOf } from "@portal/i18n/english";

// The audit's attack: four 300 MB bodies to the logins took the server from 1.3 to 2.5 GB.
// Here the whole app over real HTTP gets 300 MB, declared or chunked, and must refuse it
// once past the limit (64 KB), while the process's memory stays flat.

const MB = 1024 * 1024;
const BODY_BYTES = 300 * MB;
/** Sent per write; one buffer reused, so the sender itself holds 1 MB. */
const CHUNK = Buffer.alloc(MB, "a");
/** Far above the 64 KB limit plus socket buffers, far below the body: the refusal came early. */
const REFUSED_WITHIN_BYTES = 32 * MB;
/** Generous: the test process also runs the sender and vitest; holding the body would be 300 MB. */
const MEMORY_GROWTH_BOUND = 100 * MB;

interface Sent {
  status: number;
  body: string;
  /** Bytes written when the answer arrived. */
  sentBeforeAnswer: number;
}

/** POSTs `BODY_BYTES` to the server, with Content-Length or chunked, stopping at the answer. */
function sendHugeBody(port: number, host: string, path: string, framing: "content-length" | "chunked"): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { host, "content-type": "application/json" };
    if (framing === "content-length") headers["content-length"] = String(BODY_BYTES);
    const outgoing = request({ host: "127.0.0.1", port, path, method: "POST", headers }, (incoming) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        outgoing.destroy();
        resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), sentBeforeAnswer });
      });
    });
    // The server may close the connection once it has answered; only an error before the answer counts.
    outgoing.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = (): void => {
      while (!answered && sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!outgoing.write(CHUNK)) {
          outgoing.once("drain", pump);
          return;
        }
      }
      if (!answered) outgoing.end();
    };
    pump();
  });
}

function memory(): { rss: number; heap: number } {
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heap: heapUsed + arrayBuffers };
}

describe("300 MB bodies to the logins, over HTTP to the whole app", () => {
  const server = useDemoAppTestServer({ seededAt: new Date() });

  test.each([
    ["/api/v1/login", "content-length"],
    ["/api/v1/login", "chunked"],
    ["/api/v1/token-auth", "content-length"],
    ["/api/v1/token-auth", "chunked"],
  ] as const)(
    "%s, %s: 413 with the message, once past the limit, memory flat",
    async (path, framing) => {
      const brand = await server.database.db.selectFrom("brands").select("subdomain").orderBy("subdomain").executeTakeFirstOrThrow();
      const host = `${brand.subdomain}.localhost`;
      globalThis.gc?.();
      const before = memory();

      const answer = await sendHugeBody(server.port, host, path, framing);

      globalThis.gc?.();
      const after = memory();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ meta: { success: false, status: 413, message: englishTextOf(INPUT_MESSAGE.bodyTooLarge) } });
      expect(answer.sentBeforeAnswer).toBeLessThan(REFUSED_WITHIN_BYTES);
      expect(after.rss - before.rss).toBeLessThan(MEMORY_GROWTH_BOUND);
      expect(after.heap - before.heap).toBeLessThan(MEMORY_GROWTH_BOUND);
      // The server still answers.
      expect((await server.fetch(host, "/healthz")).status).toBe(200);
    },
    60_000,
  );
});
