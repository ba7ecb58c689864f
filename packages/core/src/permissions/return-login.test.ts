import { describe, expect, test } from "vitest";
import { hasReturnSession, isReadableLoginCookie, RETURN_LOGIN_COOKIE_ACCESS } from "./return-login-cookies.ts";
import { missingLoginFields, returnLoginBodyOf } from "./return-login-form.ts";

describe("return login form", () => {
  test("the username is the order number; a password with @ is the email, else the phone", () => {
    expect(returnLoginBodyOf({ username: " KST-1001 ", password: "asha@example.in ", domain: "kestrel" })).toEqual({
      domain: "kestrel",
      reference_number: "KST-1001",
      email: "asha@example.in",
    });
    expect(returnLoginBodyOf({ username: "KST-1001", password: "9876543210", domain: "kestrel" })).toEqual({
      domain: "kestrel",
      reference_number: "KST-1001",
      phone_number: "9876543210",
    });
  });

  test("empty fields are named in form order", () => {
    expect(missingLoginFields({ username: " ", password: "" })).toEqual(["username", "password"]);
    expect(missingLoginFields({ username: "a", password: "" })).toEqual(["password"]);
    expect(missingLoginFields({ username: "a", password: "b" })).toEqual([]);
  });
});

describe("return login cookies", () => {
  test("the token and the typed order number are HttpOnly; only the end time and domain are readable", () => {
    expect(
      Object.entries(RETURN_LOGIN_COOKIE_ACCESS)
        .filter(([, access]) => access === "readable")
        .map(([name]) => name)
        .sort(),
    ).toEqual(["domain", "expires_at"]);
    expect(isReadableLoginCookie("sub_token")).toBe(false);
    expect(isReadableLoginCookie("something_new")).toBe(false);
  });

  const now = new Date("2026-11-21T12:00:00.000Z");
  // [case, the Cookie header]
  test.each([
    ["a session that has not ended", "a=1; expires_at=2026-11-21T13%3A00%3A00.000Z; domain=kestrel"],
    ["an unencoded end time", "expires_at=2026-11-21T13:00:00.000Z"],
  ])("%s: a session", (_name, cookies) => expect(hasReturnSession(cookies, now)).toBe(true));

  test.each([
    ["an ended session", "expires_at=2026-11-21T11:00:00.000Z"],
    ["no session cookie", "domain=kestrel; other=1"],
    ["a broken end time", "expires_at=tomorrow"],
    ["no cookies", ""],
  ])("%s: no session", (_name, cookies) => expect(hasReturnSession(cookies, now)).toBe(false));
});
