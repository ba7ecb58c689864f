import * as v from "valibot";
import { NDR_REASON_CODES, type NdrReasonCode } from "../ndr/ndr-reasons.ts";
import { entryOf, mappedScans, optionalShipmentFields, textOf } from "./webhook-mapping.ts";
import type { WebhookShipment } from "./webhook-scan.ts";

// ClickPost "Tracking Shipment using Webhook" (docs.clickpost.ai/docs/tracking-a-shipment-using-webhook):
// one POST per courier scan; the outer fields are that scan, `additional.latest_status` the
// shipment's newest. Its clickpost_status_code vocabulary is the one the product rules' codes follow,
// and its NDR codes are the product rules' 1-14, so both map onto themselves where the product rules list them.
// `additional` also names the order (`order_id`), the courier's estimate (`courier_partner_edd`,
// YYYY-MM-DD or null) and, on a return (`is_rvp`), the forward shipment (`forward_awb`,
// `forward_reference_number`); the reference number rides in latest_status (ClickPost's
// "Track Return Order" webhook page, github.com/zupta/slate source/includes/_return_webhooks.md).
// A return-placed webhook (code 101) comes before the pickup is booked, with a blank waybill.

/** ClickPost's "Return Order Placed": the return exists, its pickup is not booked (blank waybill). */
export const CLICKPOST_RETURN_PLACED_CODE = 101;

const text = v.optional(v.nullable(v.union([v.string(), v.number()])));
const ScanFields = {
  clickpost_status_code: v.pipe(v.number("clickpost_status_code must be a number."), v.integer()),
  clickpost_status_description: text,
  status: text,
  remark: text,
  location: text,
  timestamp: v.pipe(v.string("timestamp is required."), v.nonEmpty("timestamp is required.")),
};

export const ClickpostWebhookSchema = v.pipe(
  v.looseObject({
    // Blank only on a return-placed webhook (nothing is booked yet); checked below.
    waybill: v.optional(v.nullable(v.pipe(v.union([v.string(), v.number()], "waybill must be text."), v.transform(String))), ""),
    reference_number: text,
    cp_id: v.optional(v.nullable(v.number())),
    cp_name: text,
    ...ScanFields,
    additional: v.optional(
      v.nullable(
        v.looseObject({
          latest_status: v.optional(v.nullable(v.looseObject({ ...ScanFields, reference_number: text }))),
          order_id: text,
          reference_number: text,
          courier_partner_edd: text,
          forward_awb: text,
          forward_reference_number: text,
          ndr_status_code: v.optional(v.nullable(v.number())),
          is_rvp: v.optional(v.nullable(v.boolean())),
          edd_stamp: text,
        }),
      ),
    ),
  }),
  v.check(
    (payload) => textOf(payload.waybill) !== "" || payload.clickpost_status_code === CLICKPOST_RETURN_PLACED_CODE,
    "waybill is required (blank only on a return-placed webhook, code 101).",
  ),
);
export type ClickpostWebhook = v.InferOutput<typeof ClickpostWebhookSchema>;

/** ClickPost status codes the product rules' forward or reverse tables use (the same numbers). */
export const CLICKPOST_STATUS_CODE = {
  1: 1,
  2: 2,
  3: 3,
  4: 4,
  5: 5,
  6: 6,
  7: 7,
  8: 8,
  9: 9,
  10: 10,
  11: 11,
  12: 12,
  13: 13,
  14: 14,
  15: 15,
  16: 16,
  17: 17,
  18: 18,
  19: 19,
  20: 20,
  21: 21,
  23: 23,
  25: 25,
  26: 26,
  27: 27,
  28: 28,
  30: 30,
  31: 31,
  32: 32,
} as const satisfies Record<number, number>;

/** ClickPost's NDR codes are the product rules' NDR reasons 1-14. */
export const CLICKPOST_NDR_REASON = Object.fromEntries(NDR_REASON_CODES.map((code) => [code, code])) as Record<NdrReasonCode, NdrReasonCode>;

export function clickpostShipment(payload: ClickpostWebhook): WebhookShipment {
  const additional = payload.additional;
  const ndr = additional?.ndr_status_code;
  const reason = ndr != null && entryOf(CLICKPOST_NDR_REASON, ndr);
  const failed = payload.clickpost_status_code === 7 || payload.clickpost_status_code === 9;
  const waybill = textOf(payload.waybill);
  // Return placed: nothing booked yet, so no shipment to write (the portal made the request).
  if (waybill === "") return { waybill, scans: [], unmapped: 0 };
  const forwardAwb = textOf(additional?.forward_awb);
  const forwardReference = textOf(additional?.forward_reference_number);
  const reference = textOf(payload.reference_number) || textOf(additional?.reference_number) || textOf(additional?.latest_status?.reference_number);
  return {
    waybill,
    // One scan per call: the payload's own fields are that scan, and its time the event's.
    ...mappedScans(
      [payload],
      (scan) => entryOf(CLICKPOST_STATUS_CODE, scan.clickpost_status_code),
      (scan) => ({
        status: textOf(scan.status) || textOf(scan.clickpost_status_description),
        description: textOf(scan.remark) || textOf(scan.clickpost_status_description) || textOf(scan.status),
        location: textOf(scan.location),
        timestamp: scan.timestamp.trim(),
        ...(failed && reason ? { reason_code: reason } : {}),
      }),
    ),
    event_time: payload.timestamp.trim(),
    ...optionalShipmentFields({ order_id: additional?.order_id, cp_name: payload.cp_name, edd: additional?.courier_partner_edd }),
    ...(reference ? { reference_number: reference } : {}),
    ...(payload.cp_id != null && Number.isInteger(payload.cp_id) && payload.cp_id >= 0 ? { cp_id: payload.cp_id } : {}),
    ...(additional?.is_rvp ? { is_rvp: true } : {}),
    ...(additional?.is_rvp && (forwardAwb || forwardReference) ? { return_of: { forward_awb: forwardAwb, forward_reference_number: forwardReference } } : {}),
  };
}
