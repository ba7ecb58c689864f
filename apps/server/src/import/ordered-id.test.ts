import { expect, test } from "vitest";
import { orderedUuid } from "./ordered-id.ts";

test("ordered ids are version 7 UUIDs that sort in the order they were made, even within one millisecond", () => {
  const ids = Array.from({ length: 5000 }, (_, i) => orderedUuid(1_764_000_000_000 + Math.floor(i / 3000)));
  expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(ids).size).toBe(ids.length);
});
