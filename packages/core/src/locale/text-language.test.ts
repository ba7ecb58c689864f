import { describe, expect, test } from "vitest";
import { foreignLanguageOfText, textOfHtml } from "./text-language.ts";

describe("the language of brand-written text on a page", () => {
  test.each([
    ["<p><strong>Free exchanges</strong> within 15 days.</p>", "ar", "en"],
    ["<p><strong>Free exchanges</strong> within 15 days.</p>", "en", undefined],
    ["<p>Đổi trả miễn phí trong 15 ngày.</p>", "vi", undefined],
    ["<p>استبدال مجاني خلال 15 يومًا</p>", "en", "ar"],
    ["<p>استبدال مجاني خلال 15 يومًا (Free)</p>", "ar", undefined],
    ["<p>15 நாட்களுக்குள் இலவச மாற்றம்</p>", "en", "ta"],
    ["<p>मुफ़्त एक्सचेंज</p>", "mr", undefined],
    ["<p>2026</p>", "ar", undefined],
  ] as const)("%j on a %s page: %s", (html, page, expected) => {
    expect(foreignLanguageOfText(textOfHtml(html), page)).toBe(expected);
  });

  test("tags and entities are not text", () => {
    expect(textOfHtml('<a href="https://x.example/abc">Hi</a>&amp;').trim()).toBe("Hi");
  });
});
