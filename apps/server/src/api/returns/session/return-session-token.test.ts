import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createReturnSessionTokens, RETURN_SESSION_TTL_MS } from "./return-session-token.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");

describe("return session tokens", () => {
  const tokens = createReturnSessionTokens(randomBytes(32));

  test("a token names its brand and order until it expires", () => {
    const { token, expiresAt } = tokens.issue({ brandId: "b-1", orderRef: "o-1" }, NOW);
    expect(expiresAt.getTime()).toBe(NOW.getTime() + RETURN_SESSION_TTL_MS);
    expect(tokens.verify(token, NOW)).toEqual({ brandId: "b-1", orderRef: "o-1", expiresAt: expiresAt.getTime() });
    expect(tokens.verify(token, new Date(expiresAt.getTime() - 1))).toBeDefined();
    expect(tokens.verify(token, expiresAt)).toBeUndefined();
  });

  test("altered, foreign or malformed tokens are refused", () => {
    const { token } = tokens.issue({ brandId: "b-1", orderRef: "o-1" }, NOW);
    const [payload, signature] = token.split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify({ b: "b-1", o: "o-2", e: NOW.getTime() + 1000 })).toString("base64url");
    expect(tokens.verify(`${forged}.${signature}`, NOW)).toBeUndefined();
    expect(tokens.verify(`${payload}.${signature.slice(0, -2)}`, NOW)).toBeUndefined();
    expect(createReturnSessionTokens(randomBytes(32)).verify(token, NOW)).toBeUndefined();
    for (const junk of ["", ".", "abc", `${payload}.`, `${token}.x`, "a.b.c"]) expect(tokens.verify(junk, NOW)).toBeUndefined();
  });

  test("a correctly signed payload of the wrong shape is refused", () => {
    const key = randomBytes(32);
    const signed = (claims: unknown) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
      return `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
    };
    const shaped = createReturnSessionTokens(key);
    expect(shaped.verify(signed({ b: "b", o: "o", e: NOW.getTime() + 1000 }), NOW)?.orderRef).toBe("o");
    expect(shaped.verify(signed({ b: "b", o: 7, e: NOW.getTime() + 1000 }), NOW)).toBeUndefined();
    expect(shaped.verify(signed({ b: "b", o: "o", e: "tomorrow" }), NOW)).toBeUndefined();
    expect(shaped.verify(signed(null), NOW)).toBeUndefined();
  });
});
