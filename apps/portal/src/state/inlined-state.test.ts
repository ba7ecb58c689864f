import { describe, expect, test } from "vitest";
import { readInitialState, serializeInitialState } from "./inlined-state.ts";
import type { PortalInitialState } from "./initial-state.ts";

const state = (name: string): PortalInitialState => ({
  brand: { package: "default", subdomain: "demo", name },
  theme: { name, tokens: {}, config: {}, meta_data: {} },
  user: { subdomain: "demo", enterprise: "demo", device: "other", lang: "en", routePrefix: "", webview: false },
  page: { screen: "home", path: "/", waybill: undefined, cpId: undefined, orderId: undefined, params: {}, isTrackingUrl: false, isReturnUrl: false },
  screenData: { href: "/tracking?waybill=X", data: { screen: "home", data: { kind: "search" } } },
  renderedAt: "2026-11-21T10:00:00.000Z",
});

describe("inlined state", () => {
  test("brand data cannot close the script element or open a comment", () => {
    const hostile = "</script><script>alert(1)</script><!-- & \u2028";
    const json = serializeInitialState(state(hostile));
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(json).toContain("\\u003c/script\\u003e");
  });

  test("reads back exactly what the server wrote", () => {
    const original = state("Ünïcode & <Brand>");
    document.body.innerHTML = `<script type="application/json" id="portal-state">${serializeInitialState(original)}</script>`;
    expect(readInitialState(document)).toEqual(JSON.parse(JSON.stringify(original)));
  });
});
