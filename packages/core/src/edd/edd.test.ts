import { describe, expect, test } from "vitest";
import { EDD_MESSAGE, eddMessageOf } from "./edd-messages.ts";
import { deliveryDateOptions, formatCalendarDate } from "./delivery-date-options.ts";

describe("expected-delivery messages (product rules §4)", () => {
  test.each<[number, string, string | undefined, Record<string, unknown> | undefined]>([
    [1, "5 May", "Expected delivery by {date}", { date: "5 May" }],
    [2, "", "Your order is nearby and will arrive soon.", undefined],
    [3, "", "Your delivery is running late. We have let the courier know.", undefined],
    [4, "", "Your order is on its way and on schedule.", undefined],
    [5, "", "Your delivery is running late. We have let our logistics team know.", undefined],
    [7, "", "The courier will try again within 24-48 hours.", undefined],
    [8, "Your shipment was lost in transit.", "{text}", { text: "Your shipment was lost in transit." }],
    [9, "", "Your order will be delivered the same day it is dispatched.", undefined],
  ])("id %i (%j) reads %j", (id, text, message, values) => {
    const descriptor = eddMessageOf({ message_id: id, message: text });
    expect(descriptor?.message).toBe(message);
    expect(descriptor?.values).toEqual(values);
  });

  test("id 6 is not shown", () => {
    expect(EDD_MESSAGE[6]).toBeNull();
    expect(eddMessageOf({ message_id: 6, message: "anything" })).toBeUndefined();
  });

  test.each([0, 10, -1])("unknown id %i shows nothing", (id) => {
    expect(eddMessageOf({ message_id: id, message: "x" })).toBeUndefined();
  });

  test("ids 1 and 8 need their text", () => {
    expect(eddMessageOf({ message_id: 1, message: " " })).toBeUndefined();
    expect(eddMessageOf({ message_id: 8, message: null })).toBeUndefined();
    expect(eddMessageOf(null)).toBeUndefined();
  });

  test("ids without input ignore the text", () => {
    expect(eddMessageOf({ message_id: 2, message: "ignored" })?.message).toBe("Your order is nearby and will arrive soon.");
  });
});

describe("delivery-date options", () => {
  // Wednesday 1 May 2024, late evening in UTC (already Thursday in India).
  const now = new Date("2024-05-01T20:00:00Z");

  test("the next 3 days by default", () => {
    expect(deliveryDateOptions({ now })).toEqual(["2024-05-02", "2024-05-03", "2024-05-04"]);
  });

  test("tomorrow is read in the brand's zone", () => {
    expect(deliveryDateOptions({ now, timeZone: "Asia/Kolkata" })).toEqual(["2024-05-03", "2024-05-04", "2024-05-05"]);
  });

  test("Fridays only", () => {
    expect(deliveryDateOptions({ now, rule: "fridays-only" })).toEqual(["2024-05-03", "2024-05-10", "2024-05-17"]);
  });

  test("on a Friday, the next Friday comes first", () => {
    expect(deliveryDateOptions({ now: new Date("2024-05-03T09:00:00Z"), rule: "fridays-only", count: 1 })).toEqual(["2024-05-10"]);
  });

  test("excluded dates are skipped and the count is kept", () => {
    expect(deliveryDateOptions({ now, exclude: ["2024-05-03"] })).toEqual(["2024-05-02", "2024-05-04", "2024-05-05"]);
  });

  test("crosses month ends", () => {
    expect(deliveryDateOptions({ now: new Date("2024-02-28T10:00:00Z") })).toEqual(["2024-02-29", "2024-03-01", "2024-03-02"]);
  });

  test("formats a date in a locale without shifting it", () => {
    expect(formatCalendarDate("2024-05-03", "en-GB")).toBe("Fri 3 May");
    expect(formatCalendarDate("2024-05-03", "en-US")).toBe("Fri, May 3");
  });
});
