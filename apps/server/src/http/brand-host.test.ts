import { describe, expect, test } from "vitest";
import { brandFromHost } from "./brand-host.ts";
import { deviceFromUserAgent, isWebview } from "./device.ts";

describe("brand from host", () => {
  test.each([
    ["acme.localhost:3000", "localhost", { kind: "subdomain", subdomain: "acme" }],
    ["ACME.example.com", "example.com", { kind: "subdomain", subdomain: "acme" }],
    ["kestrel.example.com.", "example.com", { kind: "subdomain", subdomain: "kestrel" }],
    ["localhost:3000", "localhost", { kind: "bare" }],
    ["example.com", "example.com", { kind: "bare" }],
    ["127.0.0.1:3000", "localhost", { kind: "bare" }],
    ["[::1]:3000", "localhost", { kind: "bare" }],
    [undefined, "localhost", { kind: "bare" }],
  ] as const)("%s on %s", (host, base, expected) => {
    expect(brandFromHost(host, base)).toEqual(expected);
  });

  test.each([
    ["a.b.example.com", "example.com"],
    ["evil-example.com", "example.com"],
    ["acme.other.org", "example.com"],
    ["-bad.example.com", "example.com"],
  ])("%s is no brand of %s", (host, base) => {
    expect(brandFromHost(host, base)).toBeNull();
  });
});

describe("device", () => {
  test("a low-end Android phone is mobile, a desktop is other", () => {
    expect(deviceFromUserAgent("Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36")).toBe("mobile");
    expect(deviceFromUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36")).toBe("other");
    expect(deviceFromUserAgent(undefined)).toBe("other");
  });
  test("WhatsApp's in-app browser is a webview", () => {
    expect(isWebview("Mozilla/5.0 (Linux; Android 12; wv) AppleWebKit/537.36 WhatsApp/2.23")).toBe(true);
    expect(isWebview("Mozilla/5.0 (X11; Linux x86_64) Chrome/120")).toBe(false);
  });
});
