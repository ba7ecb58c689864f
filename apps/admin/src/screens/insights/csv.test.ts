import { describe, expect, test } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("toCsv", () => {
  test("quotes commas, quotes and line breaks, and ends rows with CRLF", () => {
    expect(
      toCsv(
        ["Item", "Units"],
        [
          ["Kurta, blue", 3],
          ['Say "hi"', 1],
          ["two\nlines", null],
        ],
      ),
    ).toBe('Item,Units\r\n"Kurta, blue",3\r\n"Say ""hi""",1\r\n"two\nlines",\r\n');
  });

  test("cells a spreadsheet would run as formulas are written as text", () => {
    for (const formula of ['=HYPERLINK("http://x")', "+1+2", "-2+3", "@SUM(A1)", "\tx"]) expect(csvCell(formula).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
  });

  test("numbers, negative ones too, stay numbers", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("Delhi")).toBe("Delhi");
  });
});
