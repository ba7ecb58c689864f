import { describe, expect, test } from "vitest";
import { apiFail, apiOk } from "../api/api-result.ts";
import type { TrackOrderResult } from "../api/track-order.ts";
import { testMessageTexts } from "../testing/index.ts";
import { ERROR_MESSAGE, INCORRECT_LINK_HELP } from "./error-messages.ts";
import { RATING_CLOSED } from "./rating-refusals.ts";
import { RETURN_FLOW_MESSAGE } from "./return-flow/return-flow-messages.ts";
import { TOAST_DURATION_MS, TOAST_MESSAGE, feedbackThanksOf, type ToastMessageKey } from "./toast-messages.ts";
import { trackingOutcomeOf } from "./tracking-outcome.ts";

describe("error catalogue (product rules §8)", () => {
  testMessageTexts(ERROR_MESSAGE, {
    "tracking-not-found": "The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.",
    "pincode-not-serviceable": "Pincode is not serviceable, please ship order to us.",
    "incorrect-link": "You seem to have found an incorrect link.",
    "action-in-progress": "Please wait, we are still working on your last request.",
    "load-failed": "This page could not load. Please check your connection and try again.",
    "something-went-wrong": "Something went wrong. Please try again.",
  });

  test("the 404 help line", () => {
    expect(INCORRECT_LINK_HELP.message).toBe("Please contact the brand for the correct tracking link.");
  });
});

describe("texts both the API and a page show (one descriptor each)", () => {
  testMessageTexts(RETURN_FLOW_MESSAGE, {
    orderNotFound: "We could not find a returnable order with these details.",
    ifscUnknown: "This IFSC code does not exist. Please check it.",
    returnPlaced: "Your return request has been placed.",
    exchangePlaced: "Your exchange request has been placed.",
  });

  test("rating closed", () => {
    expect(RATING_CLOSED.message).toBe("This delivery can no longer be rated.");
  });
});

describe("toasts", () => {
  testMessageTexts(TOAST_MESSAGE, {
    "feedback-thanks": "Thanks for your feedback!",
    "feedback-thanks-low-rating": "Thanks for your feedback. We will use it to do better.",
    "feedback-thanks-survey": "Thanks for your feedback! Taking you to a short survey...",
    "contact-updated": "Contact number updated. Notifications will go to the updated number.",
    "concern-submitted": "Your concern has been submitted. The brand will follow up with you.",
  });

  test.each<[number, boolean, ToastMessageKey]>([
    [10, true, "feedback-thanks-survey"],
    [2, true, "feedback-thanks-survey"],
    [9, false, "feedback-thanks"],
    [6, false, "feedback-thanks"],
    [5, false, "feedback-thanks-low-rating"],
    [0, false, "feedback-thanks-low-rating"],
  ])("score %i, survey %s -> %s", (score, survey, key) => expect(feedbackThanksOf(score, survey)).toBe(key));

  test("durations", () => {
    expect(TOAST_DURATION_MS).toEqual({ default: 4000, success: 2000, loading: Number.POSITIVE_INFINITY });
  });
});

describe("tracking outcome", () => {
  const entry = (code: number, enterprise = "") =>
    ({
      W1: {
        latest_status: { code, status: "", description: "", location: "", remark: "", timestamp: "2024-05-01T00:00:00Z" },
        config: { enterprise_user: enterprise },
      },
    }) as unknown as TrackOrderResult;

  test.each([
    ["HTTP 400", apiFail({ kind: "http", status: 400, message: "bad" }), "not-found"],
    ["API 400", apiFail({ kind: "api", status: 400, message: "bad" }), "not-found"],
    ["HTTP 404", apiFail({ kind: "http", status: 404, message: "none" }), "not-found"],
    ["HTTP 500", apiFail({ kind: "http", status: 500, message: "boom" }), "error"],
    ["network", apiFail({ kind: "network", message: "offline" }), "error"],
    ["no data", apiOk({} as TrackOrderResult), "not-found"],
    ["an order without shipments", apiOk({ shipments: [] } as unknown as TrackOrderResult), "not-found"],
    ["code 23", apiOk(entry(23)), "not-found"],
    ["another brand", apiOk(entry(5, "other")), "not-found"],
    ["this brand", apiOk(entry(5, "Acme")), "shipment"],
    ["no enterprise on the shipment", apiOk(entry(5)), "shipment"],
  ] as const)("%s -> %s", (_name, result, kind) => {
    expect(trackingOutcomeOf(result, { brandEnterprise: "acme" }).kind).toBe(kind);
  });
});
