import * as v from "valibot";
import { entryOf, eventFields, mappedScans, optionalShipmentFields, textOf } from "./webhook-mapping.ts";
import type { WebhookShipment } from "./webhook-scan.ts";

// EasyPost Event webhooks (docs.easypost.com/guides/webhooks-guide, docs/trackers): an Event
// whose `description` is "tracker.updated" (or tracker.created) and whose `result` is the
// Tracker, with `tracking_details` (status, status_detail, message, datetime,
// tracking_location) and est_delivery_date.

const text = v.optional(v.nullable(v.string()));
const DetailSchema = v.looseObject({
  status: v.string("status is required."),
  status_detail: text,
  message: text,
  description: text,
  datetime: v.pipe(v.string("datetime is required."), v.nonEmpty()),
  tracking_location: v.optional(v.nullable(v.looseObject({ city: text, state: text, country: text, zip: text }))),
});

export const EasypostWebhookSchema = v.looseObject({
  object: v.literal("Event", 'object must be "Event".'),
  // The Event's own id ("evt_…") and creation time: a replay or a late event changes nothing.
  id: v.optional(v.nullable(v.string())),
  created_at: v.optional(v.nullable(v.string())),
  description: v.string("description is required."),
  result: v.looseObject({
    tracking_code: v.pipe(v.string("result.tracking_code is required."), v.nonEmpty("result.tracking_code is required.")),
    status: text,
    est_delivery_date: text,
    carrier: text,
    tracking_details: v.optional(v.array(DetailSchema), []),
  }),
});
export type EasypostWebhook = v.InferOutput<typeof EasypostWebhookSchema>;

/** EasyPost tracker statuses to the product rules' forward codes ("unknown" and "error" stay unmapped). */
export const EASYPOST_STATUS_CODE = {
  pre_transit: 2,
  in_transit: 5,
  out_for_delivery: 6,
  delivered: 8,
  available_for_pickup: 5,
  return_to_sender: 13,
  failure: 9,
  cancelled: 10,
  unknown: null,
  error: null,
} as const satisfies Record<string, number | null>;

export function easypostShipment(payload: EasypostWebhook): WebhookShipment {
  const { result } = payload;
  return {
    waybill: result.tracking_code,
    ...mappedScans(
      result.tracking_details,
      (detail) => entryOf(EASYPOST_STATUS_CODE, detail.status),
      (detail) => {
        const where = detail.tracking_location;
        return {
          status: detail.status,
          description: textOf(detail.message) || textOf(detail.description) || detail.status,
          location: [where?.city, where?.state, where?.country].map(textOf).filter(Boolean).join(", "),
          timestamp: detail.datetime.trim(),
        };
      },
    ),
    ...optionalShipmentFields({ cp_name: result.carrier, edd: result.est_delivery_date }),
    ...eventFields(textOf(payload.created_at), payload.id),
  };
}
