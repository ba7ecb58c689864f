import { describe, expect, test } from "vitest";
import { FEED_ACTION_PROMPT, FEED_ACTIONS } from "./feed-action.ts";
import { FEED_FORM_SPEC, type FeedFormKind } from "./feed-form-kind.ts";
import { toTrackingFeedBody } from "./feed-body.ts";
import { requiredFeedFields, validateFeedForm, type FeedFormValues } from "./validate-feed-form.ts";
import { DELIVERY_ISSUE_FORM, deliveryIssueFormOf, validateDeliveryIssue } from "../ndr/delivery-issue-form.ts";

const en = { locale: "en" };
const address = { address: "12 MG Road, Kothrud", drop_pincode: "411038", landmark: "Near the park" };

describe("choices", () => {
  // [form, its question, its options as [value, label]]: Yes goes ahead, No cancels.
  test.each([
    [
      "deliver-or-cancel",
      "Do you still want this order delivered?",
      [
        ["accept", "Yes, deliver it"],
        ["reject", "No, cancel it"],
      ],
    ],
    [
      "pickup-or-cancel",
      "Do you still want this item picked up?",
      [
        ["accept", "Yes, pick it up"],
        ["reject", "No, cancel the pickup"],
      ],
    ],
  ] as const)("%s asks %j", (kind, question, options) => {
    const choice = FEED_FORM_SPEC[kind].choice;
    expect(choice.question.message).toBe(question);
    expect(choice.options.map((o) => [o.value, o.label.message])).toEqual(options);
  });

  test("order number or alternate number", () => {
    const choice = FEED_FORM_SPEC["alternate-number"].choice;
    expect(choice.field).toBe("contact");
    expect(choice.options.map((o) => [o.value, o.label.message])).toEqual([
      ["order-number", "The number on my order"],
      ["alternate-number", "Another number"],
    ]);
  });

  test("every action has a prompt", () => {
    for (const action of FEED_ACTIONS) expect(FEED_ACTION_PROMPT[action].message).toEqual(expect.any(String));
  });
});

describe("delivery-issue form rules (product rules §5)", () => {
  test.each([
    [1, "date-and-address"],
    [2, "preferred-date"],
    [3, "preferred-date"],
    [4, "alternate-number"],
    [6, "deliver-or-cancel"],
    [5, "none"],
    [7, "none"],
  ])("issue %i uses form %s", (id, form) => expect(deliveryIssueFormOf(id)).toBe(form));

  test("ids 1, 2, 3, 4, 6 have forms", () => {
    expect(Object.keys(DELIVERY_ISSUE_FORM)).toEqual(["1", "2", "3", "4", "6"]);
  });

  test.each<[number, FeedFormValues, { captureAddress?: boolean }, object]>([
    // Issue 1: preferred date, plus address, pincode and landmark when captured.
    [1, {}, {}, { preferred_date: "date" }],
    [1, { preferred_date: "2024-05-03" }, {}, {}],
    [1, { preferred_date: "2024-05-03" }, { captureAddress: true }, { address: "address-short", drop_pincode: "pincode", landmark: "landmark" }],
    [1, { preferred_date: "2024-05-03", ...address }, { captureAddress: true }, {}],
    [1, { preferred_date: "2024-05-03", ...address, landmark: "Park" }, { captureAddress: true }, { landmark: "landmark" }],
    // Issues 2 and 3: preferred date.
    [2, {}, {}, { preferred_date: "date" }],
    [2, { preferred_date: "2024-02-30" }, {}, { preferred_date: "date" }],
    [2, { preferred_date: "2024-05-03" }, {}, {}],
    [3, { preferred_date: "" }, {}, { preferred_date: "date" }],
    [3, { preferred_date: "2024-05-03" }, {}, {}],
    // Issue 4: preferred date and an answer; phone valid if alternate.
    [4, {}, {}, { preferred_date: "date", contact: "option" }],
    [4, { preferred_date: "2024-05-03", contact: "order-number" }, {}, {}],
    [4, { preferred_date: "2024-05-03", contact: "order-number", phone_number: "12" }, {}, {}],
    [4, { preferred_date: "2024-05-03", contact: "alternate-number" }, {}, { phone_number: "phone" }],
    [4, { preferred_date: "2024-05-03", contact: "alternate-number", phone_number: "98765" }, {}, { phone_number: "phone" }],
    [4, { preferred_date: "2024-05-03", contact: "alternate-number", phone_number: "9876543210" }, {}, {}],
    // Issue 6: accept/reject, with a date unless rejected.
    [6, {}, {}, { answer: "option", preferred_date: "date" }],
    [6, { answer: "reject" }, {}, {}],
    [6, { answer: "accept" }, {}, { preferred_date: "date" }],
    [6, { answer: "accept", preferred_date: "2024-05-03" }, {}, {}],
  ])("issue %i with %j (%j) -> %j", (issue, values, options, errors) => {
    expect(validateDeliveryIssue(issue, values, { ...en, ...options })).toEqual(errors);
  });
});

