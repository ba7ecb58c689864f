import { describe, expect, it } from "vitest";
import { faviconSvg } from "./favicon.ts";

describe("faviconSvg", () => {
  it("draws the brand's initial in its own colours", () => {
    const svg = faviconSvg({ name: "kestrel", tokens: { primary: "#0a7d5a", primaryText: "#ffffff" } });
    expect(svg).toContain(`fill="#0a7d5a"`);
    expect(svg).toMatch(/fill="#ffffff">K<\/text>/);
  });

  it("uses the neutral colours when the theme sets none or sets something that is not a colour", () => {
    const svg = faviconSvg({ name: "Acme", tokens: { primary: `red" onload="alert(1)` } });
    expect(svg).toContain(`fill="#1f2937"`);
    expect(svg).not.toContain("onload");
  });

  it("escapes the initial and draws no text for a brand without a name", () => {
    expect(faviconSvg({ name: "<b>", tokens: {} })).toContain("&#60;</text>");
    expect(faviconSvg({ name: "", tokens: {} })).not.toContain("<text");
  });
});
