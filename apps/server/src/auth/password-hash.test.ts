import { describe, expect, test } from "vitest";
import { isCheapScryptTestRun } from "../env.ts";
import { STRONG_SCRYPT, decoyPasswordHash, hashPassword, scryptParams, verifyPassword } from "./password-hash.ts";

describe("admin password hashes", () => {
  test("scrypt with a random salt: the same password hashes differently each time, and both verify", async () => {
    const [a, b] = await Promise.all([hashPassword("s3cret pass", STRONG_SCRYPT), hashPassword("s3cret pass", STRONG_SCRYPT)]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("s3cret");
    expect(await verifyPassword("s3cret pass", a)).toBe(true);
    expect(await verifyPassword("s3cret pass", b)).toBe(true);
  });

  test("a wrong password, or a malformed stored hash, never matches", async () => {
    const stored = await hashPassword("right");
    expect(await verifyPassword("Right", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    for (const bad of ["", "right", "bcrypt$x", "scrypt$0$8$1$AAAA$AAAA", "scrypt$16384$8$1$AAAA$"]) {
      expect(await verifyPassword("right", bad)).toBe(false);
    }
  });

  test("production hashes with the strong parameters; only a test run that asks gets cheap ones", async () => {
    expect(STRONG_SCRYPT).toEqual({ N: 16384, r: 8, p: 1 });
    for (const env of [
      {},
      { NODE_ENV: "production" },
      { NODE_ENV: "production", PORTAL_TEST_CHEAP_SCRYPT: "1" },
      { PORTAL_TEST_CHEAP_SCRYPT: "1" },
      { NODE_ENV: "test" },
    ]) {
      expect(isCheapScryptTestRun(env)).toBe(false);
      expect(scryptParams(isCheapScryptTestRun(env))).toBe(STRONG_SCRYPT);
    }
    expect(isCheapScryptTestRun({ NODE_ENV: "test", PORTAL_TEST_CHEAP_SCRYPT: "1" })).toBe(true);
    const cheap = scryptParams(true);
    expect(cheap.N * cheap.r).toBeLessThan(STRONG_SCRYPT.N * STRONG_SCRYPT.r);
    // This run is one that asks (the server's vitest config), and its hashes still verify. The
    // built server's own hashes are checked in e2e/admin-console.e2e.test.ts.
    const stored = await hashPassword("right");
    expect(stored.startsWith(`scrypt$${cheap.N}$${cheap.r}$${cheap.p}$`)).toBe(true);
    expect(await verifyPassword("right", stored)).toBe(true);
  });

  test("unicode passwords are compared in one normal form", async () => {
    const stored = await hashPassword("caf\u00e9");
    expect(await verifyPassword("cafe\u0301", stored)).toBe(true);
  });

  test("the decoy hash matches nothing a user could type", async () => {
    expect(await verifyPassword("", await decoyPasswordHash())).toBe(false);
    expect(await decoyPasswordHash()).toBe(await decoyPasswordHash());
  });
});
