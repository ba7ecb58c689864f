import { describe, expect, test } from "vitest";
import { imageSrc, linkProps, mailtoHref, telHref } from "./hrefs.ts";

describe("theme links", () => {
  // Web links themselves are core's rule (@portal/core/theme, web-links.test.ts).
  test("a logo may also be an inline image; script and other data make none", () => {
    expect(imageSrc("https://acme.example/logo.png")).toBe("https://acme.example/logo.png");
    expect(imageSrc("javascript:alert(1)")).toBeUndefined();
    expect(imageSrc("data:image/svg+xml,%3Csvg%3E")).toBe("data:image/svg+xml,%3Csvg%3E");
    expect(imageSrc("data:text/html,x")).toBeUndefined();
  });

  test("mail and phone links", () => {
    expect(mailtoHref("care@acme.example")).toBe("mailto:care@acme.example");
    expect(mailtoHref("not an email")).toBeUndefined();
    expect(telHref("+91 98765-43210")).toBe("tel:+919876543210");
    expect(telHref("1800 123 456")).toBe("tel:1800123456");
    expect(telHref("n/a")).toBeUndefined();
  });

  test("external links get rel noopener noreferrer; internal ones do not", () => {
    expect(linkProps("https://acme.example")).toEqual({ href: "https://acme.example", rel: "noopener noreferrer" });
    expect(linkProps("https://acme.example", { newTab: true })).toMatchObject({ target: "_blank" });
    expect(linkProps("/help")).toEqual({ href: "/help" });
  });
});
