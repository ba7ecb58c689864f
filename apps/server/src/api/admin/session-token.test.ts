import { describe, expect, test } from "vitest";
import { signedTokensWith } from "../../auth/signed-token.ts";
import { newSessionId, signSessionToken, subTokenFor, verifySessionToken } from "./session-token.ts";

const TOKENS = signedTokensWith(Buffer.from("a-test-secret-of-enough-length"));
const NOW = new Date("2026-11-21T12:00:00.000Z");
const LATER = new Date("2026-11-21T20:00:00.000Z");

describe("admin session tokens", () => {
  test("a signed token verifies until it expires", () => {
    const sessionId = newSessionId();
    const token = signSessionToken({ sessionId, expiresAt: LATER }, TOKENS);
    expect(verifySessionToken(token, TOKENS, NOW)).toEqual({ sessionId, expiresAt: LATER });
    expect(verifySessionToken(token, TOKENS, LATER)).toBeUndefined();
  });

  test("a foreign-signed or malformed token, or the sub_token, is refused", () => {
    const sessionId = newSessionId();
    const token = signSessionToken({ sessionId, expiresAt: LATER }, TOKENS);
    const refused = [
      signSessionToken({ sessionId, expiresAt: LATER }, signedTokensWith(Buffer.from("another-secret-entirely"))),
      `${token}.x`,
      "",
      subTokenFor(sessionId, TOKENS),
    ];
    expect(refused.map((candidate) => verifySessionToken(candidate, TOKENS, NOW))).toEqual(refused.map(() => undefined));
  });

  test("the sub_token is tied to the session but is not the session token", () => {
    const sessionId = newSessionId();
    expect(subTokenFor(sessionId, TOKENS)).toBe(subTokenFor(sessionId, TOKENS));
    expect(subTokenFor(sessionId, TOKENS)).not.toBe(subTokenFor(newSessionId(), TOKENS));
    expect(signSessionToken({ sessionId, expiresAt: LATER }, TOKENS)).not.toContain(subTokenFor(sessionId, TOKENS));
  });
});
