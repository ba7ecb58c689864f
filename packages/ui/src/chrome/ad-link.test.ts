import { describe, expect, test } from "vitest";
import { adLinkOf } from "./ad-link.ts";

const theme = (udf?: { value: string }[]) => ({ name: "T", tokens: {}, config: {}, meta_data: udf ? { udf } : {} });

describe("adLinkOf", () => {
  test("text from the first custom field, address from the second", () => {
    expect(adLinkOf(theme([{ value: " 20% off in the app " }, { value: "https://t.example/app" }, { value: "ignored" }]))).toEqual({
      text: "20% off in the app",
      href: "https://t.example/app",
    });
  });

  test("nothing without both fields or with a non-web address", () => {
    expect(adLinkOf(theme())).toBeUndefined();
    expect(adLinkOf(theme([{ value: "Only text" }]))).toBeUndefined();
    expect(adLinkOf(theme([{ value: "Bad" }, { value: "javascript:alert(1)" }]))).toBeUndefined();
  });
});
