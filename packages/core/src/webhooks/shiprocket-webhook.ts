import * as v from "valibot";
import type { NdrReasonCode } from "../ndr/ndr-reasons.ts";
import { entryOf, eventFields, mappedScans, optionalShipmentFields, textOf } from "./webhook-mapping.ts";
import type { WebhookShipment } from "./webhook-scan.ts";

// Shiprocket tracking webhook (apidocs.shiprocket.in, "Webhook" / shipment tracking): one
// POST per status change with awb, current_status(_id), shipment_status(_id), order_id, etd
// and `scans` (date, activity, location, sr-status, sr-status-label). Shiprocket works in
// India and writes its times in IST without a zone, so they are read as +05:30.

const text = v.optional(v.nullable(v.union([v.string(), v.number()])));
const ScanSchema = v.looseObject({
  date: v.pipe(v.string("date is required."), v.nonEmpty()),
  status: text,
  activity: text,
  location: text,
  "sr-status": text,
  "sr-status-label": text,
});

export const ShiprocketWebhookSchema = v.looseObject({
  awb: v.pipe(v.union([v.string(), v.number()], "awb is required."), v.transform(String), v.nonEmpty("awb is required.")),
  current_status: text,
  shipment_status: text,
  shipment_status_id: v.optional(v.nullable(v.number())),
  current_timestamp: text,
  order_id: text,
  etd: text,
  courier_name: text,
  is_return: v.optional(v.nullable(v.union([v.number(), v.boolean()]))),
  scans: v.optional(v.array(ScanSchema), []),
});
export type ShiprocketWebhook = v.InferOutput<typeof ShiprocketWebhookSchema>;

/** Shiprocket shipment status ids (its `sr-status`) to the product rules' forward codes. */
export const SHIPROCKET_STATUS_CODE = {
  6: 4, // Shipped
  7: 8, // Delivered
  8: 10, // Canceled
  9: 11, // RTO Initiated
  10: 14, // RTO Delivered
  12: 16, // Lost
  15: 2, // Pickup Rescheduled
  17: 6, // Out For Delivery
  18: 5, // In Transit
  19: 25, // Out For Pickup
  21: 9, // Undelivered
  25: 17, // Damaged
  38: 5, // Reached at Destination Hub
  42: 4, // Picked Up
  46: 13, // RTO In Transit
  52: 1, // Shipment Booked
} as const satisfies Record<number, number>;

/** Words of an undelivered scan's activity to NDR reasons, first match wins. */
export const SHIPROCKET_NDR_REASON = [
  [/not available|unavailable/i, 1],
  [/refus|reject/i, 2],
  [/future delivery|reschedul/i, 3],
  [/not attempted/i, 4],
  [/unreachable|not reachable|phone/i, 5],
  [/address/i, 6],
  [/cash not ready|payment/i, 7],
  [/out of delivery area|oda/i, 8],
  [/open delivery/i, 12],
  [/misrout/i, 13],
] as const satisfies ReadonlyArray<readonly [RegExp, NdrReasonCode]>;

/** "2023-05-19 11:59:16" (IST) as an instant with its offset. */
const inIst = (date: string) => (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(date) ? `${date.replace(" ", "T")}+05:30` : date);

/** Its `current_timestamp`, "20 11 2026 08:40:00" (day month year, IST), as an instant with its offset. */
const currentTimestampInIst = (text: string) => {
  const parts = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(text);
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]}T${parts[4]}+05:30` : undefined;
};

export function shiprocketNdrReason(activity: string): NdrReasonCode | undefined {
  return SHIPROCKET_NDR_REASON.find(([pattern]) => pattern.test(activity))?.[1];
}

export function shiprocketShipment(payload: ShiprocketWebhook): WebhookShipment {
  return {
    waybill: payload.awb,
    ...mappedScans(
      payload.scans,
      (scan) => entryOf(SHIPROCKET_STATUS_CODE, Number(textOf(scan["sr-status"]))),
      (scan, code) => {
        const activity = textOf(scan.activity);
        const reason = code === 9 ? shiprocketNdrReason(activity) : undefined;
        return {
          status: textOf(scan["sr-status-label"]) || textOf(scan.status),
          description: activity || textOf(scan["sr-status-label"]),
          location: textOf(scan.location),
          timestamp: inIst(scan.date.trim()),
          ...(reason ? { reason_code: reason } : {}),
        };
      },
    ),
    ...optionalShipmentFields({ order_id: payload.order_id, cp_name: payload.courier_name, edd: payload.etd }),
    ...eventFields(currentTimestampInIst(textOf(payload.current_timestamp)), undefined),
    ...(payload.is_return ? { is_rvp: true } : {}),
  };
}
