import { describe, expect, test } from "vitest";
import { deliveryLineOf } from "./delivery-line.ts";

describe("delivery line", () => {
  const at = new Date("2026-11-22T09:30:00Z");
  test("delivered wins over any window", () => {
    expect(deliveryLineOf({ deliveredAt: at, eddFrom: "2026-11-22", eddTo: "2026-11-24" })).toEqual({ kind: "delivered", at });
  });
  test("a window needs two dates", () => {
    expect(deliveryLineOf({ deliveredAt: null, eddFrom: "2026-11-22", eddTo: "2026-11-24" })).toEqual({ kind: "window", from: "2026-11-22", to: "2026-11-24" });
    expect(deliveryLineOf({ deliveredAt: null, eddFrom: "2026-11-22", eddTo: null })).toEqual({ kind: "message" });
    expect(deliveryLineOf({ deliveredAt: null, eddFrom: "soon", eddTo: "2026-11-24" })).toEqual({ kind: "message" });
  });
});
