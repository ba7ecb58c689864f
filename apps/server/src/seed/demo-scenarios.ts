import { FORWARD_CODES_BY_STAGE } from "@portal/core/status";
import scenarios from "./data/shipment-scenarios.json" with { type: "json" };

/**
 * The demo shipments every demo brand gets (data/shipment-scenarios.json, one per line): one
 * per forward status code of core's stage table, plus the situations the portal treats
 * specially (delivered within 3 days or earlier, a failed delivery followed by a new
 * out-for-delivery, orders with several shipments, one without a waybill yet), one open
 * failure per NDR and pickup reason, and a few reverse pickups.
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
  /** A return pickup's window the courier gave (edd_from-edd_to), in days from now. */
  pickupWindow?: { fromDays: number; toDays: number };
}

export const SHIPMENT_SCENARIOS: readonly ShipmentScenario[] = scenarios;

/** Every forward code of core's stage table, which the scenarios must cover one by one. */
export const SPEC_FORWARD_CODES: readonly number[] = Object.values(FORWARD_CODES_BY_STAGE).flat();
