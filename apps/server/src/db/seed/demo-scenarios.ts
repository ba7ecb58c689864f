/**
 * The demo shipments every demo brand gets: one per forward status code of the spec's table
 * (section 4), plus the situations the portal treats specially (delivered within 3 days or
 * earlier, a failed delivery followed by a new out-for-delivery, orders with several
 * shipments, one without a waybill yet) and a few reverse pickups.
 */
export interface ShipmentScenario {
  /** Unique per brand; the waybill is `<brand prefix>-<tag>`, e.g. DEMO-DLV-008. */
  tag: string;
  /** Shown in the demo case list. */
  label: string;
  reverse?: boolean;
  /** False for a shipment the courier has not given a waybill yet ("shipping soon"). */
  hasWaybill?: boolean;
  /** Status codes of the scan history, oldest first; the last one is the current status. */
  codes: readonly number[];
  /** Age of the newest scan. */
  lastScanHoursAgo: number;
  /** Hours between consecutive scans (default 9). */
  hoursBetweenScans?: number;
  /** Scenarios with the same order key share one order; default: an order of its own. */
  orderKey?: string;
  /** NDR reason (forward) or failed-pickup reason (reverse). */
  failureReasonCode?: number;
  edd?: { inDays: number; messageId: number; message?: string };
}

// Forward journeys, oldest scan first.
const TO_READY = [1, 2, 1001];
const TO_DISPATCHED = [...TO_READY, 4];
const TO_OUT_FOR_DELIVERY = [...TO_DISPATCHED, 5, 18, 19, 20, 6];
/** Two failed attempts: the courier returns the shipment to the seller after these. */
const TO_SECOND_FAILURE = [...TO_OUT_FOR_DELIVERY, 7, 6, 9];
const TO_RTO_IN_TRANSIT = [...TO_SECOND_FAILURE, 11, 12];

const ON_TIME = { inDays: 3, messageId: 4 } as const;

/** A reason code neither table lists: the page says it is being investigated. */
const UNLISTED_REASON = 99;
const codesUpTo = (last: number) => Array.from({ length: last }, (_, i) => i + 1);

/**
 * One open failed delivery per NDR reason (spec section 4, codes 1-14) and one unlisted
 * reason, none answered yet, so each reason's form can be tried (NDR-001 ... NDR-099).
 */
const NDR_REASON_SCENARIOS: readonly ShipmentScenario[] = [...codesUpTo(14), UNLISTED_REASON].map((reason) => ({
  tag: `NDR-${String(reason).padStart(3, "0")}`,
  label: `Failed delivery, NDR reason ${reason} (forward code 7)`,
  codes: [...TO_OUT_FOR_DELIVERY, 7],
  lastScanHoursAgo: 3,
  failureReasonCode: reason,
  edd: { inDays: 1, messageId: 7 },
}));

/** One open failed return pickup per pickup reason (codes 1-11) and one unlisted reason. */
const PICKUP_REASON_SCENARIOS: readonly ShipmentScenario[] = [...codesUpTo(11), UNLISTED_REASON].map((reason) => ({
  tag: `RVP-NPR-${String(reason).padStart(3, "0")}`,
  label: `Return pickup failed, pickup reason ${reason}`,
  reverse: true,
  codes: [1, 28, 25, 3],
  lastScanHoursAgo: 6,
  failureReasonCode: reason,
}));

