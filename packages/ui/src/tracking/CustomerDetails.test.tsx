import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { CustomerDetails } from "./CustomerDetails.tsx";

afterEach(cleanup);

const customer = { name: "Jordan Ellis", phone: "4155550134", address: "1450 Valencia Street", pincode: "02108" };

describe("CustomerDetails", () => {
  test.each([
    ["US", "ZIP code"],
    ["IN", "Pincode"],
    [undefined, "Pincode"],
  ])("the postal code is named as the brand's country names it (%s: %s)", (country, label) => {
    renderWithI18n(<CustomerDetails customer={customer} country={country} />);
    expect(screen.getByText("02108").closest("div")?.querySelector("dt")?.textContent).toBe(label);
  });
});
