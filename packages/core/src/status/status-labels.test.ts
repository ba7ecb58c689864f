import { describe, expect, test } from "vitest";
import { testMessageTexts, testTableValues } from "../testing/index.ts";
import { EXTRA_STATUS_LABEL, FORWARD_STAGE_LABEL } from "./status-labels.ts";
import { FORWARD_STAGE_TONE } from "./status-tone.ts";

describe("forward stage labels and tones", () => {
  testMessageTexts(FORWARD_STAGE_LABEL, {
    "order-placed": "Order placed",
    "ready-to-ship": "Ready to ship",
    dispatched: "Dispatched",
    "in-transit": "In transit",
    "out-for-delivery": "Out for delivery",
    delivered: "Delivered",
    cancelled: "Cancelled",
    lost: "Lost",
    damaged: "Damaged",
    expired: "Expired",
    "failed-delivery": "Failed delivery",
    "returned-to-origin": "Returned to origin",
  });

  test("every label has a catalog id", () => {
    for (const label of Object.values(FORWARD_STAGE_LABEL)) expect(label.id).toEqual(expect.any(String));
  });

  testTableValues(FORWARD_STAGE_TONE, [
    ["neutral", ["order-placed"]],
    ["progress", ["ready-to-ship", "dispatched", "in-transit", "out-for-delivery"]],
    ["success", ["delivered"]],
    ["failure", ["cancelled", "expired", "failed-delivery", "returned-to-origin"]],
    ["lost", ["lost", "damaged"]],
  ]);
});

describe("labels without a code mapping (product rules §4)", () => {
  testMessageTexts(EXTRA_STATUS_LABEL, {
    "pickup-requested": "Pickup requested",
    "return-placed": "Return placed",
    "pickup-cancelled": "Pickup cancelled",
    "out-for-pickup": "Out for pickup",
    "picked-up": "Picked up",
    returned: "Returned",
    "reached-warehouse": "Reached warehouse",
    shipped: "Shipped",
    "ready-for-dispatch": "Ready for dispatch",
    "shipping-soon": "Shipping soon",
  });

  test("there are exactly ten", () => {
    expect(Object.keys(EXTRA_STATUS_LABEL)).toHaveLength(10);
  });
});
