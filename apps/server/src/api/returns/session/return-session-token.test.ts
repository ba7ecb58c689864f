import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { signedTokensWith } from "../../../auth/signed-token.ts";
import { createReturnSessionTokens, RETURN_SESSION_TTL_MS } from "./return-session-token.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");

describe("return session tokens", () => {
  const tokens = createReturnSessionTokens(signedTokensWith(randomBytes(32)));

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
    const forged = Buffer.from(JSON.stringify([{ brandId: "b-1", orderRef: "o-2" }, NOW.getTime() + 1000])).toString("base64url");
    expect(tokens.verify(`${forged}.${signature}`, NOW)).toBeUndefined();
    expect(tokens.verify(`${payload}.${signature.slice(0, -2)}`, NOW)).toBeUndefined();
    expect(createReturnSessionTokens(signedTokensWith(randomBytes(32))).verify(token, NOW)).toBeUndefined();
    for (const junk of ["", ".", "abc", `${payload}.`, `${token}.x`, "a.b.c"]) expect(tokens.verify(junk, NOW)).toBeUndefined();
  });
});
