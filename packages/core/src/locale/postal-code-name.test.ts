import { describe, expect, test } from "vitest";
import { countryFieldsOf } from "../country/contact-fields.ts";
import { COUNTRIES, showsPincode } from "../country/country-rules.ts";
import { postalCodeLabelOf } from "./postal-code-name.ts";

describe("what a country calls its postal code", () => {
  test.each([
    ["US", "ZIP code"],
    ["us", "ZIP code"],
    ["IN", "Pincode"],
    ["PH", "Postal code"],
    ["AE", "Postal code"],
    ["", "Pincode"],
  ])("%j: %s", (country, label) => expect(postalCodeLabelOf(country).message).toBe(label));

  test.each(COUNTRIES.filter(showsPincode))("%s: the forms' field uses the same label", (country) => {
    expect(countryFieldsOf(country).postalCode?.label).toBe(postalCodeLabelOf(country));
  });
});
