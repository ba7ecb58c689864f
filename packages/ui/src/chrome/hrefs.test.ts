import { describe, expect, test } from "vitest";
import { imageSrc, linkProps, mailtoHref, telHref, webHref } from "./hrefs.ts";

describe("theme links", () => {
  test("web links keep http(s) and site paths and add https to bare hosts", () => {
    expect(webHref("https://acme.example/shop")).toBe("https://acme.example/shop");
    expect(webHref(" acme.example ")).toBe("https://acme.example");
    expect(webHref("//acme.example")).toBe("https://acme.example");
    expect(webHref("/help")).toBe("/help");
  });

  test("script, data and empty values make no link", () => {
    expect(webHref("javascript:alert(1)")).toBeUndefined();
    expect(webHref("JaVaScRiPt:alert(1)")).toBeUndefined();
    expect(webHref("data:text/html,<b>x</b>")).toBeUndefined();
    expect(webHref("")).toBeUndefined();
    expect(webHref(undefined)).toBeUndefined();
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
