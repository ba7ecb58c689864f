import { Hono } from "hono";
import { API_BASE_PATH } from "@portal/core/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { hashPassword, scryptParams, verifyPassword } from "../../auth/password-hash.ts";
import { startTestServer, type TestServer } from "../../testing/http-test-server.ts";
import { ACME_HOST, ADMIN_PASSWORD, cookiePair, insertAdminFixtures, testDeps } from "../../testing/admin-test-fixtures.ts";
import { createAdminApi } from "./admin-api.ts";

// Issue 32 item 9: a hash made with older parameters (production's N=2^14 before) is redone
// with the current ones at the admin's next successful login, without ending a session; a
// failed login leaves it as it was. (This run's current parameters are the cheap test ones:
// PORTAL_TEST_CHEAP_SCRYPT; production's are asserted in auth/password-hash.test.ts.)

const OLD_PARAMS = { N: 16384, r: 8, p: 1 };

describe.each(testDatabases)("password rehash at login on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertAdminFixtures });
  let server: TestServer;

  beforeAll(async () => {
    if (target.skipReason) return;
    server = await startTestServer(new Hono().route(API_BASE_PATH, createAdminApi(testDeps(database.db))));
  });
  afterAll(async () => server?.close());

  const storedHash = async () =>
    (
      await database.db
        .selectFrom("admin_users")
        .select("password_hash")
        .where("brand_id", "=", "b-acme")
        .where("username", "=", "admin")
        .executeTakeFirstOrThrow()
    ).password_hash;
  const logIn = (password: string) =>
    server.fetch(ACME_HOST, "/api/v1/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://${ACME_HOST}` },
      body: JSON.stringify({ username: "admin", password }),
    });

  test("an old-parameter hash still logs in and is replaced by a current one; a wrong password changes nothing", async () => {
    const old = await hashPassword(ADMIN_PASSWORD, OLD_PARAMS);
    await database.db.updateTable("admin_users").set({ password_hash: old }).where("brand_id", "=", "b-acme").where("username", "=", "admin").execute();

    expect((await logIn("not the password")).status).toBe(401);
    expect(await storedHash()).toBe(old);

    const first = await logIn(ADMIN_PASSWORD);
    expect(first.status).toBe(200);
    const current = scryptParams();
    const rehashed = await storedHash();
    expect(rehashed.startsWith(`scrypt$${current.N}$${current.r}$${current.p}$`)).toBe(true);
    expect(await verifyPassword(ADMIN_PASSWORD, rehashed)).toBe(true);

    // The session made at that login goes on (a rehash is no password reset), and the next login keeps the hash.
    const cookie = cookiePair(first.headers.getSetCookie()[0] ?? "");
    expect((await server.fetch(ACME_HOST, "/api/v1/admin/theme?brand=acme", { headers: { cookie } })).status).toBe(200);
    expect((await logIn(ADMIN_PASSWORD)).status).toBe(200);
    expect(await storedHash()).toBe(rehashed);
  });
});
