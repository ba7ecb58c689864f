import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NotOfferedReason } from "@portal/core/feed-form";

/** Why there is nothing to answer, told plainly; the page adds a link back to tracking. */
export const NOT_OFFERED_TEXT = {
  "is-pickup": msg`This shipment is a return pickup. You can follow it on the pickup page.`,
  "is-delivery": msg`This shipment is a delivery, not a return pickup.`,
  "no-failure": msg`There is no failed delivery to fix: your order is on its way.`,
  "out-for-delivery": msg`Your order is out for delivery, so there is nothing to fix right now.`,
  reattempt: msg`The courier is trying again: your order is out for delivery, so there is nothing to fix right now.`,
  delivered: msg`Your order has been delivered, so there is nothing to fix.`,
  closed: msg`This shipment is no longer on its way to you. Please contact the brand for help.`,
  "form-off": msg`Please contact the brand about this failed delivery.`,
  "pickup-not-failed": msg`There is no failed pickup to fix: your pickup is on its way.`,
  "picked-up": msg`Your return has been picked up, so there is nothing to fix.`,
  "pickup-cancelled": msg`This pickup has been cancelled, so there is nothing to fix.`,
} as const satisfies Record<NotOfferedReason, MessageDescriptor>;
