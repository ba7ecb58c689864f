import { describe, expect, test } from "vitest";
import { isStaticChrome } from "@portal/ui";
import { describeBrandChrome } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

// The footer's own behaviour (tabs, phone numbers) is in Footer.test.tsx.
describeBrandChrome(brand, { subdomains: ["threadline"], fullTheme, emptyTheme, emailInClosedSection: true });

describe("Threadline brand definition", () => {
  test("its footer is static chrome: a page keeps the server's markup and never downloads its code", () => {
    expect(isStaticChrome(brand.Footer)).toBe(true);
  });
});
