import { describe, expect, test } from "vitest";
import { FEED_ACTION_PROMPT } from "../feed-form/feed-action.ts";
import { testFailureReasons } from "../testing/index.ts";
import { NDR_REASON, NDR_REASON_CODES, ndrReasonOf } from "./ndr-reasons.ts";

describe("failed-delivery (NDR) reasons 1-14 (product rules §4)", () => {
  // Codes that share a reason share its row.
  testFailureReasons(ndrReasonOf, [
    [1, "The courier could not reach you.", "ask-preferred-date", "preferred-date"],
    [[2, 9, 14], "The delivery was refused.", "confirm-delivery", "deliver-or-cancel"],
    [3, "You asked for the delivery on another day.", "reschedule", "preferred-date"],
    [4, "The courier did not attempt the delivery.", "report-no-attempt", "preferred-date"],
    [5, "The courier could not reach you on your phone.", "ask-alternate-number", "alternate-number"],
    [[6, 8], "The courier could not find your address.", "ask-address", "address"],
    [7, "The payment was not ready at delivery.", "payment-not-ready", "preferred-date"],
    [10, "You chose to collect the order yourself.", "customer-collects", "none"],
    [11, "Something went wrong with your delivery.", "ask-feedback", "feedback"],
    [12, "You asked for an open delivery.", "open-delivery", "none"],
    [13, "Your shipment was sent to the wrong place.", "wrongly-routed", "none"],
  ]);

  test.each([0, 15, 99, -1, 2.5])("code %d is being investigated", (code) => {
    const reason = ndrReasonOf(code);
    expect(reason.action).toBe("investigating");
    expect(reason.form).toBe("none");
    expect(reason.message.message).toBe("Your delivery did not go through.");
    expect(FEED_ACTION_PROMPT[reason.action].message).toBe("We are looking into it and will update you soon.");
  });

  test("the table covers exactly 1-14", () => {
    expect(NDR_REASON_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(Object.keys(NDR_REASON).map(Number)).toEqual([...NDR_REASON_CODES]);
  });
});
