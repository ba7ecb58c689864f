import { describe, expect, test } from "vitest";
import { purposeKey } from "./purpose-key.ts";
import { serverSecretOf } from "./server-secret.ts";
import { signedTokensWith } from "./signed-token.ts";

const SECRET = Buffer.from("a-test-secret-of-enough-length");
const NOW = new Date("2026-11-21T12:00:00.000Z");
const LATER = new Date("2026-11-21T20:00:00.000Z");
const tokens = signedTokensWith(SECRET);

describe("signed tokens", () => {
  test("a token gives back its claims and expiry until it expires", () => {
    const token = tokens.sign("return-session", { brandId: "b-1", orderRef: "o-1" }, LATER);
    expect(tokens.verify("return-session", token, NOW)).toEqual({ ok: true, claims: { brandId: "b-1", orderRef: "o-1" }, expiresAt: LATER });
    expect(tokens.verify("return-session", token, new Date(LATER.getTime() - 1)).ok).toBe(true);
    expect(tokens.verify("return-session", token, LATER)).toEqual({ ok: false, fault: "expired" });
  });

  test("a token made for one purpose is refused for every other", () => {
    const made = {
      "admin-session": tokens.sign("admin-session", { sessionId: "same-id" }, LATER),
      "theme-preview": tokens.sign("theme-preview", { previewId: "same-id" }, LATER),
      "admin-device": tokens.sign("admin-device", { deviceId: "same-id" }, LATER),
    };
    expect(tokens.verify("theme-preview", made["admin-session"], NOW)).toEqual({ ok: false, fault: "forged" });
    expect(tokens.verify("admin-session", made["theme-preview"], NOW)).toEqual({ ok: false, fault: "forged" });
    expect(tokens.verify("admin-session", made["admin-device"], NOW)).toEqual({ ok: false, fault: "forged" });
    expect(tokens.verify("return-session", made["admin-session"], NOW)).toEqual({ ok: false, fault: "forged" });
    expect(tokens.verify("admin-session", tokens.digest("admin-sub-token", "same-id"), NOW).ok).toBe(false);
    expect(purposeKey(SECRET, "admin-session")).not.toEqual(purposeKey(SECRET, "theme-preview"));
  });

  test("an edited, foreign-signed or malformed token is refused", () => {
    const token = tokens.sign("admin-session", { sessionId: "session-1" }, LATER);
    const [payload, signature] = token.split(".") as [string, string];
    const edited = Buffer.from(JSON.stringify([{ sessionId: "session-2" }, LATER.getTime()])).toString("base64url");
    const redated = Buffer.from(JSON.stringify([{ sessionId: "session-1" }, LATER.getTime() + 3_600_000])).toString("base64url");
    const forged = [
      `${edited}.${signature}`,
      `${redated}.${signature}`,
      signedTokensWith(Buffer.from("another-secret-entirely")).sign("admin-session", { sessionId: "session-1" }, LATER),
      // The last character carries two unused bits: flipping one decodes to the same bytes.
      `${payload}.${signature.slice(0, -1)}${String.fromCharCode(signature.charCodeAt(42) ^ 1)}`,
    ];
    for (const candidate of forged) expect(tokens.verify("admin-session", candidate, NOW)).toEqual({ ok: false, fault: "forged" });
    for (const junk of ["", ".", "abc", `${payload}.`, `${token}.x`, "a.b.c", payload]) {
      expect(tokens.verify("admin-session", junk, NOW)).toEqual({ ok: false, fault: "malformed" });
    }
  });

  test("a token bound to a value verifies only with that value", () => {
    const token = tokens.sign("admin-device", { deviceId: "device-1" }, LATER, "brand-1/owner");
    expect(tokens.verify("admin-device", token, NOW, "brand-1/owner").ok).toBe(true);
    expect(tokens.verify("admin-device", token, NOW, "brand-1/other")).toEqual({ ok: false, fault: "forged" });
    expect(tokens.verify("admin-device", token, NOW)).toEqual({ ok: false, fault: "forged" });
  });

  test("a well-signed payload of the wrong shape is refused", () => {
    // Only a caller that lies to the types can sign these; the reader checks anyway.
    const wrongShapes = [{ brandId: "b", orderRef: 7 }, { brandId: "b" }, null];
    for (const claims of wrongShapes) {
      const token = tokens.sign("return-session", claims as never, LATER);
      expect(tokens.verify("return-session", token, NOW)).toEqual({ ok: false, fault: "malformed" });
    }
  });

  test("SESSION_SECRET is the secret when set; otherwise one random secret per process", () => {
    expect(serverSecretOf({ sessionSecret: "configured-secret-value" })).toEqual(Buffer.from("configured-secret-value"));
    const drawn = serverSecretOf({ sessionSecret: undefined });
    expect(drawn).toHaveLength(32);
    expect(serverSecretOf({ sessionSecret: undefined })).toBe(drawn);
  });
});
