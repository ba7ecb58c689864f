import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { brandDefaultLocale, brandTextFor, hasDefaultText, mapBrandText } from "./brand-text.ts";
import { withDefaultText } from "./stored-brand-text.ts";
import { BrandTextSchema } from "./brand-text-schema.ts";

// Issue 33 item 11: brand texts per language, the default language as fallback with its lang.
describe("a brand text on a page", () => {
  const reason = { en: "Changed my mind", ar: "غيّرت رأيي", hi: "मेरा मन बदल गया" };

  test("the page's own language is shown unmarked", () => {
    expect(brandTextFor(reason, "ar", "en")).toEqual({ text: "غيّرت رأيي" });
    expect(brandTextFor(reason, "hi", "en")).toEqual({ text: "मेरा मन बदल गया" });
  });

  test("a language the brand did not write falls back to the default, marked with its lang", () => {
    expect(brandTextFor(reason, "ta", "en")).toEqual({ text: "Changed my mind", lang: "en" });
  });

  test("dir is set only where the fallback's direction differs from the page's", () => {
    expect(brandTextFor({ en: "Free exchanges" }, "ar", "en")).toEqual({ text: "Free exchanges", lang: "en", dir: "ltr" });
    expect(brandTextFor({ ar: "استبدال مجاني" }, "ta", "ar")).toEqual({ text: "استبدال مجاني", lang: "ar", dir: "rtl" });
    expect(brandTextFor({ ar: "استبدال مجاني" }, "en", "ar")).toEqual({ text: "استبدال مجاني", lang: "ar", dir: "rtl" });
  });

  test("a blank translation counts as missing", () => {
    expect(brandTextFor({ en: "Too small", ta: "  " }, "ta", "en")).toEqual({ text: "Too small", lang: "en" });
  });

  test("old one-language data is the default language's text", () => {
    expect(brandTextFor("Keep the tags on.", "en", "en")).toEqual({ text: "Keep the tags on." });
    expect(brandTextFor("Keep the tags on.", "ar", "en")).toEqual({ text: "Keep the tags on.", lang: "en", dir: "ltr" });
    expect(v.is(BrandTextSchema, "Keep the tags on.")).toBe(true);
  });

  test("without the default language's text, another written language is shown marked", () => {
    expect(brandTextFor({ hi: "मुफ़्त एक्सचेंज" }, "ta", "en")).toEqual({ text: "मुफ़्त एक्सचेंज", lang: "hi" });
    expect(brandTextFor({}, "ta", "en")).toBeNull();
    expect(brandTextFor(undefined, "ta", "en")).toBeNull();
  });

  test("a stored reason name is the default language's value beside its translations", () => {
    expect(brandTextFor(withDefaultText("Too small", { ar: "صغير جدًا" }, "en"), "ar", "en")).toEqual({ text: "صغير جدًا" });
    expect(brandTextFor(withDefaultText("Too small", { ar: "صغير جدًا" }, "en"), "bn", "en")).toEqual({ text: "Too small", lang: "en" });
  });

  test("only the portal's languages are accepted as keys", () => {
    expect(v.is(BrandTextSchema, { en: "a", xx: "b" })).toBe(false);
  });
});

describe("the default language", () => {
  test("English where unset or unknown", () => {
    expect(brandDefaultLocale(undefined)).toBe("en");
    expect(brandDefaultLocale("zz")).toBe("en");
    expect(brandDefaultLocale("hi")).toBe("hi");
  });
  test("its text is the one required", () => {
    expect(hasDefaultText({ hi: "x" }, "en")).toBe(false);
    expect(hasDefaultText({ en: " " }, "en")).toBe(false);
    expect(hasDefaultText("Old banner", "hi")).toBe(true);
  });
});

test("each language's value is changed alike (sanitising every language's banner)", () => {
  expect(mapBrandText({ en: "<b>a</b>", ar: "<i>b</i>" }, (t) => t.toUpperCase())).toEqual({ en: "<B>A</B>", ar: "<I>B</I>" });
  expect(mapBrandText("x", (t) => t + "!")).toBe("x!");
});