describe("feed forms", () => {
  test("the address form needs address and landmark; a pincode is checked only when given", () => {
    expect(validateFeedForm("address", {}, en)).toEqual({ address: "address-short", landmark: "landmark" });
    expect(validateFeedForm("address", { address: address.address, landmark: address.landmark }, en)).toEqual({});
    expect(validateFeedForm("address", { ...address, drop_pincode: "4110" }, en)).toEqual({ drop_pincode: "pincode" });
  });

  test("the feedback form needs a comment in allowed characters for English", () => {
    expect(validateFeedForm("feedback", { comment: " " }, en)).toEqual({ comment: "comment-blank" });
    expect(validateFeedForm("feedback", { comment: "<b>bad</b>" }, en)).toEqual({ comment: "comment-characters" });
    expect(validateFeedForm("feedback", { comment: "<b>bad</b>" }, { locale: "hi" })).toEqual({});
  });

  test("a form without fields is always valid", () => {
    expect(validateFeedForm("none", {}, en)).toEqual({});
  });

  test("the date must be one of the offered dates when they are given", () => {
    const ctx = { ...en, allowedDates: ["2024-05-03", "2024-05-04"] };
    expect(validateFeedForm("preferred-date", { preferred_date: "2024-05-04" }, ctx)).toEqual({});
    expect(validateFeedForm("preferred-date", { preferred_date: "2024-05-09" }, ctx)).toEqual({ preferred_date: "date" });
  });

  test("required fields follow the shopper's choices", () => {
    expect(requiredFeedFields("deliver-or-cancel", { answer: "reject" }, en)).toEqual(["answer"]);
    expect(requiredFeedFields("deliver-or-cancel", { answer: "accept" }, en)).toEqual(["answer", "preferred_date"]);
    expect(requiredFeedFields("alternate-number", { contact: "alternate-number" }, en)).toEqual(["preferred_date", "contact", "phone_number"]);
    expect(requiredFeedFields("date-and-address", {}, { ...en, captureAddress: true })).toEqual(["preferred_date", "address", "drop_pincode", "landmark"]);
  });
});

describe("feed body", () => {
  const date = "2024-05-03";
  const phone = "9876543210";
  // [issue, form, what the form holds, the body sent]
  test.each<[number, FeedFormKind, FeedFormValues, Record<string, unknown>]>([
    [6, "deliver-or-cancel", { answer: "reject", preferred_date: date, comment: "x" }, { answer: "reject" }],
    [
      6,
      "deliver-or-cancel",
      { answer: "accept", preferred_date: ` ${date} `, preferred_time: "10-12" },
      { answer: "accept", preferred_date: date, preferred_time: "10-12" },
    ],
    [4, "alternate-number", { preferred_date: date, contact: "order-number", phone_number: phone }, { preferred_date: date }],
    [4, "alternate-number", { preferred_date: date, contact: "alternate-number", phone_number: phone }, { preferred_date: date, phone_number: phone }],
    [1, "date-and-address", { preferred_date: date, ...address }, { preferred_date: date, ...address }],
  ])("issue %i, %s form: keeps only the form's applicable fields, trimmed (%j)", (issue, form, values, body) => {
    expect(toTrackingFeedBody(issue, form, values)).toEqual({ issue_id: issue, ...body });
  });
});

// product rules §9: the failed-delivery and failed-pickup forms check phone and postal code by country.
describe("feed forms by country", () => {
  const base = { locale: "en" } as const;
  const address = { address: "Flat 2, Marina Heights, Dubai Marina", landmark: "Opposite the metro station" };

  test.each([
    ["IN", { drop_pincode: "411001" }, {}],
    ["IN", { drop_pincode: "94103" }, { drop_pincode: "pincode" }],
    ["US", { drop_pincode: "94103" }, {}],
    ["US", { drop_pincode: "411001" }, { drop_pincode: "zip" }],
    ["PH", { drop_pincode: "1000" }, {}],
    // The UAE has no postal code: whatever is in the field is never checked nor asked.
    ["AE", { drop_pincode: "4110" }, {}],
  ] as const)("%s address form with %j: %j", (country, values, errors) => {
    expect(validateFeedForm("address", { ...address, ...values }, { ...base, country })).toEqual(errors);
  });

  test("the UAE's address form does not ask for a pincode; India's does when captured", () => {
    expect(requiredFeedFields("date-and-address", {}, { ...base, country: "AE", captureAddress: true })).not.toContain("drop_pincode");
    expect(requiredFeedFields("date-and-address", {}, { ...base, country: "IN", captureAddress: true })).toContain("drop_pincode");
  });

  test.each([
    ["AE", "+971 51 234 5678", undefined],
    ["AE", "9876543210", "phone-nine-from-5"],
    ["IN", "9876543210", undefined],
    ["IN", "512345678", "phone"],
    ["US", "(202) 555-0143", undefined],
  ] as const)("%s alternate number %j: %s", (country, phone_number, error) => {
    const values = { preferred_date: "2026-11-22", contact: "alternate-number", phone_number } as const;
    expect(validateFeedForm("alternate-number", values, { ...base, country }).phone_number).toBe(error);
  });
});