export const SHIPMENT_SCENARIOS: readonly ShipmentScenario[] = [
  // Order placed: 1, 2, 28, 25, 3
  { tag: "PLC-001", label: "Order placed (code 1)", codes: [1], lastScanHoursAgo: 2, edd: { inDays: 5, messageId: 1 } },
  { tag: "PLC-002", label: "Manifested (code 2)", codes: [1, 2], lastScanHoursAgo: 3, edd: { inDays: 5, messageId: 1 } },
  { tag: "PLC-028", label: "Pickup requested (code 28)", codes: [1, 2, 28], lastScanHoursAgo: 4, edd: { inDays: 4, messageId: 1 } },
  { tag: "PLC-025", label: "Out for pickup (code 25)", codes: [1, 2, 28, 25], lastScanHoursAgo: 1, edd: { inDays: 4, messageId: 1 } },
  {
    tag: "PLC-003",
    label: "Pickup rescheduled at the seller (code 3)",
    codes: [1, 2, 28, 25, 3],
    lastScanHoursAgo: 5,
    edd: { inDays: 5, messageId: 1 },
  },
  // Ready to ship (a ship date exists, so the timeline gains a ready-to-ship step)
  { tag: "RTS-1001", label: "Ready to ship (code 1001)", codes: TO_READY, lastScanHoursAgo: 6, edd: { inDays: 1, messageId: 9 } },
  // Dispatched
  { tag: "DSP-004", label: "Dispatched (code 4)", codes: TO_DISPATCHED, lastScanHoursAgo: 8, edd: { inDays: 4, messageId: 4 } },
  // In transit: 5, 18, 19, 20
  { tag: "TRN-005", label: "In transit (code 5)", codes: [...TO_DISPATCHED, 5], lastScanHoursAgo: 7, edd: ON_TIME },
  { tag: "TRN-018", label: "Arrived at hub (code 18)", codes: [...TO_DISPATCHED, 5, 18], lastScanHoursAgo: 5, edd: ON_TIME },
  {
    tag: "TRN-019",
    label: "Departed hub, delayed (code 19)",
    codes: [...TO_DISPATCHED, 5, 18, 19],
    lastScanHoursAgo: 30,
    edd: { inDays: 2, messageId: 3 },
  },
  {
    tag: "TRN-020",
    label: "Reached destination city, delayed (code 20)",
    codes: [...TO_DISPATCHED, 5, 18, 19, 20],
    lastScanHoursAgo: 20,
    edd: { inDays: 1, messageId: 5 },
  },
  // Out for delivery
  { tag: "OFD-006", label: "Out for delivery (code 6)", codes: TO_OUT_FOR_DELIVERY, lastScanHoursAgo: 2, edd: { inDays: 0, messageId: 2 } },
  {
    tag: "OFD-006-REATTEMPT",
    label: "Failed delivery, then out for delivery again (code 7 then 6)",
    codes: [...TO_OUT_FOR_DELIVERY, 7, 6],
    lastScanHoursAgo: 1,
    failureReasonCode: 3,
    edd: { inDays: 0, messageId: 2 },
  },
  // Delivered: 8, 32
  { tag: "DLV-008", label: "Delivered within 3 days (code 8)", codes: [...TO_OUT_FOR_DELIVERY, 8], lastScanHoursAgo: 20 },
  { tag: "DLV-032", label: "Delivered to someone else, 2 days ago (code 32)", codes: [...TO_OUT_FOR_DELIVERY, 32], lastScanHoursAgo: 50 },
  {
    tag: "DLV-008-OLD",
    label: "Delivered 9 days ago (code 8)",
    codes: [...TO_OUT_FOR_DELIVERY, 8],
    lastScanHoursAgo: 9 * 24,
    orderKey: "returned-later",
  },
  // Cancelled, lost, damaged, expired
  { tag: "CNL-010", label: "Cancelled (code 10)", codes: [1, 2, 10], lastScanHoursAgo: 26 },
  {
    tag: "LST-016",
    label: "Lost (code 16)",
    codes: [...TO_DISPATCHED, 5, 18, 16],
    lastScanHoursAgo: 40,
    edd: { inDays: 0, messageId: 8, message: "Your shipment was lost in transit. The seller will contact you about a replacement or refund." },
  },
  {
    tag: "DMG-017",
    label: "Damaged (code 17)",
    codes: [...TO_DISPATCHED, 5, 17],
    lastScanHoursAgo: 30,
    edd: { inDays: 0, messageId: 8, message: "Your shipment was damaged in transit. The seller will send a replacement." },
  },
  { tag: "EXP-023", label: "Expired (code 23): shown as not shipped yet", codes: [1, 2, 23], lastScanHoursAgo: 15 * 24 },
  // Failed delivery: 7, 9
  {
    tag: "FLD-007",
    label: "Failed delivery, customer unreachable (code 7)",
    codes: [...TO_OUT_FOR_DELIVERY, 7],
    lastScanHoursAgo: 3,
    failureReasonCode: 1,
    edd: { inDays: 1, messageId: 7 },
  },
  {
    tag: "FLD-009",
    label: "Failed delivery, customer refused (code 9)",
    codes: [...TO_OUT_FOR_DELIVERY, 9],
    lastScanHoursAgo: 4,
    failureReasonCode: 2,
    edd: { inDays: 1, messageId: 7 },
  },
  // Returned to origin: 11-15, 21, 26, 27
  { tag: "RTO-011", label: "Return to origin started (code 11)", codes: [...TO_SECOND_FAILURE, 11], lastScanHoursAgo: 10 },
  { tag: "RTO-012", label: "Return to origin in transit (code 12)", codes: TO_RTO_IN_TRANSIT, lastScanHoursAgo: 12 },
  { tag: "RTO-021", label: "Return reached origin hub (code 21)", codes: [...TO_RTO_IN_TRANSIT, 21], lastScanHoursAgo: 14 },
  {
    tag: "RTO-013",
    label: "Return out for delivery to the seller (code 13)",
    codes: [...TO_RTO_IN_TRANSIT, 21, 13],
    lastScanHoursAgo: 6,
  },
  {
    tag: "RTO-014",
    label: "Returned to the seller (code 14)",
    codes: [...TO_RTO_IN_TRANSIT, 21, 13, 14],
    lastScanHoursAgo: 30,
  },
  { tag: "RTO-015", label: "Return to origin on hold (code 15)", codes: [...TO_SECOND_FAILURE, 11, 15], lastScanHoursAgo: 16 },
  {
    tag: "RTO-026",
    label: "Return not accepted by the seller (code 26)",
    codes: [...TO_RTO_IN_TRANSIT, 21, 13, 26],
    lastScanHoursAgo: 8,
  },
  {
    tag: "RTO-027",
    label: "Return to origin closed (code 27)",
    codes: [...TO_RTO_IN_TRANSIT, 21, 13, 26, 27],
    lastScanHoursAgo: 48,
  },
  // One order, three shipments: delivered, on its way, and one still without a waybill.
  { tag: "DLV-008-SPLIT", label: "Split order: delivered part", codes: [...TO_OUT_FOR_DELIVERY, 8], lastScanHoursAgo: 30, orderKey: "split" },
  { tag: "TRN-005-SPLIT", label: "Split order: part in transit", codes: [...TO_DISPATCHED, 5], lastScanHoursAgo: 9, orderKey: "split", edd: ON_TIME },
  { tag: "NOAWB-SPLIT", label: "Split order: part shipping soon", hasWaybill: false, codes: [], lastScanHoursAgo: 0, orderKey: "split" },
  // One order, two shipments: delivered long ago and a failed delivery to act on.
  { tag: "DLV-008-PAIR", label: "Two-part order: delivered part", codes: [...TO_OUT_FOR_DELIVERY, 8], lastScanHoursAgo: 8 * 24, orderKey: "pair" },
  {
    tag: "FLD-007-PAIR",
    label: "Two-part order: failed delivery, address not found",
    codes: [...TO_OUT_FOR_DELIVERY, 7],
    lastScanHoursAgo: 5,
    orderKey: "pair",
    failureReasonCode: 6,
    edd: { inDays: 1, messageId: 7 },
  },
  // Reverse pickups (returns), reverse code table.
  {
    tag: "RVP-025",
    label: "Return pickup: out for pickup (reverse code 25)",
    reverse: true,
    codes: [1, 28, 25],
    lastScanHoursAgo: 2,
    orderKey: "returned-later",
  },
  {
    tag: "RVP-003",
    label: "Return pickup failed (reverse code 3)",
    reverse: true,
    codes: [1, 28, 25, 3],
    lastScanHoursAgo: 6,
    failureReasonCode: 1,
  },
  { tag: "RVP-004", label: "Return picked up (reverse code 4)", reverse: true, codes: [1, 28, 25, 4], lastScanHoursAgo: 20 },
  {
    tag: "RVP-008",
    label: "Return received at the warehouse (reverse code 8)",
    reverse: true,
    codes: [1, 28, 25, 4, 5, 8],
    lastScanHoursAgo: 28,
  },
  { tag: "RVP-010", label: "Return pickup cancelled (reverse code 10)", reverse: true, codes: [1, 10], lastScanHoursAgo: 12 },
  ...NDR_REASON_SCENARIOS,
  ...PICKUP_REASON_SCENARIOS,
];

/** The forward codes of the spec's stage table, which the scenarios must cover one by one. */
export const SPEC_FORWARD_CODES: readonly number[] = [
  1, 2, 3, 28, 25, 1001, 4, 5, 18, 19, 20, 6, 8, 32, 10, 16, 17, 23, 7, 9, 11, 12, 13, 14, 15, 21, 26, 27,
];
