import { describe, expect, test } from "vitest";
import { SCREENS, type ScreenId, type ScreenPath, PATHS_BY_SCREEN } from "../routes/route-table.ts";
import { isReturnLoginRequired, loginGuardFor, type GuardDecision } from "./login-guard.ts";
import { LOGIN_GUARD_BY_SCREEN } from "./screen-guards.ts";

const pathOf = (screen: ScreenId): ScreenPath => PATHS_BY_SCREEN[screen][0];

describe("required_login", () => {
  test.each<[boolean | undefined, boolean]>([
    [true, true],
    [false, false],
    [undefined, true],
  ])("required_login %s -> login required %s", (flag, required) => {
    expect(isReturnLoginRequired(flag)).toBe(required);
  });
});

describe("which screens the guard covers", () => {
  test("only the return and exchange screens", () => {
    const guarded = SCREENS.filter((s) => LOGIN_GUARD_BY_SCREEN[s] !== "open");
    expect(guarded).toEqual(["returns", "returns-status", "exchange", "exchange-status"]);
  });

  test.each(SCREENS.filter((s) => LOGIN_GUARD_BY_SCREEN[s] === "open"))("%s renders without a token on a login-required brand", (screen) => {
    expect(loginGuardFor({ screen, path: pathOf(screen), search: "", requiredLogin: true, hasToken: false })).toBe("render");
  });
});

describe("the guard's decision", () => {
  test.each<[string, ScreenId, string, boolean | undefined, boolean, GuardDecision]>([
    ["no token on a login-required brand", "returns", "", true, false, "redirect-to-login"],
    ["exchange without a token", "exchange", "", true, false, "redirect-to-login"],
    ["return status without a token or return id", "returns-status", "", true, false, "redirect-to-login"],
    ["exchange status without a token or return id", "exchange-status", "?waybill=W1", true, false, "redirect-to-login"],
    ["with a token", "returns", "", true, true, "render"],
    ["login-free brand (false)", "returns", "", false, false, "render"],
    ["a theme that says nothing is guarded", "exchange", "", undefined, false, "redirect-to-login"],
    ["return URL: waybill with security key", "returns", "?waybill=W1&security_key=K", true, false, "render"],
    ["return URL: order id with mobile", "returns", "?order_id=O1&mobile=9876543210", true, false, "render"],
    ["return URL: order id with email", "exchange", "?order_id=O1&email=a%40b.in", true, false, "render"],
    ["return URL: awbs", "exchange", "?awbs=W1,W2", true, false, "render"],
    ["return URL on the status path", "returns-status", "?waybill=W1&security_key=K", true, false, "render"],
    ["waybill alone is no return URL", "returns", "?waybill=W1", true, false, "redirect-to-login"],
    ["order id alone is no return URL", "returns", "?order_id=O1", true, false, "redirect-to-login"],
    ["status screen with a return id", "returns-status", "?return_id=RET-1", true, false, "render"],
    ["exchange status with a return id", "exchange-status", "?return_id=RET-1", true, false, "render"],
    ["a blank return id does not count", "returns-status", "?return_id=%20", true, false, "redirect-to-login"],
    ["a return id does not open the return flow", "returns", "?return_id=RET-1", true, false, "redirect-to-login"],
  ])("%s", (_name, screen, search, requiredLogin, hasToken, decision) => {
    expect(loginGuardFor({ screen, path: pathOf(screen), search, requiredLogin, hasToken })).toBe(decision);
    expect(loginGuardFor({ screen, path: pathOf(screen), search: new URLSearchParams(search), requiredLogin, hasToken })).toBe(decision);
  });
});
