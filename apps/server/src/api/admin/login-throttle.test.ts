import { beforeEach, describe, expect, test } from "vitest";
import { saveAdminUser } from "@portal/db/repositories/admin-users";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { ADMIN_DEVICE_COOKIE } from "./known-device.ts";
import { THROTTLE_RULES } from "./login-throttle.ts";
import { hashPassword } from "../../auth/password-hash.ts";
import { useAppTestServer } from "../../testing/http-test-server.ts";
import { ACME_HOST, ACME_ORIGIN, ADMIN_PASSWORD, NOW, cookiePair, insertAdminFixtures, testEnv } from "../../testing/admin-test-fixtures.ts";

const ACCOUNT_LIMIT = THROTTLE_RULES.account.failuresBeforeLock;
const OWNER_ADDRESS = "198.51.100.7";
/** Each attacker request comes from another address, so only the account-wide throttle can stop them. */
let nextAttacker = 0;
const attackerAddress = () => `203.0.113.${(nextAttacker += 1) % 250}`;

interface Attempt {
  password?: string;
  username?: string;
  address?: string;
  cookie?: string;
  path?: "/api/v1/login" | "/api/v1/token-auth";
}

/**
 * The throttle over real HTTP against the whole app, with the real database and a clock the
 * test moves. Addresses come from X-Forwarded-For (TRUST_PROXY), one per simulated client;
 * the general rate limit is off so only the login throttle answers.
 */
