import { expect, test } from "vitest";
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
