import { expect, test } from "vitest";
import { ORDER_ID_FIELD_LABEL } from "../orders/order-id-label.ts";
import { displayOrderId, orderIdCandidates } from "./order-id.ts";

const threadline = { orderIdTrim: { prefix: "TL-" } };
const plain = { orderIdTrim: { prefix: "" } };

test("a typed id stands for itself and, on a trimming brand, for the id with its prefix", () => {
  expect(orderIdCandidates("311101", threadline)).toEqual(["311101", "TL-311101"]);
  expect(orderIdCandidates("TL-311101", threadline)).toEqual(["TL-311101"]);
  expect(orderIdCandidates("311101", plain)).toEqual(["311101"]);
});

test("what the page shows, typed back, finds the stored id", () => {
  expect(orderIdCandidates(displayOrderId("TL-311101", threadline), threadline)).toContain("TL-311101");
});

test("a brand that calls it an order number says so in the heading's word on My orders (issue 33 item 16)", () => {
  expect(ORDER_ID_FIELD_LABEL["order-number"].message).toBe("Order number");
  expect(ORDER_ID_FIELD_LABEL["order-id"].message).toBe("Order ID");
});
