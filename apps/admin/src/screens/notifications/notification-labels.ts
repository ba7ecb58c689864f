import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { NotificationState, NotifyChannel } from "@portal/core/api";
import type { Moment } from "@portal/core/notifications";

/** Each moment as the brand's staff name it (core's rule table decides when it happens). */
export const MOMENT_LABEL = {
  shipped: msg`Shipped`,
  "out-for-delivery": msg`Out for delivery`,
  delivered: msg`Delivered`,
  "failed-delivery": msg`Delivery failed (with the form to answer)`,
  "ndr-reminder": msg`Reminder when the failed-delivery form stays unanswered`,
  "pickup-failed": msg`Return pickup failed (with its form)`,
  delayed: msg`Running late (past the promised day)`,
  "return-placed": msg`Return placed`,
  "return-approved": msg`Return approved`,
  "return-picked-up": msg`Return picked up`,
  "return-refunded": msg`Return refunded`,
  "exchange-shipped": msg`Exchange shipped`,
} as const satisfies Record<Moment, MessageDescriptor>;

export const CHANNEL_LABEL = {
  email: msg`E-mail`,
  sms: msg`SMS`,
  whatsapp: msg`WhatsApp`,
} as const satisfies Record<NotifyChannel, MessageDescriptor>;

export const STATE_LABEL = {
  waiting: msg`Waiting`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  failed: msg`Failed`,
} as const satisfies Record<NotificationState, MessageDescriptor>;

/** A label for a name the server sent: the known ones translated, an unknown one (a newer server) as it came. */
export function labelOf<K extends string>(labels: Record<K, MessageDescriptor>, name: string, translate: (d: MessageDescriptor) => string): string {
  return Object.hasOwn(labels, name) ? translate(labels[name as K]) : name;
}
