import { describe, expect, it } from "vitest";
import { defineBrandManifest, displayOrderId, isHeaderShown, themeWithDefaults } from "./index.ts";

const manifest = defineBrandManifest({
  id: "acme",
  displayName: "Acme",
  subdomains: ["acme"],
  themeDefaults: { tokens: { primary: "#112233", accent: "#445566" }, meta_data: { email: "help@acme.example" } },
  flags: { loginFreeReturns: true, pincodePage: true },
  orderIdTrim: { prefix: "ACM-" },
});

describe("defineBrandManifest", () => {
  it("fills every policy a brand leaves out", () => {
    expect(manifest).toMatchObject({
      dateRule: "next-days",
      headerPolicy: "shown",
      footerPolicy: "below-step-2",
      trackingVariant: "default",
      menu: [],
      hiddenDates: [],
    });
    expect(manifest.flags.selfShip).toBe(false);
  });

  it("refuses a manifest with a bad field, naming it", () => {
    expect(() => defineBrandManifest({ id: "x", displayName: "X", subdomains: ["Bad Host"] })).toThrow(/subdomains\.0/);
    expect(() => defineBrandManifest({ id: "x", displayName: "X", subdomains: [], dateRule: "mondays" as never })).toThrow(/dateRule/);
  });
});

describe("themeWithDefaults", () => {
  it("uses the manifest where the stored theme is silent and the stored value where it speaks", () => {
    const theme = themeWithDefaults({ name: "Acme", tokens: { primary: "#000000" }, config: {}, meta_data: { required_login: true } }, manifest);
    expect(theme.tokens).toEqual({ primary: "#000000", accent: "#445566" });
    expect(theme.meta_data).toMatchObject({ email: "help@acme.example", required_login: true });
    expect(theme.config?.pincode_page_enabled).toBe(true);
  });

  it("turns the login-free flag into required_login false when the theme says nothing", () => {
    expect(themeWithDefaults({ name: "Acme", tokens: {}, config: {}, meta_data: {} }, manifest).meta_data?.required_login).toBe(false);
  });
});

describe("displayOrderId", () => {
  it("cuts the brand's prefix, never the whole id", () => {
    expect(displayOrderId("ACM-1042", manifest)).toBe("1042");
    expect(displayOrderId("ACM-", manifest)).toBe("ACM-");
    expect(displayOrderId("XYZ-1", manifest)).toBe("XYZ-1");
  });
});

describe("isHeaderShown", () => {
  it("hides every brand's header on login and app-only pages", () => {
    expect(isHeaderShown("shown", { screen: "login", path: "/login", webview: false })).toBe(false);
    expect(isHeaderShown("shown", { screen: "home", path: "/page", webview: false })).toBe(false);
    expect(isHeaderShown("shown", { screen: "home", path: "/tracking", webview: false })).toBe(true);
  });

  it("follows the brand's policy elsewhere", () => {
    expect(isHeaderShown("hidden", { screen: "home", path: "/tracking", webview: false })).toBe(false);
    expect(isHeaderShown("hidden-in-webview", { screen: "home", path: "/tracking", webview: true })).toBe(false);
    expect(isHeaderShown("hidden-in-webview", { screen: "home", path: "/tracking", webview: false })).toBe(true);
  });
});
