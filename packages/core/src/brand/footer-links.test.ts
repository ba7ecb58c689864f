import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { resolveFooterLinks } from "./footer-link-targets.ts";
import { FooterLinkSchema } from "./footer-links.ts";

describe("footer store and legal links", () => {
  test("paths land on the website in this tab; other hosts open in a new tab", () => {
    const links = resolveFooterLinks(
      [
        { kind: "store-locator", href: "https://stores.medleaf.example/near-me" },
        { kind: "terms", href: "/legal/terms" },
        { kind: "privacy", href: "https://medleaf.example/legal/privacy" },
      ],
      "medleaf.example",
    );
    expect(links).toEqual([
      { kind: "store-locator", href: "https://stores.medleaf.example/near-me", newTab: true },
      { kind: "terms", href: "https://medleaf.example/legal/terms", newTab: false },
      { kind: "privacy", href: "https://medleaf.example/legal/privacy", newTab: false },
    ]);
  });

  test("without a usable website a path is no link, and an absolute address opens in a new tab", () => {
    const links = [
      { kind: "terms", href: "/legal/terms" },
      { kind: "privacy", href: "https://legal.example/privacy" },
    ] as const;
    expect(resolveFooterLinks(links, undefined)).toEqual([{ kind: "privacy", href: "https://legal.example/privacy", newTab: true }]);
    expect(resolveFooterLinks(links, "javascript:alert(1)")).toEqual([{ kind: "privacy", href: "https://legal.example/privacy", newTab: true }]);
  });

  test("a manifest may give only paths and http(s) addresses of the known kinds", () => {
    const ok = (link: unknown) => v.safeParse(FooterLinkSchema, link).success;
    expect(ok({ kind: "returns-policy", href: "/returns-policy" })).toBe(true);
    expect(ok({ kind: "returns-policy", href: "http://shop.example/returns" })).toBe(true);
    expect(ok({ kind: "returns-policy", href: "javascript:alert(1)" })).toBe(false);
    expect(ok({ kind: "returns-policy", href: "//evil.example/x" })).toBe(false);
    expect(ok({ kind: "careers", href: "/careers" })).toBe(false);
  });
});
