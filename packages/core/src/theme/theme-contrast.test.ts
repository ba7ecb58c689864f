import { describe, expect, test } from "vitest";
import { contrastProblems, contrastRatio, nonHexColourTokens } from "./theme-contrast.ts";

// Reference ratios from the WCAG 2 definition (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio):
// black on white is 21:1, and #767676 on white is the well-known lightest AA grey (4.54:1).
describe("contrast ratio", () => {
  test("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#767676")).toBeCloseTo(4.54, 2);
  });
});

describe("contrast problems", () => {
  const good = { text: "#111111", background: "#ffffff", accent: "#1d4ed8", primary: "#1d4ed8", primaryText: "#ffffff" };

  test("none for a readable theme", () => {
    expect(contrastProblems(good)).toEqual([]);
  });

  test("text below 4.5:1 and a focus ring below 3:1 are reported with their ratios", () => {
    const problems = contrastProblems({ ...good, text: "#777777", accent: "#ffdd88" });
    expect(problems.map((p) => [p.pair.foreground, p.pair.background, p.required])).toEqual([
      ["text", "background", 4.5],
      ["accent", "background", 3],
    ]);
    expect(problems[0]?.ratio).toBe(4.47);
  });

  test("with onlyChanged, an older failing pair does not count until one of its colours changes", () => {
    const before = { ...good, accent: "#ffdd88" };
    expect(contrastProblems(before, { before, onlyChanged: true })).toEqual([]);
    expect(contrastProblems({ ...before, accent: "#ffee99" }, { before, onlyChanged: true })).toHaveLength(1);
  });

  test("names colours that are not hex", () => {
    expect(nonHexColourTokens({ text: "red", background: "#fff", primary: "" })).toEqual(["text"]);
  });
});
