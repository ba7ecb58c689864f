import { describe, expect, test } from "vitest";
import { NDR_NEXT_STEP, ndrNextStepText } from "./ndr-next-step.ts";
import { NDR_REASON_CODES } from "../ndr/ndr-reasons.ts";

const REATTEMPT_24_48 = "The courier will try again within 24-48 hours.";

describe("what happens after a failed delivery, per reason (issue 33 item 16)", () => {
  test.each([
    [1, REATTEMPT_24_48],
    [2, "The courier will not try again until you confirm below that you still want the order."],
    [3, "The courier will come on the day you choose below."],
    [4, "We have reported the missed attempt to the courier. They will try again within 24-48 hours."],
    [5, "The courier will try again once you give a phone number they can reach you on."],
    [6, "The courier will try again once you confirm your address below."],
    [7, "The courier will try again within 24-48 hours. Please keep the payment ready."],
    [8, "The courier will try again once you confirm your address below."],
    [9, "The courier will not try again until you confirm below that you still want the order."],
    [10, "Your order is kept at the courier's office for you to collect."],
    [11, "We are looking into what went wrong and will update this page."],
    [12, "We will ask the courier about an open delivery and update this page."],
    [13, "Your shipment is being sent on to the right place. This page will show the new delivery date."],
    [14, "The courier will not try again until you confirm below that you still want the order."],
  ])("reason %i: %s", (code, text) => {
    expect(ndrNextStepText(code)?.message).toBe(text);
  });

  test("a refusal never promises a new attempt", () => {
    for (const code of [2, 9, 14]) expect(ndrNextStepText(code)?.message).not.toBe(REATTEMPT_24_48);
  });

  test("only reason 1 says the bare 24-48 hours line; the 14 reasons do not share one text", () => {
    const texts = NDR_REASON_CODES.map((code) => ndrNextStepText(code)?.message);
    expect(texts.filter((text) => text === REATTEMPT_24_48)).toHaveLength(1);
    expect(new Set(texts).size).toBeGreaterThanOrEqual(10);
  });

  test("a Friday-only brand never promises 24-48 hours", () => {
    for (const code of NDR_REASON_CODES) expect(ndrNextStepText(code, "fridays-only")?.message).not.toMatch(/24-48/);
    expect(ndrNextStepText(1, "fridays-only")?.message).toBe("The courier will try again on the next Friday.");
    expect(ndrNextStepText(7, "fridays-only")?.message).toBe("The courier will try again on the next Friday. Please keep the payment ready.");
  });

  test.each([0, 15, 99, null, undefined])("code %s has no next step of its own", (code) => {
    expect(ndrNextStepText(code)).toBeUndefined();
  });

  test("the table covers exactly 1-14", () => {
    expect(Object.keys(NDR_NEXT_STEP).map(Number)).toEqual([...NDR_REASON_CODES]);
  });
});
