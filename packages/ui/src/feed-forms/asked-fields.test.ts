import { describe, expect, test } from "vitest";
import { askedFeedFields } from "./asked-fields.ts";

const en = { locale: "en" };
const names = (...args: Parameters<typeof askedFeedFields>) => askedFeedFields(...args).map((a) => `${a.field}${a.required ? "" : "?"}`);

describe("asked fields", () => {
  test("deliver or cancel: the date only unless the shopper cancels", () => {
    expect(names("deliver-or-cancel", {}, en)).toEqual(["answer", "preferred_date"]);
    expect(names("deliver-or-cancel", { answer: "accept" }, en)).toEqual(["answer", "preferred_date"]);
    expect(names("deliver-or-cancel", { answer: "reject" }, en)).toEqual(["answer"]);
    expect(names("pickup-or-cancel", { answer: "reject" }, en)).toEqual(["answer"]);
  });

  test("alternate number: the phone only when another number is chosen", () => {
    expect(names("alternate-number", {}, en)).toEqual(["preferred_date", "contact"]);
    expect(names("alternate-number", { contact: "order-number" }, en)).toEqual(["preferred_date", "contact"]);
    expect(names("alternate-number", { contact: "alternate-number" }, en)).toEqual(["preferred_date", "contact", "phone_number"]);
  });

  test("address: the pincode is optional", () => {
    expect(names("address", {}, en)).toEqual(["address", "drop_pincode?", "landmark"]);
  });

  test("delivery issue 1: the address only when the brand captures it", () => {
    expect(names("date-and-address", {}, en)).toEqual(["preferred_date"]);
    expect(names("date-and-address", {}, { ...en, captureAddress: true })).toEqual(["preferred_date", "address", "drop_pincode", "landmark"]);
  });

  test("single-field forms and none", () => {
    expect(names("preferred-date", {}, en)).toEqual(["preferred_date"]);
    expect(names("feedback", {}, en)).toEqual(["comment"]);
    expect(names("none", {}, en)).toEqual([]);
  });
});
