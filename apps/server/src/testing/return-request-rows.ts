import type { NewReturnRequestRow } from "@portal/db/schema-returns";

/** What a placed request's row names for itself; every other column starts empty. */
type OwnColumns = Pick<NewReturnRequestRow, "id" | "brand_id" | "return_order_id" | "pickup_type" | "created_at"> & Partial<NewReturnRequestRow>;

/** The columns only the desk's decision and the courier fill. */
const DECISION_COLUMNS = ["reverse_shipment_ref", "awb", "courier_partner", "approval_date", "remark", "rejection_reason", "shipping_label_url"];

/** The columns a placed request leaves empty until the shopper's pickup, the refund or the desk's decision fill them. */
const EMPTY_UNTIL_FILLED = [
  ...["name", "phone", "email", "address", "pincode", "city", "state", "country", "date"].map((part) => `pickup_${part}`),
  ...["mode", "bank_name", "account_masked", "upi_masked", "details_sealed"].map((part) => `refund_${part}`),
  ...DECISION_COLUMNS,
];

/**
 * A placed return request's row as a test writes it straight to the table: no pickup address,
 * refund, courier or decision yet (all null, nothing credited), kind "return", updated when made.
 */
export function placedReturnRequestRow(own: OwnColumns): NewReturnRequestRow {
  return {
    ...(Object.fromEntries(EMPTY_UNTIL_FILLED.map((column) => [column, null])) as Partial<NewReturnRequestRow>),
    kind: "return",
    status: "PLACED",
    refund_credit_minor: 0,
    refund_money_minor: 0,
    updated_at: own.created_at,
    ...own,
  };
}
