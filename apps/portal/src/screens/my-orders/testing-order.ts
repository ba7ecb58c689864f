// A three-part order with one expired shipment, for tests and stories (no vitest imports).
import type { OrderLookupResult, TrackOrderShipment } from "@portal/core/api";
import { FIXTURE_NOW } from "../../testing/portal-fixture.tsx";

const at = (hoursAgo: number) => new Date(new Date(FIXTURE_NOW).getTime() - hoursAgo * 3_600_000).toISOString();
const scan = (code: number, hoursAgo: number) => ({ code, status: "", description: "", location: "Pune", remark: "", timestamp: at(hoursAgo) });
const sku = (title: string, code: string, price: number) => ({ sku: code, title, image_url: "", quantity: 1, price });

export const fixtureShipment = (overrides: Partial<TrackOrderShipment>): TrackOrderShipment => ({
  waybill: "DEMO-TRN-005",
  cp_id: 2,
  cp_name: "Parcelwing",
  latest_status: scan(5, 9),
  skus: [sku("Yoga Mat, 6 mm", "DS-YOG-006", 1099)],
  edd: null,
  is_rvp: false,
  rated: false,
  ...overrides,
});

export const fixtureOrder = (shipments?: TrackOrderShipment[]): OrderLookupResult => ({
  order_id: "DS-240130",
  order_date: at(100),
  currency: "INR",
  total: 4397,
  payment_method: "COD",
  customer_info: { name: "Rohan Mehta", phone: "", address: "", pincode: "" },
  shipments: shipments ?? [
    fixtureShipment({
      waybill: "DEMO-DLV-008-SPLIT",
      cp_name: "Swiftline Express",
      latest_status: scan(8, 30),
      skus: [sku("Stainless Steel Water Bottle, 1 L", "DS-BTL-1000", 699)],
    }),
    fixtureShipment({}),
    fixtureShipment({
      waybill: "DEMO-FLD-007",
      cp_name: "Monsoon Cargo",
      latest_status: scan(7, 5),
      skus: [sku("LED Desk Lamp with Dimmer", "DS-LMP-110", 1599)],
    }),
    fixtureShipment({ waybill: "DEMO-DLV-008-OLD", latest_status: scan(8, 9 * 24), skus: [sku("Ceramic Coffee Mugs, Set of 4", "DS-MUG-004", 899)] }),
    fixtureShipment({ waybill: null, cp_id: null, cp_name: "", latest_status: null, skus: [sku("Cotton Bedsheet Set, Queen", "DS-BED-Q01", 1299)] }),
    fixtureShipment({ waybill: "DEMO-EXP-023", latest_status: scan(23, 300) }),
  ],
});
