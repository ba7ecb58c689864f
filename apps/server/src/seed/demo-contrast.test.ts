import { expect, test } from "vitest";
import { contrastProblems } from "@portal/core/theme";
import { BRAND_PACKAGE_DEMO_BRANDS, DEMO_BRANDS } from "./demo-brands.ts";

// Issue 33 item 20: the gate now checks the accent as the focus ring on page and cards; the
// demo brands whose accent gave 2–3:1 (demo, kestrel, lotus, banyan) were darkened to pass.
// Package brands seed no colours (their CSS carries them), so only themed brands are judged.
const themed = [...DEMO_BRANDS, ...BRAND_PACKAGE_DEMO_BRANDS].filter((brand) => Object.keys(brand.theme.tokens ?? {}).length > 0);

test("the brands with demo colours include the four whose accent failed", () => {
  expect(themed.map((brand) => brand.subdomain)).toEqual(expect.arrayContaining(["demo", "kestrel", "lotus", "banyan"]));
});

test.each(themed.map((brand) => [brand.subdomain, brand.theme.tokens ?? {}] as const))(
  "%s's demo colours pass every contrast pair the portal draws",
  (_subdomain, tokens) => {
    expect(contrastProblems(tokens).map((p) => `${p.pair.foreground} on ${p.pair.background}: ${p.ratio}:1`)).toEqual([]);
  },
);
