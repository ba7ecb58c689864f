import { describe, expect, test } from "vitest";
import { newSessionId, sessionSecretOf, signSessionToken, subTokenFor, verifySessionToken } from "./session-token.ts";

const SECRET = Buffer.from("a-test-secret-of-enough-length");
const NOW = new Date("2026-11-21T12:00:00.000Z");
const LATER = new Date("2026-11-21T20:00:00.000Z");

describe("admin session tokens", () => {
  test("a signed token verifies until it expires", () => {
    const sessionId = newSessionId();
    const token = signSessionToken({ sessionId, expiresAt: LATER }, SECRET);
    expect(verifySessionToken(token, SECRET, NOW)).toEqual({ sessionId, expiresAt: LATER });
    expect(verifySessionToken(token, SECRET, LATER)).toBeUndefined();
  });

  test("an edited, re-dated, foreign-signed or malformed token is refused", () => {
    const sessionId = newSessionId();
    const token = signSessionToken({ sessionId, expiresAt: LATER }, SECRET);
    const [id, seconds, signature] = token.split(".") as [string, string, string];
    const forged = [
      `${newSessionId()}.${seconds}.${signature}`,
      `${id}.${Number(seconds) + 3600}.${signature}`,
      signSessionToken({ sessionId, expiresAt: LATER }, Buffer.from("another-secret-entirely")),
      `${id}.${seconds}`,
      // The last character carries two unused bits: flipping one decodes to the same bytes.
      `${id}.${seconds}.${signature.slice(0, -1)}${String.fromCharCode(signature.charCodeAt(42) ^ 1)}`,
      `${token}.x`,
      "",
      subTokenFor(sessionId, SECRET),
    ];
    expect(forged.map((candidate) => verifySessionToken(candidate, SECRET, NOW))).toEqual(forged.map(() => undefined));
  });

  test("the sub_token is tied to the session but is not the session token", () => {
    const sessionId = newSessionId();
    expect(subTokenFor(sessionId, SECRET)).toBe(subTokenFor(sessionId, SECRET));
    expect(subTokenFor(sessionId, SECRET)).not.toBe(subTokenFor(newSessionId(), SECRET));
    expect(signSessionToken({ sessionId, expiresAt: LATER }, SECRET)).not.toContain(subTokenFor(sessionId, SECRET));
  });

  test("SESSION_SECRET is used when set; otherwise one random secret per process", () => {
    expect(sessionSecretOf("configured-secret-value")).toEqual(Buffer.from("configured-secret-value"));
    const random = sessionSecretOf(undefined);
    expect(random).toHaveLength(32);
    expect(sessionSecretOf(undefined)).toBe(random);
  });
});
