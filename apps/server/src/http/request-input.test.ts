import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sendFail, sendOk } from "./envelope.ts";
import { INPUT_MESSAGE } from "@portal/core/messages";
import { parseJsonBytes, readJsonBody, readQuery } from "./request-input.ts";
import { englishTextOf } from "@portal/i18n/english";

const NameSchema = v.object({ name: v.pipe(v.string(), v.minLength(1, "name is required.")) });
const LIMIT = 1024;

function echoApp(): Hono {
  const app = new Hono();
  app.get("/q", (c) => {
    const query = readQuery(c, NameSchema);
    return query.ok ? sendOk(c, query.value) : sendFail(c, query.status, query.message);
  });
  app.post("/b", async (c) => {
    const body = await readJsonBody(c, NameSchema, LIMIT);
    return body.ok ? sendOk(c, body.value) : sendFail(c, body.status, body.message);
  });
  return app;
}

let server: ReturnType<typeof serve>;
let port = 0;
beforeAll(async () => {
  server = await new Promise((resolve) => {
    const started = serve({ fetch: echoApp().fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  message: string;
}

/** Sends `chunks` (produced lazily) as a chunked or fixed-length body and resolves with the first answer. */
function post(chunks: Iterable<Uint8Array | string>, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port, path: "/b", method: "POST", headers: { "content-type": "application/json", ...headers } },
      (incoming) => {
        const parts: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => parts.push(chunk));
        incoming.on("end", () => {
          const body = JSON.parse(Buffer.concat(parts).toString()) as { meta: { message: string } };
          resolve({ status: incoming.statusCode ?? 0, message: body.meta.message });
        });
      },
    );
    // The server may hang up mid-upload once it has answered: that is the point, not a failure.
    outgoing.on("error", (error) => (answered ? undefined : reject(error)));
    let answered = false;
    outgoing.on("response", () => (answered = true));
    const iterator = chunks[Symbol.iterator]();
    const pump = (): void => {
      for (;;) {
        if (answered || outgoing.destroyed) return void outgoing.end();
        const next = iterator.next();
        if (next.done) return void outgoing.end();
        if (!outgoing.write(next.value)) return void outgoing.once("drain", pump);
      }
    };
    pump();
  });
}

function* megabytes(count: number): Generator<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024).fill(0x20);
  for (let index = 0; index < count; index++) yield chunk;
}

describe("reading a JSON body", () => {
  test("a valid body within the limit is read", async () => {
    expect(await post([JSON.stringify({ name: "Asha" })])).toEqual({ status: 200, message: "" });
  });

  test("a declared length over the limit is refused with 413 before reading", async () => {
    const body = JSON.stringify({ name: "x".repeat(LIMIT) });
    expect(await post([body], { "content-length": String(Buffer.byteLength(body)) })).toEqual({
      status: 413,
      message: englishTextOf(INPUT_MESSAGE.bodyTooLarge),
    });
  });

  test("a chunked body is refused with 413 once it passes the limit", async () => {
    expect(await post(['{"name":"', "x".repeat(LIMIT), '"}'])).toEqual({ status: 413, message: englishTextOf(INPUT_MESSAGE.bodyTooLarge) });
  });

  test("a 300 MB body is refused after the limit with memory flat", async () => {
    const before = process.memoryUsage().rss;
    const answer = await post(megabytes(300));
    const grown = process.memoryUsage().rss - before;
    expect(answer).toEqual({ status: 413, message: englishTextOf(INPUT_MESSAGE.bodyTooLarge) });
    expect(grown).toBeLessThan(64 * 1024 * 1024);
  });

  test.each<[string, string, string]>([
    ["not JSON", "{name:", englishTextOf(INPUT_MESSAGE.bodyNotJson)],
    ["a JSON array", "[1]", englishTextOf(INPUT_MESSAGE.bodyNotJson)],
    ["JSON null", "null", englishTextOf(INPUT_MESSAGE.bodyNotJson)],
    ["an empty body", "", englishTextOf(INPUT_MESSAGE.bodyNotJson)],
    ["a NUL in a value", JSON.stringify({ name: "A\u0000" }), englishTextOf(INPUT_MESSAGE.nul)],
    ["a NUL in a key", JSON.stringify({ name: "A", ["x\u0000"]: 1 }), englishTextOf(INPUT_MESSAGE.nul)],
    ["a control character deep inside", JSON.stringify({ name: "A", list: [{ note: "bell\u0007" }] }), englishTextOf(INPUT_MESSAGE.control)],
    ["a schema mismatch", JSON.stringify({ name: "" }), "name is required."],
  ])("%s answers 400 with a clear message", async (_name, body, message) => {
    expect(await post([body])).toEqual({ status: 400, message });
  });

  test("invalid UTF-8 is not JSON", async () => {
    expect(await post([Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d])])).toEqual({ status: 400, message: englishTextOf(INPUT_MESSAGE.bodyNotJson) });
  });

  test("tabs and line breaks in text are kept", async () => {
    expect(await post([JSON.stringify({ name: "line one\nline\ttwo\r\n" })])).toEqual({ status: 200, message: "" });
  });
});

describe("reading a query", () => {
  const get = async (query: string): Promise<Answer> => {
    const response = await fetch(`http://127.0.0.1:${port}/q?${query}`);
    const body = (await response.json()) as { meta: { message: string } };
    return { status: response.status, message: body.meta.message };
  };

  test.each<[string, string, number, string]>([
    ["a valid query", "name=Asha", 200, ""],
    ["a NUL", "name=A%00", 400, englishTextOf(INPUT_MESSAGE.nul)],
    ["an escape character", "name=A%1B", 400, englishTextOf(INPUT_MESSAGE.control)],
    ["a missing field", "", 400, "name is required."],
  ])("%s", async (_name, query, status, message) => {
    expect(await get(query)).toEqual({ status, message });
  });
});

describe("parsing a body read as bytes (a webhook's, checked against its signature first)", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  test("any JSON value is a document; the caller's schema decides its shape", () => {
    expect(parseJsonBytes(bytes('[1, "two"]'))).toEqual({ ok: true, value: [1, "two"] });
  });

  test.each<[string, Uint8Array, string]>([
    ["not JSON", bytes("{"), "bodyNotJson"],
    ["not UTF-8", Uint8Array.from([0x22, 0xff, 0x22]), "bodyNotJson"],
    ["a NUL in a key", bytes('{"a\\u0000": 1}'), "nul"],
    ["an escape character in a nested string", bytes('{"a": ["\\u001b"]}'), "control"],
  ])("%s is a 400 naming its problem", (_name, body, problem) => {
    expect(parseJsonBytes(body)).toMatchObject({ ok: false, status: 400, problem });
  });
});
