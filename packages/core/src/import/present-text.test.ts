import { expect, test } from "vitest";
import { presentText } from "./present-text.ts";

test.each([
  [undefined, undefined],
  [null, undefined],
  ["", undefined],
  ["   ", undefined],
  ["null", undefined],
  ["NULL", undefined],
  [" None ", undefined],
  ["undefined", undefined],
  [" AC-50012 ", "AC-50012"],
  ["nullable-order-7", "nullable-order-7"],
  ["0", "0"],
])("presentText(%o) is %o", (given, expected) => {
  expect(presentText(given)).toBe(expected);
});
