import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { ReturnReasonsResultSchema, type ReturnOrder } from "@portal/core/api";
import { flowReasons, reasonRuleOf } from "./flow-data.ts";

// Reasons as the demo brand's return-reasons answers them (apps/server returns seed).
const reasons = v.parse(ReturnReasonsResultSchema, {
  return_reasons: [
    { id: 1, name: "Size or fit issue", translations: { ar: "مشكلة في المقاس أو الملاءمة" }, active: true, imageRequired: false, imageQuantity: 0 },
    { id: 2, name: "Damaged or defective product", active: true, imageRequired: true, imageQuantity: 2 },
    { id: 6, name: "Arrived too late", active: false, imageRequired: false, imageQuantity: 0 },
  ],
  returnReasonsWithSubReason: [
    { id: 1, reason_name: "Size or fit issue", imageRequired: false, imageQuantity: 0, sub_reasons: [{ id: 101, name: "Too small" }] },
    { id: 2, reason_name: "Damaged or defective product", imageRequired: true, imageQuantity: 2, sub_reasons: [] },
    { id: 6, reason_name: "Arrived too late", imageRequired: false, imageQuantity: 0, sub_reasons: [] },
  ],
  exchangeInstructions: "",
});

describe("the flow's reasons", () => {
  test("two-level reasons where the brand has them, inactive ones left out", () => {
    expect(flowReasons(reasons).map((r) => [r.id, r.sub_reasons.length])).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });
  test("a one-level brand's reasons get no sub reasons", () => {
    expect(flowReasons({ ...reasons, returnReasonsWithSubReason: [] }).map((r) => [r.reason_name, r.sub_reasons])).toEqual([
      ["Size or fit issue", []],
      ["Damaged or defective product", []],
    ]);
  });
  test("a one-level brand's reasons keep their other languages' names", () => {
    expect(flowReasons({ ...reasons, returnReasonsWithSubReason: [] })[0]?.translations).toEqual({ ar: "مشكلة في المقاس أو الملاءمة" });
  });
  test("photos are asked for only when the order captures images", () => {
    const order = (capture_image: boolean) => ({ capture_image }) as ReturnOrder;
    expect(reasonRuleOf({ order: order(true), reasons: flowReasons(reasons) })(2)).toMatchObject({ imageRequired: true, imageQuantity: 2 });
    expect(reasonRuleOf({ order: order(false), reasons: flowReasons(reasons) })(2)).toBeUndefined();
  });
});
