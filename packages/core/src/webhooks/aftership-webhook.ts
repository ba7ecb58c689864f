import * as v from "valibot";
import type { NdrReasonCode } from "../ndr/ndr-reasons.ts";
import { entryOf, eventFields, mappedScans, optionalShipmentFields, textOf } from "./webhook-mapping.ts";
import type { WebhookShipment } from "./webhook-scan.ts";

// AfterShip Tracking webhooks (aftership.com/docs/tracking/2025-01/webhook/webhook-specifications):
// { event, event_id, ts, msg: <tracking> } where the tracking carries `tag` (its delivery
// status) and `checkpoints` with their own tag, subtag, message, location and checkpoint_time.

const text = v.optional(v.nullable(v.string()));
const CheckpointSchema = v.looseObject({
  checkpoint_time: v.pipe(v.string("checkpoint_time is required."), v.nonEmpty()),
  tag: v.string("tag is required."),
  subtag: text,
  subtag_message: text,
  message: text,
  location: text,
  city: text,
});

export const AftershipWebhookSchema = v.looseObject({
  event: v.string("event is required."),
  // The event's own id (UUID) and time (UTC unix seconds): a replay or a late event changes nothing.
  event_id: v.optional(v.nullable(v.string())),
  ts: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(32_503_680_000)))),
  msg: v.looseObject({
    tracking_number: v.pipe(v.string("msg.tracking_number is required."), v.nonEmpty("msg.tracking_number is required.")),
    tag: text,
    slug: text,
    order_id: text,
    expected_delivery: text,
    checkpoints: v.optional(v.array(CheckpointSchema), []),
  }),
});
export type AftershipWebhook = v.InferOutput<typeof AftershipWebhookSchema>;

/** AfterShip delivery tags (its "delivery status") to the product rules' forward codes. */
export const AFTERSHIP_TAG_CODE = {
  Pending: 1,
  InfoReceived: 1,
  InTransit: 5,
  OutForDelivery: 6,
  AttemptFail: 9,
  Delivered: 8,
  AvailableForPickup: 5,
  Exception: null,
  Expired: 23,
} as const satisfies Record<string, number | null>;

/** AttemptFail subtags (the reason of a failed attempt) to NDR reasons. */
export const AFTERSHIP_ATTEMPT_FAIL_REASON = {
  // Addressee not available at the destination.
  AttemptFail_001: 1,
  // Business closed: nobody to receive it.
  AttemptFail_002: 1,
  // Any other failed attempt.
  AttemptFail_003: 11,
} as const satisfies Record<string, NdrReasonCode>;

export function aftershipShipment(payload: AftershipWebhook): WebhookShipment {
  const { msg } = payload;
  return {
    waybill: msg.tracking_number,
    ...mappedScans(
      msg.checkpoints,
      (checkpoint) => entryOf(AFTERSHIP_TAG_CODE, checkpoint.tag),
      (checkpoint, code) => {
        const reason = entryOf(AFTERSHIP_ATTEMPT_FAIL_REASON, textOf(checkpoint.subtag));
        return {
          status: textOf(checkpoint.subtag_message) || checkpoint.tag,
          description: textOf(checkpoint.message) || textOf(checkpoint.subtag_message) || checkpoint.tag,
          location: textOf(checkpoint.location) || textOf(checkpoint.city),
          timestamp: checkpoint.checkpoint_time.trim(),
          ...(code === 9 && reason ? { reason_code: reason } : {}),
        };
      },
    ),
    ...optionalShipmentFields({ order_id: msg.order_id, edd: msg.expected_delivery }),
    ...eventFields(payload.ts != null ? new Date(payload.ts * 1000).toISOString() : undefined, payload.event_id),
  };
}
