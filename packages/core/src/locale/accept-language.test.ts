import { describe, expect, test } from "vitest";
import { localeOfAcceptLanguage } from "./accept-language.ts";

describe("localeOfAcceptLanguage", () => {
  test.each([
    [undefined, "en"],
    ["", "en"],
    ["ar", "ar"],
    ["ar-EG,ar;q=0.9,en;q=0.8", "ar"],
    ["fr-FR, hi;q=0.5", "hi"],
    ["en;q=0.2, ta;q=0.9", "ta"],
    ["BN", "bn"],
    ["fr, de", "en"],
    ["ar;q=0, vi", "vi"],
    ["*", "en"],
  ] as const)("%j -> %s", (header, locale) => expect(localeOfAcceptLanguage(header)).toBe(locale));
});