// Each test checks dozens of passwords (scrypt), slow on a busy machine.
describe.each(testDatabases)("admin login throttle on $label", { timeout: 60_000 }, (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await insertAdminFixtures(db);
      // A second account on acme, for the known-device cookie's binding to its account.
      await saveAdminUser(db, { brandId: "b-acme", username: "editor", passwordHash: await hashPassword(ADMIN_PASSWORD) }, { now: NOW });
    },
  });
  let clock = NOW;
  const server = useAppTestServer(target, database, () => ({ env: testEnv({ TRUST_PROXY: "true" }), now: () => clock }));

  beforeEach(async () => {
    if (target.skipReason) return;
    clock = NOW;
    await database.db.deleteFrom("admin_login_throttle").execute();
  });

  const attempt = ({ password = "wrong guess", username = "admin", address = attackerAddress(), cookie, path = "/api/v1/login" }: Attempt = {}) =>
    server.fetch(ACME_HOST, path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ACME_ORIGIN,
        "x-forwarded-for": address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ username, password }),
    });
  const deviceCookieOf = (response: Response) => {
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${ADMIN_DEVICE_COOKIE}=`));
    return setCookie && cookiePair(setCookie);
  };
  /** The owner's browser after one good login: the known-device cookie it was given. */
  const ownersBrowser = async (username = "admin") => {
    const response = await attempt({ password: ADMIN_PASSWORD, username, address: OWNER_ADDRESS });
    expect(response.status).toBe(200);
    const cookie = deviceCookieOf(response);
    expect(cookie).toBeDefined();
    return cookie ?? "";
  };
  const lockTheAccount = async () => {
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  };
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const retryAfterOf = (response: Response) => Number(response.headers.get("retry-after"));

  test("of 30 concurrent wrong guesses at one account from 30 addresses, only the limit are tried", async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => attempt()));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - ACCOUNT_LIMIT);
    // Nor does the next one slip in: the account is locked.
    expect((await attempt()).status).toBe(429);
  });

  test("concurrent guesses through both logins share the account's limit", async () => {
    const paths = ["/api/v1/login", "/api/v1/token-auth"] as const;
    const responses = await Promise.all(Array.from({ length: 24 }, (_, i) => attempt({ path: paths[i % 2] })));
    expect(responses.filter((r) => r.status === 401)).toHaveLength(ACCOUNT_LIMIT);
  });

  test("an attacker re-guessing whenever the lock lifts keeps strangers out, but the owner's browser gets in at once", async () => {
    const ownerCookie = await ownersBrowser();
    await lockTheAccount();
    for (let round = 0; round < 20; round += 1) {
      const refused = await attempt();
      expect(refused.status).toBe(429);
      advance(retryAfterOf(refused));
      // The lock has lifted: the attacker's one guess is tried, and locks the account again.
      expect((await attempt()).status).toBe(401);
      // The right password from a browser that never logged in here is refused...
      expect((await attempt({ password: ADMIN_PASSWORD, address: OWNER_ADDRESS })).status).toBe(429);
      // ...while the owner's browser logs in with it straight away, from anywhere.
      const owner = await attempt({ password: ADMIN_PASSWORD, address: round % 2 ? OWNER_ADDRESS : attackerAddress(), cookie: ownerCookie });
      expect(owner.status).toBe(200);
      expect(deviceCookieOf(owner)).toBeDefined();
    }
  });

  test("during a lock the right password gets exactly the answer of a wrong one", async () => {
    await lockTheAccount();
    const right = await attempt({ password: ADMIN_PASSWORD });
    const wrong = await attempt();
    expect(right.status).toBe(429);
    expect(wrong.status).toBe(right.status);
    expect(await right.json()).toEqual(await wrong.json());
    expect(right.headers.get("retry-after")).toBe(wrong.headers.get("retry-after"));
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  test("the lock lifts when its window ends", async () => {
    await lockTheAccount();
    const refused = await attempt({ password: ADMIN_PASSWORD });
    const seconds = retryAfterOf(refused);
    expect(seconds).toBe(30);
    advance(seconds - 1);
    expect((await attempt({ password: ADMIN_PASSWORD })).status).toBe(429);
    advance(1);
    expect((await attempt({ password: ADMIN_PASSWORD })).status).toBe(200);
  });

  test("a good login takes back only its own count: strangers' failures stay counted", async () => {
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i += 1) expect((await attempt()).status).toBe(401);
    expect((await attempt({ password: ADMIN_PASSWORD })).status).toBe(200);
    // The strangers' next guess is their last before the lock, as if the good login had not happened.
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });

  test("the account's count starts again after a quiet day, not before", async () => {
    await lockTheAccount();
    // Each guess after a lock ends is tried and locks again; a quiet hour does not reset the count.
    advance(30 + 3600);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    advance(60 + 86_400);
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });

  test("the known-device cookie is HttpOnly, Strict, sent only to the browser login, long-lived", async () => {
    const response = await attempt({ password: ADMIN_PASSWORD, address: OWNER_ADDRESS });
    const line = response.headers.getSetCookie().find((l) => l.startsWith(`${ADMIN_DEVICE_COOKIE}=`));
    expect(line).toMatch(new RegExp(`^${ADMIN_DEVICE_COOKIE}=[\\w.-]+; Max-Age=15552000; Path=/api/v1/login; HttpOnly; SameSite=Strict$`));
    // Scripts' token-auth gets no cookie.
    const script = await attempt({ password: ADMIN_PASSWORD, address: OWNER_ADDRESS, path: "/api/v1/token-auth" });
    expect(script.status).toBe(200);
    expect(script.headers.getSetCookie()).toEqual([]);
  });

  test("another account's, an edited one, or an expired one does not pass the account's lock", async () => {
    const ownerCookie = await ownersBrowser();
    const editorCookie = await ownersBrowser("editor");
    await lockTheAccount();
    const [name, value = ""] = ownerCookie.split("=");
    const edited = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    for (const cookie of [editorCookie, edited]) {
      expect((await attempt({ password: ADMIN_PASSWORD, address: OWNER_ADDRESS, cookie })).status).toBe(429);
    }
    expect((await attempt({ password: ADMIN_PASSWORD, address: OWNER_ADDRESS, cookie: ownerCookie })).status).toBe(200);
    // Good until its lifetime ends, refused after (the browser drops it then too).
    for (const [days, status] of [
      [179, 200],
      [181, 429],
    ] as const) {
      clock = new Date(NOW.getTime() + days * 86_400_000);
      await database.db.deleteFrom("admin_login_throttle").execute();
      await lockTheAccount();
      expect((await attempt({ password: ADMIN_PASSWORD, address: OWNER_ADDRESS, cookie: ownerCookie })).status).toBe(status);
    }
  });

  test("a stolen cookie still gets only a few guesses, however many addresses use it", async () => {
    const ownerCookie = await ownersBrowser();
    const guesses = await Promise.all(Array.from({ length: 12 }, () => attempt({ cookie: ownerCookie })));
    expect(guesses.filter((r) => r.status === 401)).toHaveLength(THROTTLE_RULES.device.failuresBeforeLock);
    // They do not spend the account-wide allowance: strangers still get theirs.
    const strangers = await Promise.all(Array.from({ length: ACCOUNT_LIMIT }, () => attempt()));
    expect(strangers.map((r) => r.status)).toEqual(Array(ACCOUNT_LIMIT).fill(401));
  });
});
