import { describe, expect, test } from "vitest";
import type { ForwardStage } from "./forward-stage.ts";
import { EXTRA_STATUS_LABEL, FORWARD_STAGE_LABEL, type ExtraStatusLabel } from "./status-labels.ts";
import { FORWARD_STAGE_TONE, type StatusTone } from "./status-tone.ts";

describe("forward stage labels and tones", () => {
  test.each<[ForwardStage, string, StatusTone]>([
    ["order-placed", "Order placed", "neutral"],
    ["ready-to-ship", "Ready to ship", "progress"],
    ["dispatched", "Dispatched", "progress"],
    ["in-transit", "In transit", "progress"],
    ["out-for-delivery", "Out for delivery", "progress"],
    ["delivered", "Delivered", "success"],
    ["cancelled", "Cancelled", "failure"],
    ["lost", "Lost", "lost"],
    ["damaged", "Damaged", "lost"],
    ["expired", "Expired", "failure"],
    ["failed-delivery", "Failed delivery", "failure"],
    ["returned-to-origin", "Returned to origin", "failure"],
  ])("%s reads %j with tone %s", (stage, text, tone) => {
    expect(FORWARD_STAGE_LABEL[stage].message).toBe(text);
    expect(FORWARD_STAGE_LABEL[stage].id).toEqual(expect.any(String));
    expect(FORWARD_STAGE_TONE[stage]).toBe(tone);
  });
});

describe("labels without a code mapping (spec section 4)", () => {
  test.each<[ExtraStatusLabel, string]>([
    ["pickup-requested", "Pickup requested"],
    ["return-placed", "Return placed"],
    ["pickup-cancelled", "Pickup cancelled"],
    ["out-for-pickup", "Out for pickup"],
    ["picked-up", "Picked up"],
    ["returned", "Returned"],
    ["reached-warehouse", "Reached warehouse"],
    ["shipped", "Shipped"],
    ["ready-for-dispatch", "Ready for dispatch"],
    ["shipping-soon", "Shipping soon"],
  ])("%s reads %j", (key, text) => {
    expect(EXTRA_STATUS_LABEL[key].message).toBe(text);
  });

  test("there are exactly ten", () => {
    expect(Object.keys(EXTRA_STATUS_LABEL)).toHaveLength(10);
  });
});
