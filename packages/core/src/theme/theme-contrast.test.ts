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
  const good = { text: "#111111", background: "#ffffff", surface: "#fafafa", accent: "#1d4ed8", primary: "#1d4ed8", primaryText: "#ffffff" };

  test("none for a readable theme", () => {
    expect(contrastProblems(good)).toEqual([]);
  });

  test("text below 4.5:1 and a focus ring below 3:1 are reported with their ratios", () => {
    const problems = contrastProblems({ ...good, text: "#777777", accent: "#ffdd88" });
    expect(problems.map((p) => [p.pair.foreground, p.pair.background, p.required])).toEqual([
      ["text", "background", 4.5],
      ["text", "surface", 4.5],
      ["accent", "background", 3],
      ["accent", "surface", 3],
    ]);
    expect(problems[0]?.ratio).toBe(4.47);
  });

  // The status heading, links and secondary buttons are drawn in the brand colour on the page
  // and on cards: a pale brand colour that suits a button fill is unreadable as text there.
  test("the brand colour is judged as text on the page and on cards, and its label text on its fill", () => {
    const problems = contrastProblems({ ...good, primary: "#7fa8ff", primaryText: "#000000" });
    expect(problems.map((p) => [p.pair.foreground, p.pair.background, p.pair.kind, p.required])).toEqual([
      ["primary", "background", "text", 4.5],
      ["primary", "surface", "text", 4.5],
    ]);
    expect(contrastProblems({ ...good, primaryText: "#5b7fd6" }).map((p) => [p.pair.foreground, p.pair.background])).toEqual([["primaryText", "primary"]]);
  });

  test("a focus ring between 3:1 and 4.5:1 passes (non-text contrast), below 3:1 it does not", () => {
    // #8a8a8a on white is 3.45:1; #b0b0b0 is 2.15:1.
    expect(contrastProblems({ ...good, accent: "#8a8a8a", surface: "#ffffff" })).toEqual([]);
    expect(contrastProblems({ ...good, accent: "#b0b0b0", surface: "#ffffff" }).map((p) => [p.pair.foreground, p.pair.background, p.pair.kind])).toEqual([
      ["accent", "background", "non-text"],
      ["accent", "surface", "non-text"],
    ]);
  });

  test("header and footer text are judged on their own backgrounds", () => {
    const problems = contrastProblems({ ...good, headerText: "#ffffff", headerBackground: "#f5f5f5", footerText: "#222222", footerBackground: "#000000" });
    expect(problems.map((p) => [p.pair.foreground, p.pair.background])).toEqual([
      ["headerText", "headerBackground"],
      ["footerText", "footerBackground"],
    ]);
  });

  test("with onlyChanged, an older failing pair does not count until one of its colours changes", () => {
    const before = { ...good, accent: "#ffdd88" };
    expect(contrastProblems(before, { before, onlyChanged: true })).toEqual([]);
    expect(contrastProblems({ ...before, accent: "#ffee99" }, { before, onlyChanged: true })).toHaveLength(2);
  });

  test("names colours that are not hex", () => {
    expect(nonHexColourTokens({ text: "red", background: "#fff", primary: "" })).toEqual(["text"]);
  });
});
