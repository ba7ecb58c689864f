/**
 * What a courier's scan says for each status code: a short status and a longer description.
 * Demo data only; the portal's own stage labels (translated) live in @portal/core.
 * Forward and reverse codes overlap in number but not in meaning, hence two tables.
 */
export interface ScanText {
  status: string;
  description: string;
}

export const FORWARD_SCAN_TEXT: Readonly<Record<number, ScanText>> = {
  1: { status: "Order Placed", description: "Order received by the seller" },
  2: { status: "Manifested", description: "Shipment details received from the seller" },
  28: { status: "Pickup Requested", description: "Pickup requested from the seller's warehouse" },
  25: { status: "Out for Pickup", description: "Courier executive on the way to the seller's warehouse" },
  3: { status: "Pickup Rescheduled", description: "Pickup not done: shipment not ready at the seller; rescheduled" },
  1001: { status: "Ready to Ship", description: "Packed and labelled, waiting for the courier" },
  4: { status: "Dispatched", description: "Picked up from the seller and dispatched" },
  5: { status: "In Transit", description: "Shipment in transit" },
  18: { status: "In Transit", description: "Arrived at the sorting hub" },
  19: { status: "In Transit", description: "Departed from the sorting hub" },
  20: { status: "In Transit", description: "Reached the destination city" },
  6: { status: "Out for Delivery", description: "Out for delivery with the courier executive" },
  // The reason is in the scan's remark (and the shipment's failure_reason_code).
  7: { status: "Delivery Failed", description: "Delivery attempted, not delivered" },
  9: { status: "Delivery Failed", description: "Delivery attempted: customer refused the shipment" },
  8: { status: "Delivered", description: "Delivered to the customer" },
  32: { status: "Delivered", description: "Delivered: received on the customer's behalf" },
  10: { status: "Cancelled", description: "Shipment cancelled at the seller's request" },
  16: { status: "Lost", description: "Shipment lost in transit; the seller has been informed" },
  17: { status: "Damaged", description: "Shipment damaged in transit; the seller has been informed" },
  23: { status: "Expired", description: "Shipment not handed to the courier in time; tracking closed" },
  11: { status: "RTO Initiated", description: "Return to seller started after failed delivery attempts" },
  12: { status: "RTO In Transit", description: "Returning to the seller: in transit" },
  21: { status: "RTO Reached Origin", description: "Return shipment reached the origin hub" },
  13: { status: "RTO Out for Delivery", description: "Out for delivery to the seller's warehouse" },
  14: { status: "RTO Delivered", description: "Returned to the seller" },
  15: { status: "RTO On Hold", description: "Return on hold: seller's warehouse address being verified" },
  26: { status: "RTO Undelivered", description: "Return delivery to the seller's warehouse not accepted" },
  27: { status: "RTO Closed", description: "Return to origin closed by the courier" },
};

export const REVERSE_SCAN_TEXT: Readonly<Record<number, ScanText>> = {
  1: { status: "Pickup Requested", description: "Return pickup requested" },
  2: { status: "Pickup Scheduled", description: "Pickup scheduled with the courier" },
  28: { status: "Pickup Requested", description: "Pickup request sent to the courier" },
  25: { status: "Out for Pickup", description: "Courier executive on the way to pick up the return" },
  3: { status: "Pickup Failed", description: "Pickup attempted: customer not reachable" },
  4: { status: "Picked Up", description: "Return picked up from the customer" },
  5: { status: "In Transit", description: "Return in transit to the warehouse" },
  8: { status: "Returned to Warehouse", description: "Return received at the seller's warehouse" },
  10: { status: "Pickup Cancelled", description: "Return pickup cancelled" },
};
