import { describe, expect, test } from "vitest";
import { sanitizeBannerHtml, themeForPage } from "./sanitize-banner.ts";

describe("brand banner HTML", () => {
  test.each([
    ["<script>alert(1)</script><p>Hi</p>", "<p>Hi</p>"],
    ['<img src="https://cdn.example/x.png" onerror="alert(1)">', '<img src="https://cdn.example/x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    ['<p style="position:fixed">Sale</p>', "<p>Sale</p>"],
    ['<iframe src="https://evil.example"></iframe>ok', "ok"],
    ['<svg onload="alert(1)"></svg>', ""],
  ])("%s is made harmless", (input, expected) => {
    expect(sanitizeBannerHtml(input)).toBe(expected);
  });

  test.each([
    ['<p>Big sale <img src="javascript:alert(1)" alt="40% off"></p>', "<p>Big sale <span>40% off</span></p>"],
    ['<img src="http://cdn.example/x.png" alt="New in">', "<span>New in</span>"],
    ['<img src="//cdn.example/x.png">', "<span></span>"],
    ['<img alt="No source">', "<span>No source</span>"],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" />'],
  ])("an image that would lose its source is its alt text, not a broken image: %s", (input, expected) => {
    expect(sanitizeBannerHtml(input)).toBe(expected);
  });

  test("formatting and safe links survive; links open safely", () => {
    expect(sanitizeBannerHtml('<p><strong>Diwali</strong> sale: <a href="https://shop.example/sale">shop now</a></p>')).toBe(
      '<p><strong>Diwali</strong> sale: <a href="https://shop.example/sale" rel="noopener noreferrer" target="_blank">shop now</a></p>',
    );
  });

  test("the page's theme carries sanitised banners and keeps the rest", () => {
    const theme = themeForPage({
      name: "Acme",
      tokens: { primary: "#123456" },
      meta_data: {},
      config: { forward_page_message_enabled: true, forward_page_message: "<b>Hi</b><script>x()</script>", return_page_message: "<i>R</i>" },
    });
    expect(theme.config?.forward_page_message).toBe("<b>Hi</b>");
    expect(theme.config?.return_page_message).toBe("<i>R</i>");
    expect(theme.tokens).toEqual({ primary: "#123456" });
  });

  test("a page's banner links name their banner for the click count, over any tracking the brand wrote", () => {
    const theme = themeForPage({
      name: "Acme",
      tokens: {},
      meta_data: {},
      config: {
        forward_page_message: '<a href="https://shop.example/sale" data-track-category="Social" data-track-action="fb" data-track-label="x">Sale</a>',
        return_page_message: '<p><a href="https://shop.example/returns">How returns work</a></p>',
      },
    });
    expect(theme.config?.forward_page_message).toBe(
      '<a href="https://shop.example/sale" data-track-category="Banner" data-track-action="forward" rel="noopener noreferrer" target="_blank">Sale</a>',
    );
    expect(theme.config?.return_page_message).toBe(
      '<p><a href="https://shop.example/returns" rel="noopener noreferrer" target="_blank" data-track-category="Banner" data-track-action="return">How returns work</a></p>',
    );
  });
});
