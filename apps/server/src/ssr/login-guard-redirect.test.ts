import { describe, expect, test } from "vitest";
import { matchRoute } from "@portal/core/routes";
import { useDemoAppTestServer } from "../testing/http-test-server.ts";
import type { Theme } from "@portal/core/theme";
import { loginGuardRedirect } from "./login-guard-redirect.ts";

const REQUIRED: Theme = { name: "", tokens: {}, config: {}, meta_data: { required_login: true } };

describe("loginGuardRedirect", () => {
  const guard = (href: string, cookie: string | null = null, theme: Theme = REQUIRED) => {
    const url = new URL(href, "http://kestrel.localhost:3000");
    return loginGuardRedirect(url, matchRoute(url.pathname), theme, cookie);
  };

  test("a guarded screen without the token answers 303 to the login in its language, with next back", () => {
    const response = guard("/ar/returns?x=1");
    expect(response?.status).toBe(303);
    expect(response?.headers.get("location")).toBe("/ar/login?next=%2Far%2Freturns%3Fx%3D1");
    expect(guard("/return-exchange")?.headers.get("location")).toBe("/login?next=%2Freturn-exchange");
  });

  test.each<[string, string, string | null]>([
    ["with the token cookie", "/returns", "a=1; sub_token=abc.def"],
    ["a return URL", "/returns?waybill=W&security_key=K", null],
    ["a status page with its return id", "/en/returns/status?return_id=RET-1", null],
    ["an open screen", "/en/tracking?waybill=W", null],
    ["the login itself", "/en/login", null],
    ["an unknown path", "/nowhere", null],
  ])("renders %s", (_name, href, cookie) => {
    expect(guard(href, cookie)).toBeUndefined();
  });

  test("an empty token cookie is no token", () => {
    expect(guard("/returns", "sub_token=")?.status).toBe(303);
  });

  test("login-free brands are never guarded; a theme that says nothing is", () => {
    expect(guard("/returns", null, { ...REQUIRED, meta_data: { required_login: false } })).toBeUndefined();
    expect(guard("/returns", null, { ...REQUIRED, meta_data: {} })?.status).toBe(303);
  });
});

describe("the guard on a real page request", () => {
  const server = useDemoAppTestServer({ seededAt: new Date("2026-11-21T10:00:00Z") });

  test("a login-required demo brand answers 303 with no page markup", async () => {
    const response = await server.fetch("kestrel.localhost:3000", "/en/returns");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/login?next=%2Fen%2Freturns");
    expect(await response.text()).toBe("");
  });
});
