import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { verifyStandardWebhook, type WebhookVerdict } from "./verify-standard-webhook.ts";

/** One request the receiver got, verified as it arrived. */
export interface ReceivedWebhook {
  id: string;
  type: string;
  /** The body's data, parsed. */
  data: Record<string, unknown>;
  verdict: WebhookVerdict;
  answered: number | "no answer";
}

/** What the receiver answers a request: a status, or nothing at all (the request hangs). */
export type ReceiverAnswer = number | "hang";

/**
 * A brand's system for the tests: an HTTP server on loopback that verifies every request
 * with the spec's algorithm (verify-standard-webhook.ts) and answers as `answer` says.
 */
export async function startWebhookReceiver(
  /** The whsec_ secret, or a getter when it is known only later (made by the console). */
  secret: string | (() => string),
  answer: (request: { id: string; type: string; seen: number }) => ReceiverAnswer = () => 200,
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const received: ReceivedWebhook[] = [];
  const waiters = new Set<() => void>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const verdict = verifyStandardWebhook(typeof secret === "string" ? secret : secret(), { get: (name) => header(request, name) }, raw, { now: now() });
      const body = JSON.parse(raw) as { id: string; type: string; data: Record<string, unknown> };
      const seen = received.filter((r) => r.id === body.id).length;
      const decided = verdict.ok ? answer({ id: body.id, type: body.type, seen }) : 401;
      received.push({ id: body.id, type: body.type, data: body.data, verdict, answered: decided === "hang" ? "no answer" : decided });
      for (const wake of waiters) wake();
      if (decided === "hang") {
        hanging.add(response);
        return;
      }
      response.writeHead(decided, { "content-type": "text/plain" });
      response.end(decided >= 200 && decided < 300 ? "thanks" : `refused with ${decided}`);
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Resolves once `done(received)` holds, re-checked on every request (no timers). */
    waitFor(done: (all: readonly ReceivedWebhook[]) => boolean): Promise<void> {
      if (done(received)) return Promise.resolve();
      return new Promise((resolve) => {
        const check = () => {
          if (!done(received)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(" ") : value;
}
