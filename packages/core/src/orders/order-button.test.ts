import { describe, expect, test } from "vitest";
import { testMessageTexts, testTableValues } from "../testing/index.ts";
import { ORDER_BUTTON_IS_ACTION, ORDER_BUTTON_LABEL, listedOrderShipments, orderButtonOf, type OrderButton } from "./order-button.ts";

const now = new Date("2024-05-10T12:00:00Z");
const at = (code: number, timestamp: string) => ({ code, timestamp });

describe("order-list button per shipment (product rules §4)", () => {
  test.each<[string, string | null, ReturnType<typeof at> | null, OrderButton]>([
    ["delivered 1 day ago", "W1", at(8, "2024-05-09T12:00:00Z"), "give-feedback"],
    ["delivered exactly 3 days ago", "W1", at(32, "2024-05-07T12:00:00Z"), "give-feedback"],
    ["delivered 3 days and a second ago", "W1", at(8, "2024-05-07T11:59:59Z"), "view-details"],
    ["delivered a month ago", "W1", at(8, "2024-04-10T12:00:00Z"), "view-details"],
    ["failed delivery (7)", "W1", at(7, "2024-05-09T12:00:00Z"), "raise-concern"],
    ["failed delivery (9)", "W1", at(9, "2024-05-09T12:00:00Z"), "raise-concern"],
    ["in transit", "W1", at(5, "2024-05-09T12:00:00Z"), "view-details"],
    ["no waybill, no status", null, null, "shipping-soon"],
    ["blank waybill, placed", " ", at(1, "2024-05-09T12:00:00Z"), "shipping-soon"],
    ["no waybill, cancelled", null, at(10, "2024-05-09T12:00:00Z"), "cancelled"],
  ])("%s -> %s", (_name, waybill, latest, button) => {
    expect(orderButtonOf({ waybill, latest_status: latest }, now)).toBe(button);
  });

  test("delivered yesterday but already rated: its details, not feedback again", () => {
    expect(orderButtonOf({ waybill: "W1", latest_status: at(8, "2024-05-09T12:00:00Z"), rated: true }, now)).toBe("view-details");
    expect(orderButtonOf({ waybill: "W1", latest_status: at(8, "2024-05-09T12:00:00Z"), rated: false }, now)).toBe("give-feedback");
  });

  test.each<[string, string | null, ReturnType<typeof at>, OrderButton]>([
    ["a failed pickup (3): a concern, as the reverse page offers", "R1", at(3, "2024-05-09T12:00:00Z"), "raise-concern"],
    ["a requested pickup", "R1", at(1, "2024-05-09T12:00:00Z"), "view-details"],
    ["a picked-up return (8 is a reverse code here, not delivered)", "R1", at(8, "2024-05-09T12:00:00Z"), "view-details"],
    ["a pickup without a waybill", null, at(10, "2024-05-09T12:00:00Z"), "shipping-soon"],
  ])("return pickup: %s -> %s", (_name, waybill, latest, button) => {
    expect(orderButtonOf({ waybill, latest_status: latest, is_rvp: true }, now)).toBe(button);
  });

  testMessageTexts(ORDER_BUTTON_LABEL, {
    "give-feedback": "Give delivery feedback",
    "view-details": "View details",
    "raise-concern": "Raise a concern",
    "shipping-soon": "Shipping soon",
    cancelled: "Cancelled",
  });
  testTableValues(ORDER_BUTTON_IS_ACTION, [
    [true, ["give-feedback", "view-details", "raise-concern"]],
    [false, ["shipping-soon", "cancelled"]],
  ]);

  test("shipments with code 23 are dropped", () => {
    const shipments = [
      { waybill: "A", latest_status: at(23, "2024-05-01T00:00:00Z") },
      { waybill: "B", latest_status: at(5, "2024-05-01T00:00:00Z") },
      { waybill: null, latest_status: null },
      { waybill: "C", latest_status: at(10, "2024-05-01T00:00:00Z") },
    ];
    expect(listedOrderShipments(shipments).map((s) => s.waybill)).toEqual(["B", null, "C"]);
  });
});
