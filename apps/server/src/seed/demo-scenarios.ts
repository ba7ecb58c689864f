import { FORWARD_CODES_BY_STAGE } from "@portal/core/status";
import * as v from "valibot";
import scenarios from "./data/shipment-scenarios.json" with { type: "json" };
import { parseDataFile } from "./data-file.ts";

const days = v.number();

/**
 * One demo shipment every demo brand gets (data/shipment-scenarios.json, one per line): one
 * per forward status code of core's stage table, plus the situations the portal treats
 * specially (delivered within 3 days or earlier, a failed delivery followed by a new
 * out-for-delivery, orders with several shipments, one without a waybill yet), one open
 * failure per NDR and pickup reason, and a few reverse pickups.
 */
export const ShipmentScenarioSchema = v.object({
  /** Unique per brand; the waybill is `<brand prefix>-<tag>`, e.g. DEMO-DLV-008. */
  tag: v.pipe(v.string(), v.regex(/^[A-Z]+(-[A-Z0-9]+)*$/, "a tag of capitals, digits and dashes, such as DLV-008-OLD")),
  /** Shown in the demo case list. */
  label: v.string(),
  reverse: v.optional(v.boolean()),
  /** False for a shipment the courier has not given a waybill yet ("shipping soon"). */
  hasWaybill: v.optional(v.boolean()),
  /** Status codes of the scan history, oldest first; the last one is the current status (none: not scanned yet). */
  codes: v.array(v.number()),
  /** Age of the newest scan. */
  lastScanHoursAgo: v.number(),
  /** Hours between consecutive scans (default 9). */
  hoursBetweenScans: v.optional(v.number()),
  /** Scenarios with the same order key share one order; default: an order of its own. */
  orderKey: v.optional(v.string()),
  /** NDR reason (forward) or failed-pickup reason (reverse). */
  failureReasonCode: v.optional(v.number()),
  edd: v.optional(v.object({ inDays: days, messageId: v.number(), message: v.optional(v.string()) })),
  /** A return pickup's window the courier gave (edd_from-edd_to), in days from now. */
  pickupWindow: v.optional(v.object({ fromDays: days, toDays: days })),
});
export type ShipmentScenario = v.InferOutput<typeof ShipmentScenarioSchema>;

export const SHIPMENT_SCENARIOS: readonly ShipmentScenario[] = parseDataFile("shipment-scenarios.json", v.array(ShipmentScenarioSchema), scenarios);

/** Every forward code of core's stage table, which the scenarios must cover one by one. */
export const SPEC_FORWARD_CODES: readonly number[] = Object.values(FORWARD_CODES_BY_STAGE).flat();
