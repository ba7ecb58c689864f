import { describe, expect, test } from "vitest";
import { testFailureReasons } from "../testing/index.ts";
import { PICKUP_REASON, PICKUP_REASON_CODES, pickupReasonOf } from "./pickup-reasons.ts";

describe("failed-pickup reasons 1-11 (product rules §4)", () => {
  testFailureReasons(pickupReasonOf, [
    [1, "The courier could not reach you.", "ask-preferred-date", "preferred-date"],
    [2, "A request to cancel the pickup was made.", "confirm-pickup", "pickup-or-cancel"],
    [3, "The item looked damaged or used.", "explain-product-issue", "feedback"],
    [4, "The item's colour or brand did not match.", "explain-product-issue", "feedback"],
    [5, "The number of items did not match.", "explain-product-issue", "feedback"],
    [6, "The courier needs a pickup date that suits you.", "ask-preferred-date", "preferred-date"],
    [7, "Your address is outside the courier's service area.", "ask-address", "address"],
    [8, "The courier tried several times without success.", "ask-preferred-date", "preferred-date"],
    [9, "The pickup is planned for the next business day.", "next-business-day", "none"],
    [10, "The pickup was refused.", "confirm-pickup", "pickup-or-cancel"],
    [11, "The item was not ready for pickup.", "ask-preferred-date", "preferred-date"],
  ]);

  test.each([0, 12, 14, 100])("code %i is being investigated", (code) => {
    expect(pickupReasonOf(code)).toMatchObject({ action: "investigating", form: "none" });
    expect(pickupReasonOf(code).message.message).toBe("Your pickup did not go through.");
  });

  test("the table covers exactly 1-11", () => {
    expect(Object.keys(PICKUP_REASON).map(Number)).toEqual([...PICKUP_REASON_CODES]);
    expect(PICKUP_REASON_CODES).toHaveLength(11);
  });
});
