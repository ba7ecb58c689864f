import { describe, expect, test } from "vitest";
import { contactUpdateStateOf } from "./contact-update-state.ts";
import { SAMPLE_JOURNEYS, sampleTrackingEntry } from "../testing/tracking-fixtures.ts";

describe("contact update state (product rules §6)", () => {
  test.each<[string, readonly number[], string]>([
    ["in transit", SAMPLE_JOURNEYS["in-transit"], "allowed"],
    ["delivered", SAMPLE_JOURNEYS.delivered, "shipment-closed"],
    ["failed, even if out for delivery again", SAMPLE_JOURNEYS["failed-then-out-for-delivery"], "shipment-closed"],
    ["lost", SAMPLE_JOURNEYS.lost, "shipment-closed"],
    ["returned to origin", SAMPLE_JOURNEYS["returned-to-origin"], "shipment-closed"],
  ])("%s: %s", (_name, codes, expected) => {
    expect(contactUpdateStateOf(sampleTrackingEntry({ codes }))).toBe(expected);
  });

  test("a brand that does not offer it", () => {
    expect(contactUpdateStateOf(sampleTrackingEntry({ config: { allow_contact_update: false } }))).toBe("not-offered");
  });
});
