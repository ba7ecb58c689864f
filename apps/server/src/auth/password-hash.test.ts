import { describe, expect, test } from "vitest";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password-hash.ts";

describe("admin password hashes", () => {
  test("scrypt with a random salt: the same password hashes differently each time, and both verify", async () => {
    const [a, b] = await Promise.all([hashPassword("s3cret pass"), hashPassword("s3cret pass")]);
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

  test("unicode passwords are compared in one normal form", async () => {
    const stored = await hashPassword("caf\u00e9");
    expect(await verifyPassword("cafe\u0301", stored)).toBe(true);
  });

  test("the decoy hash matches nothing a user could type", async () => {
    expect(await verifyPassword("", await decoyPasswordHash())).toBe(false);
    expect(await decoyPasswordHash()).toBe(await decoyPasswordHash());
  });
});
