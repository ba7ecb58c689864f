import { expect, test } from "vitest";
import { describeBrandChrome } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

describeBrandChrome(brand, { subdomains: ["shop101test", "retail", "trackmyorder", "hp"], fullTheme, emptyTheme });

test("white label: no header on pages, the shared tracking variant, returns without a login", () => {
  expect(brand.manifest).toMatchObject({ headerPolicy: "hidden", trackingVariant: "white-label", flags: { loginFreeReturns: true } });
});
