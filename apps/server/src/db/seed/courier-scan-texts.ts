/**
 * What a courier's scan says for each status code: a short status and a longer description.
 * Demo data only; the portal's own stage labels (translated) live in @portal/core.
 * Forward and reverse codes overlap in number but not in meaning, hence two tables.
 */
export interface ScanText {
  status: string;
  description: string;
}

/** A code's texts from its compact row: [code, status, description]. */
function scanTexts(rows: readonly (readonly [code: number, status: string, description: string])[]): Readonly<Record<number, ScanText>> {
  return Object.fromEntries(rows.map(([code, status, description]) => [code, { status, description }]));
}

export const FORWARD_SCAN_TEXT = scanTexts([
  [1, "Order Placed", "Order received by the seller"],
  [2, "Manifested", "Shipment details received from the seller"],
  [28, "Pickup Requested", "Pickup requested from the seller's warehouse"],
  [25, "Out for Pickup", "Courier executive on the way to the seller's warehouse"],
  [3, "Pickup Rescheduled", "Pickup not done: shipment not ready at the seller; rescheduled"],
  [1001, "Ready to Ship", "Packed and labelled, waiting for the courier"],
  [4, "Dispatched", "Picked up from the seller and dispatched"],
  [5, "In Transit", "Shipment in transit"],
  [18, "In Transit", "Arrived at the sorting hub"],
  [19, "In Transit", "Departed from the sorting hub"],
  [20, "In Transit", "Reached the destination city"],
  [6, "Out for Delivery", "Out for delivery with the courier executive"],
  // The reason is in the scan's remark (and the shipment's failure_reason_code).
  [7, "Delivery Failed", "Delivery attempted, not delivered"],
  [9, "Delivery Failed", "Delivery attempted: customer refused the shipment"],
  [8, "Delivered", "Delivered to the customer"],
  [32, "Delivered", "Delivered: received on the customer's behalf"],
  [10, "Cancelled", "Shipment cancelled at the seller's request"],
  [16, "Lost", "Shipment lost in transit; the seller has been informed"],
  [17, "Damaged", "Shipment damaged in transit; the seller has been informed"],
  [23, "Expired", "Shipment not handed to the courier in time; tracking closed"],
  [11, "RTO Initiated", "Return to seller started after failed delivery attempts"],
  [12, "RTO In Transit", "Returning to the seller: in transit"],
  [21, "RTO Reached Origin", "Return shipment reached the origin hub"],
  [13, "RTO Out for Delivery", "Out for delivery to the seller's warehouse"],
  [14, "RTO Delivered", "Returned to the seller"],
  [15, "RTO On Hold", "Return on hold: seller's warehouse address being verified"],
  [26, "RTO Undelivered", "Return delivery to the seller's warehouse not accepted"],
  [27, "RTO Closed", "Return to origin closed by the courier"],
]);

export const REVERSE_SCAN_TEXT = scanTexts([
  [1, "Pickup Requested", "Return pickup requested"],
  [2, "Pickup Scheduled", "Pickup scheduled with the courier"],
  [28, "Pickup Requested", "Pickup request sent to the courier"],
  [25, "Out for Pickup", "Courier executive on the way to pick up the return"],
  [3, "Pickup Failed", "Pickup attempted: customer not reachable"],
  [4, "Picked Up", "Return picked up from the customer"],
  [5, "In Transit", "Return in transit to the warehouse"],
  [8, "Returned to Warehouse", "Return received at the seller's warehouse"],
  [10, "Pickup Cancelled", "Return pickup cancelled"],
]);
