import { describe, expect, test } from "vitest";
import { contactUpdateStateOf } from "./contact-update-state.ts";
import { trackingAccessOfEntry } from "./entry-access.ts";
import { SAMPLE_JOURNEYS, sampleTrackingEntry } from "../testing/tracking-fixtures.ts";

describe("contact update state (spec section 6)", () => {
  test.each<[string, readonly number[], string]>([
    ["in transit", SAMPLE_JOURNEYS["in-transit"], "allowed"],
    ["delivered", SAMPLE_JOURNEYS.delivered, "shipment-closed"],
    ["failed, even if out for delivery again", SAMPLE_JOURNEYS["failed-then-out-for-delivery"], "shipment-closed"],
    ["lost", SAMPLE_JOURNEYS.lost, "shipment-closed"],
    ["returned to origin", SAMPLE_JOURNEYS["returned-to-origin"], "shipment-closed"],
  ])("%s: %s", (_name, codes, expected) => {
    const entry = sampleTrackingEntry({ codes });
    expect(contactUpdateStateOf(entry, trackingAccessOfEntry(entry))).toBe(expected);
  });

  test("without a valid key the shopper is sent to their own link", () => {
    const entry = sampleTrackingEntry({ statusOnly: true });
    expect(trackingAccessOfEntry(entry)).toBe("status-only");
    expect(contactUpdateStateOf(entry, trackingAccessOfEntry(entry))).toBe("verify-link");
  });

  test("a brand that does not offer it", () => {
    const entry = sampleTrackingEntry({ config: { allow_contact_update: false } });
    expect(contactUpdateStateOf(entry, "full")).toBe("not-offered");
  });
});
