import { describe, expect, test } from "vitest";
import { pickupWindowOf } from "./pickup-window.ts";

describe("a return pickup's window", () => {
  test("the courier's window while the pickup is ahead, a failed one included (it is tried again)", () => {
    for (const stage of ["requested", "out-for-pickup", "failed"] as const) {
      expect(pickupWindowOf({ stage, eddFrom: "2026-12-07", eddTo: "2026-12-08" })).toEqual({ from: "2026-12-07", to: "2026-12-08" });
    }
  });

  test("one expected day when the courier gave no window; ends given backwards are put in order", () => {
    expect(pickupWindowOf({ stage: "requested", edd: "2026-12-09" })).toEqual({ from: "2026-12-09", to: "2026-12-09" });
    expect(pickupWindowOf({ stage: "requested", eddFrom: "2026-12-09", eddTo: "2026-12-07" })).toEqual({ from: "2026-12-07", to: "2026-12-09" });
  });

  test("none once picked up, cancelled or back, or without a date", () => {
    for (const stage of ["picked-up", "cancelled", "returned-to-warehouse"] as const) {
      expect(pickupWindowOf({ stage, eddFrom: "2026-12-07", eddTo: "2026-12-08" })).toBeNull();
    }
    expect(pickupWindowOf({ stage: "requested", eddFrom: "soon", eddTo: "" })).toBeNull();
    expect(pickupWindowOf({ stage: "requested" })).toBeNull();
  });
});
