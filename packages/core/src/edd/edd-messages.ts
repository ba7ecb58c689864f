import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Expected-delivery message ids of product rules §4; id 6 exists but is never shown. */
export const EDD_MESSAGE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type EddMessageId = (typeof EDD_MESSAGE_IDS)[number];

/** What an id needs from the API's edd_ui.message: a date text, a free text, or nothing. */
export type EddMessageInput = "date-text" | "free-text" | "none";

export interface EddMessageRow {
  input: EddMessageInput;
  /** The text to show, given edd_ui.message (ignored by ids without input). */
  describe: (text: string) => MessageDescriptor;
}

export const EDD_MESSAGE = {
  1: { input: "date-text", describe: (date) => msg`Expected delivery by ${date}` },
  2: { input: "none", describe: () => msg`Your order is nearby and will arrive soon.` },
  3: { input: "none", describe: () => msg`Your delivery is running late. We have let the courier know.` },
  4: { input: "none", describe: () => msg`Your order is on its way and on schedule.` },
  5: { input: "none", describe: () => msg`Your delivery is running late. We have let our logistics team know.` },
  6: null,
  // "Per the customer's preference" only once the shopper has told one (Take Action), so the
  // line itself promises no time the shopper never gave.
  7: { input: "none", describe: () => msg`The courier will try again within 24-48 hours.` },
  // The server supplies the whole text, e.g. that the shipment was lost or damaged.
  8: { input: "free-text", describe: (text) => msg`${text}` },
  9: { input: "none", describe: () => msg`Your order will be delivered the same day it is dispatched.` },
} as const satisfies Record<EddMessageId, EddMessageRow | null>;

/**
 * The expected-delivery line to show for an edd_ui, or undefined: id 6, unknown ids, and
 * ids whose needed text is missing show nothing.
 */
export function eddMessageOf(ui: { message_id: number; message?: string | null } | null | undefined): MessageDescriptor | undefined {
  if (!ui || !(EDD_MESSAGE_IDS as readonly number[]).includes(ui.message_id)) return undefined;
  const row: EddMessageRow | null = EDD_MESSAGE[ui.message_id as EddMessageId];
  if (!row) return undefined;
  const text = ui.message?.trim() ?? "";
  if (row.input !== "none" && text === "") return undefined;
  return row.describe(text);
}
