import { describe, expect, test } from "vitest";
import { themeLinkProblems } from "./theme-link-problems.ts";
import { isEmailAddress, isWebLink, onWebsite, webHref } from "./web-links.ts";

describe("web links", () => {
  test("keep http(s) and site paths and add https to bare hosts", () => {
    expect(webHref("https://acme.example/shop")).toBe("https://acme.example/shop");
    expect(webHref(" acme.example ")).toBe("https://acme.example");
    expect(webHref("//acme.example")).toBe("https://acme.example");
    expect(webHref("/files/uploads/acme/logo.png")).toBe("/files/uploads/acme/logo.png");
  });

  test.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<b>x</b>", "ftp://acme.example", "www acme.example", "acme", ""])(
    "%j is no link",
    (value) => {
      expect(webHref(value)).toBeUndefined();
      expect(isWebLink(value)).toBe(false);
    },
  );

  test("a page on the brand's website needs an absolute http(s) website", () => {
    expect(onWebsite("/account/sign-in", "https://acme.example/shop")).toBe("https://acme.example/account/sign-in");
    expect(onWebsite("/en/help", "acme.example")).toBe("https://acme.example/en/help");
    expect(onWebsite("/en/help", "/local")).toBeUndefined();
    expect(onWebsite("/en/help", "javascript:alert(1)")).toBeUndefined();
    expect(onWebsite("/en/help", undefined)).toBeUndefined();
  });

  test.each([
    ["care@acme.example", true],
    [" care@acme.example ", true],
    ["care@", false],
    ["care@acme", false],
    ["not an email", false],
    ["<care@acme.example>", false],
  ])("%j is an e-mail address: %s", (value, ok) => expect(isEmailAddress(value)).toBe(ok));
});

describe("a theme's link problems", () => {
  test("names each bad link and a bad e-mail; blanks are fine", () => {
    const theme = {
      name: "Acme",
      logo: "data:image/png;base64,AAAA",
      meta_data: { website: "acme.example", email: "care@", social: { fb: "javascript:alert(1)", tw: "" } },
    };
    expect(themeLinkProblems(theme)).toEqual([{ kind: "not-url", field: "logo" }, { kind: "not-url", field: "social.fb" }, { kind: "not-email" }]);
  });
});
