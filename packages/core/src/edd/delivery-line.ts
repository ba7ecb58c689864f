import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isCalendarDate } from "../dates/calendar-date.ts";

/** Which line the top of the tracking page shows about the delivery date. */
export type DeliveryLine = { kind: "delivered"; at: Date } | { kind: "window"; from: string; to: string } | { kind: "message" };

/**
 * A delivered shipment says when ("Delivered on …"); otherwise a courier's window
 * (edd_from-edd_to, calendar dates) is shown when both ends are dates; otherwise the
 * expected-delivery message of product rules §4 (edd_ui).
 */
export function deliveryLineOf(input: { deliveredAt: Date | null; eddFrom?: string | null; eddTo?: string | null }): DeliveryLine {
  if (input.deliveredAt) return { kind: "delivered", at: input.deliveredAt };
  const from = input.eddFrom?.trim() ?? "";
  const to = input.eddTo?.trim() ?? "";
  if (isCalendarDate(from) && isCalendarDate(to)) return { kind: "window", from, to };
  return { kind: "message" };
}

export const DELIVERY_LINE_TEXT = {
  delivered: (date: string) => msg`Delivered on ${date}`,
  window: (from: string, to: string) => (from === to ? msg`Expected delivery on ${from}` : msg`Expected delivery between ${from} and ${to}`),
} as const satisfies Record<Exclude<DeliveryLine["kind"], "message">, (...texts: string[]) => MessageDescriptor>;
