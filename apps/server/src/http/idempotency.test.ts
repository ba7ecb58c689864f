import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApiRouter } from "../api/api-router.ts";
import { ALPHA_RETURN_REQUEST, NOW, insertReturnsFixture } from "../testing/returns-fixtures.ts";
import { fetchAs } from "../testing/host-fetch.ts";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { loadEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import { IDEMPOTENCY_MESSAGE } from "./idempotency.ts";

// The whole API as the server mounts it, over real HTTP, with POST return-request as the
// creating call: the double-submit that used to create one return per click.

const RETURN_REQUEST = ALPHA_RETURN_REQUEST;

describe.each(testDatabases)("Idempotency-Key on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  let server: ServerType | undefined;
  let baseUrl = "";

  beforeAll(async () => {
    if (target.skipReason) return;
    const env = loadEnv(
      { PORTAL_BASE_DOMAIN: "portal.test", RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent", SESSION_SECRET: "test-session-secret-0123456789" },
      [],
    );
    const api = createApiRouter({ db: database.db, env, now: () => NOW, log: createLogger("silent") });
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const submit = async (key: string | undefined, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const response = await fetchAs("alpha.portal.test")(`${baseUrl}/api/v1/return-request`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}), ...headers },
      // As the portal does: one client request id per submit attempt, the same as its key, so
      // the endpoint's own duplicate check (same body, no id) does not merge two attempts.
      body: JSON.stringify(body ?? (key ? { ...RETURN_REQUEST, client_request_id: key } : RETURN_REQUEST)),
    });
    return { status: response.status, replayed: response.headers.get("idempotent-replayed"), body: await response.text() };
  };
  const returnsOfAlpha = async () =>
    Number(
      (
        await database.db
          .selectFrom("return_requests")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("brand_id", "=", "b-alpha")
          .executeTakeFirstOrThrow()
      ).n,
    );

  test("50 concurrent identical submits with one key create one return, and all get its answer", async () => {
    const before = await returnsOfAlpha();
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit("submit-attempt-0001")));
    expect(await returnsOfAlpha()).toBe(before + 1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.replayed === "true")).toHaveLength(49);
  }, 60_000);

  test("a later repeat gets the first answer; another key is another request", async () => {
    const before = await returnsOfAlpha();
    const first = await submit("submit-attempt-0002");
    const again = await submit("submit-attempt-0002");
    expect([again.status, again.body, again.replayed]).toEqual([first.status, first.body, "true"]);
    expect(await returnsOfAlpha()).toBe(before + 1);
  });

  test("the same key with another body answers 422 and runs nothing", async () => {
    // Whatever the first answer (the fixture's items may be returned already), it is stored.
    const first = await submit("submit-attempt-0003");
    expect(first.status).toBeLessThan(500);
    const before = await returnsOfAlpha();
    for (const body of [{}, { ...RETURN_REQUEST, client_request_id: "submit-attempt-0003", items: [{ ...RETURN_REQUEST.items[0], quantity: 2 }] }]) {
      const other = await submit("submit-attempt-0003", { body });
      expect(other.status).toBe(422);
      expect(JSON.parse(other.body).meta.message).toBe(IDEMPOTENCY_MESSAGE.otherRequest);
      expect(other.replayed).toBeNull();
    }
    expect(await returnsOfAlpha()).toBe(before);
  });

  test("another caller's request with the same key is a new request: nothing of the first answer", async () => {
    // Item 12, which the earlier tests left alone.
    const victimsRequest = { ...RETURN_REQUEST, client_request_id: "submit-attempt-0004", items: [{ ...RETURN_REQUEST.items[0], item_id: 12 }] };
    const victim = await submit("submit-attempt-0004", { body: victimsRequest, headers: { cookie: "sub_token=victims-login-token" } });
    expect(victim.status).toBe(201);
    const returnId = (JSON.parse(victim.body) as { result: { return_id: string } }).result.return_id;
    // The attack of issue 32: `{}` under the victim's key returned the victim's return_id.
    const strangers: Array<Record<string, string>> = [{}, { cookie: "sub_token=someone-else" }, { authorization: "Bearer someone-else" }];
    for (const headers of strangers) {
      const stranger = await submit("submit-attempt-0004", { body: {}, headers });
      expect(stranger.status).toBe(400);
      expect(stranger.replayed).toBeNull();
      expect(stranger.body).not.toContain(returnId);
    }
    // The victim's own retry still gets the stored answer.
    const retry = await submit("submit-attempt-0004", { body: victimsRequest, headers: { cookie: "sub_token=victims-login-token" } });
    expect([retry.status, retry.body, retry.replayed]).toEqual([201, victim.body, "true"]);
  });

  test("a malformed key is refused before anything runs", async () => {
    const before = await returnsOfAlpha();
    const answer = await submit("short");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).meta.message).toBe(IDEMPOTENCY_MESSAGE.badKey);
    expect(await returnsOfAlpha()).toBe(before);
  });
});
