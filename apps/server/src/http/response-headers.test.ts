import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, test } from "vitest";
import { setAnswerHeader } from "./response-headers.ts";

let server: ServerType;
let base = "";
beforeAll(async () => {
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    setAnswerHeader(c, "X-Added", "after");
  });
  app.get("/json", (c) => c.json({ ok: true }));
  // A redirect Response's headers are immutable (Fetch standard): the fallback path.
  app.get("/redirect", () => Response.redirect("http://example.test/next", 302));
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("adds the header to an answer a handler already made, body intact", async () => {
  const answer = await fetch(`${base}/json`);
  expect(answer.headers.get("x-added")).toBe("after");
  expect(answer.headers.get("content-length")).toBe(String('{"ok":true}'.length));
  expect(await answer.json()).toEqual({ ok: true });
});

test("an answer whose headers cannot change in place still gets it", async () => {
  expect(() => Response.redirect("http://example.test/next", 302).headers.set("x-try", "1")).toThrow(TypeError);
  const answer = await fetch(`${base}/redirect`, { redirect: "manual" });
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toBe("http://example.test/next");
  expect(answer.headers.get("x-added")).toBe("after");
});
