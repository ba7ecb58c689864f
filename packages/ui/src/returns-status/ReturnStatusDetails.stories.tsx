// A return or exchange request's status page content, one story per request timeline of
// product rules §4, from answers shaped like the server's return-status. Plain CSF objects:
// this package does not depend on Storybook's types.
import { ReturnStatusDetails } from "./ReturnStatusDetails.tsx";
import { returnStatusViewOf } from "./return-status-view.ts";
import { statusAnswer } from "../testing/status-answers.ts";

const CASES = {
  placed: statusAnswer(),
  approved: statusAnswer({ metadata: { status: "APPROVED" }, approval_date: "2026-11-20T12:00:00.000Z", remark: "Approved after photo review." }),
  "picked-up": statusAnswer({ status_code: 4, awb: "RVP-1001", courier_partner: "Swiftline Express" }),
  "reached-warehouse": statusAnswer({ metadata: { status: "APPROVED" }, status_code: 8, awb: "RVP-1001", approval_date: "2026-11-20T12:00:00.000Z" }),
  rejected: statusAnswer({ metadata: { status: "REJECTED" }, rejection_reason: "The product shows signs of use and its tags were removed." }),
  cancelled: statusAnswer({ status_code: 10, awb: "RVP-1001" }),
  "self-ship": statusAnswer({
    metadata: {
      self_shipped: true,
      shipping_label_url: "https://example.com/label.pdf",
      name: "",
      address: "",
      city: "",
      state: "",
      pincode: "",
      country: "",
      pickup_date: "",
    },
    currency_code: "USD",
    items: [{ description: "Insulated Water Bottle, 32 oz", quantity: 1, price: 39, sku: "WB-32", image: "", url: "" }],
  }),
  exchange: statusAnswer({ kind: "exchange", exchange_item: { description: "Linen shirt — L", quantity: 1, price: 1499, sku: "SKU-1", image: "", url: "" } }),
} as const;

function Status({ request }: { request: keyof typeof CASES }) {
  return (
    <div style={{ padding: "1.5rem", maxInlineSize: "44rem" }}>
      <ReturnStatusDetails view={returnStatusViewOf(CASES[request])} />
    </div>
  );
}

export default {
  title: "UI/Returns/Status",
  component: Status,
  args: { request: "placed" },
  argTypes: { request: { control: "select", options: Object.keys(CASES) } },
};

export const Placed = { name: "Placed", args: { request: "placed" } };
export const Approved = { name: "Approved, with the brand's remark", args: { request: "approved" } };
export const PickedUp = { name: "Picked up", args: { request: "picked-up" } };
export const ReachedWarehouse = { name: "Reached warehouse (success)", args: { request: "reached-warehouse" } };
export const Rejected = { name: "Rejected, with the reason", args: { request: "rejected" } };
export const Cancelled = { name: "Pickup cancelled", args: { request: "cancelled" } };
export const SelfShip = { name: "US self-ship", args: { request: "self-ship" } };
export const Exchange = { name: "Exchange: the new item beside the returned one", args: { request: "exchange" } };
export const Arabic = { name: "Arabic (right to left)", args: { request: "reached-warehouse" }, globals: { locale: "ar" } };
export const Phone = { name: "Phone width", args: { request: "exchange" }, globals: { viewport: { value: "mobile", isRotated: false } } };
