import { expect, test } from "vitest";
import { unservedPostalCodeMessage } from "./unserved-postal-code.ts";

// Issue 33 item 4: "Pincode" only for India; a US shopper reads "ZIP code", others "Postal code".
test.each([
  ["IN", "Pincode is not serviceable, please ship order to us."],
  ["us", "ZIP code is not serviceable, please ship order to us."],
  ["AE", "Postal code is not serviceable, please ship order to us."],
  ["XX", "Postal code is not serviceable, please ship order to us."],
  [undefined, "Pincode is not serviceable, please ship order to us."],
])("the unserved-code message in %s", (country, text) => {
  expect(unservedPostalCodeMessage(country).message).toBe(text);
});
