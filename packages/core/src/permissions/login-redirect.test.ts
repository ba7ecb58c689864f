import { describe, expect, test } from "vitest";
import { afterLoginHref, loginRedirectHref, safeNextPath } from "./login-redirect.ts";

describe("safe next path", () => {
  test.each(["/returns", "/ar/returns?waybill=W1&security_key=K", "/return-exchange/status?return_id=RET-1#items", "/en/tracking?waybill=X"])(
    "keeps the portal path %j",
    (next) => {
      expect(safeNextPath(next)).toBe(next);
    },
  );

  test.each<[string, string | null | undefined]>([
    ["missing", undefined],
    ["null", null],
    ["empty", ""],
    ["absolute URL", "https://evil.example/returns"],
    ["protocol-relative", "//evil.example/returns"],
    ["backslash host", "/\\evil.example/returns"],
    ["tab trick", "/\t/evil.example"],
    ["javascript URL", "javascript:alert(1)"],
    ["relative without slash", "returns"],
    ["unknown path", "/admin"],
    ["the login itself (a loop)", "/en/login?next=/returns"],
    ["encoded dot segments out of the portal", "/returns/../../admin"],
  ])("refuses %s", (_name, next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });
});

describe("login links", () => {
  test("the guard's redirect keeps the language and a way back", () => {
    expect(loginRedirectHref("ar", "/ar/returns?x=1")).toBe("/ar/login?next=%2Far%2Freturns%3Fx%3D1");
    expect(loginRedirectHref(null, "/returns")).toBe("/login?next=%2Freturns");
    expect(loginRedirectHref("en", "https://evil.example/")).toBe("/en/login");
  });

  test("after the login: the validated next, else the return flow in the same language", () => {
    expect(afterLoginHref("ar", "/ar/returns/status?return_id=R")).toBe("/ar/returns/status?return_id=R");
    expect(afterLoginHref("ar", "//evil.example")).toBe("/ar/returns");
    expect(afterLoginHref(null, undefined)).toBe("/returns");
  });
});
