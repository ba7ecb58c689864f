import { expect, test } from "vitest";
import { bannerTextProblems } from "./banner-text-problems.ts";

test("a banner switched on needs the default language's text", () => {
  expect(bannerTextProblems({ config: { forward_page_message_enabled: true, forward_page_message: { hi: "मुफ़्त एक्सचेंज" } } })).toEqual([
    { kind: "banner-default-missing", field: "forward_page_message" },
  ]);
  expect(
    bannerTextProblems({ config: { default_locale: "hi", return_page_message_enabled: true, return_page_message: { hi: "टैग न हटाएँ", en: "Keep tags" } } }),
  ).toEqual([]);
  expect(bannerTextProblems({ config: { default_locale: "hi", return_page_message_enabled: true, return_page_message: { en: "Keep tags" } } })).toEqual([
    { kind: "banner-default-missing", field: "return_page_message" },
  ]);
});

test("a banner switched off, or an old one-language banner, is fine", () => {
  expect(bannerTextProblems({ config: { forward_page_message_enabled: false, forward_page_message: { hi: "x" } } })).toEqual([]);
  expect(bannerTextProblems({ config: { forward_page_message_enabled: true, forward_page_message: "<p>Free exchanges</p>" } })).toEqual([]);
});
