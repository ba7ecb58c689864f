import { describe, expect, test } from "vitest";
import { isCheapScryptTestRun } from "../env.ts";
import { STRONG_SCRYPT, decoyPasswordHash, hashPassword, needsRehash, scryptParams, verifyPassword } from "./password-hash.ts";

describe("admin password hashes", () => {
  test("scrypt with a random salt: the same password hashes differently each time, and both verify", async () => {
    const [a, b] = await Promise.all([hashPassword("s3cret pass", STRONG_SCRYPT), hashPassword("s3cret pass", STRONG_SCRYPT)]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("s3cret");
    expect(await verifyPassword("s3cret pass", a)).toBe(true);
    expect(await verifyPassword("s3cret pass", b)).toBe(true);
  }, 60_000); // four 128 MiB derivations: about a second idle, several on a loaded machine

  test("a wrong password, or a malformed stored hash, never matches", async () => {
    const stored = await hashPassword("right");
    expect(await verifyPassword("Right", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    for (const bad of ["", "right", "bcrypt$x", "scrypt$0$8$1$AAAA$AAAA", "scrypt$16384$8$1$AAAA$"]) {
      expect(await verifyPassword("right", bad)).toBe(false);
    }
  });

  test("production hashes with the strong parameters; only a test run that asks gets cheap ones", async () => {
    expect(STRONG_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 }); // OWASP's minimum for scrypt
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

  test("a hash made with other parameters (the old N=2^14, or a cheaper one) is due for a rehash; a current one is not", async () => {
    const old = await hashPassword("right", { N: 16384, r: 8, p: 1 });
    expect(await verifyPassword("right", old)).toBe(true); // old hashes still log in
    expect(needsRehash(old, STRONG_SCRYPT)).toBe(true);
    expect(needsRehash(`scrypt$131072$8$1$${"A".repeat(22)}$${"A".repeat(86)}`, STRONG_SCRYPT)).toBe(false);
    expect(needsRehash("not a hash", STRONG_SCRYPT)).toBe(true);
    // A stored cost past what the server will run is refused, not run.
    expect(await verifyPassword("right", "scrypt$2097152$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA")).toBe(false);
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
