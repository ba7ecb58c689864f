import type { EddUi } from "@portal/core/api";
import { isCalendarDate, type CalendarDate } from "@portal/core/dates";
import { EDD_MESSAGE, EDD_MESSAGE_IDS, type EddMessageId } from "@portal/core/edd";
import type { Shipment } from "@portal/db/repositories/records";
import type { ShipmentStage } from "../shipment/shipment-stage.ts";

/**
 * Stages at which nothing is expected any more: the shipment arrived, was cancelled or is
 * going back. Lost and damaged shipments keep their message (id 8 carries the explanation).
 */
export function isExpectationOver(stage: ShipmentStage): boolean {
  if (stage.direction === "pickup") return stage.stage === "cancelled" || stage.stage === "returned-to-warehouse";
  return stage.stage === "delivered" || stage.stage === "cancelled" || stage.stage === "returned-to-origin" || stage.stage === "expired";
}

/**
 * Stored message ids that say something a date cannot (late, reattempt, lost, same day):
 * kept as stored. The others (none, 1 "by <date>", 2 "nearby", 4 "on schedule") give way to
 * the date itself whenever one is known, since the date is what the shopper wants most.
 */
const KEEPS_ITS_OWN_MESSAGE = {
  1: false,
  2: false,
  3: true,
  4: false,
  5: true,
  6: true,
  7: true,
  8: true,
  9: true,
} as const satisfies Record<EddMessageId, boolean>;

/** "The courier will try again": worded per failed-delivery reason on the page. */
const REATTEMPT_MESSAGE_ID = 7 satisfies EddMessageId;

/** The product rules' delay message for a known date that has passed: "running late, the courier knows". */
export const PASSED_DATE_MESSAGE_ID = 3 satisfies EddMessageId;

/**
 * The expected-delivery message of a shipment (product rules §4) from its stored edd data, at
 * any stage before delivery. A known EDD date is shown as id 1 "Expected delivery by <date>"
 * (whatever source wrote it: feed, webhook, with or without edd_message_id), or, once it is
 * before `today` (the brand's calendar day), as the delay message; stored ids that say more
 * than a date (3, 5, 7, 8, 9) stay. Id 1 with a supplied text shows that text; id 6 and
 * unknown ids are never shown. Null when there is nothing to show.
 */
export function eddUiOf(shipment: Pick<Shipment, "edd" | "failureReasonCode">, stage: ShipmentStage, today: CalendarDate): EddUi | null {
  if (isExpectationOver(stage)) return null;
  const { messageId, message, date } = shipment.edd;
  const stored = messageId !== null && isEddMessageId(messageId) ? messageId : undefined;
  const day = date?.trim() ?? "";
  if (stored === 1 && message?.trim()) return { message_id: 1, message: message.trim() };
  if (isCalendarDate(day) && (stored === undefined || !KEEPS_ITS_OWN_MESSAGE[stored])) {
    return day < today ? { message_id: PASSED_DATE_MESSAGE_ID, message: "" } : { message_id: 1, message: day };
  }
  if (stored === undefined) return null;
  const row = EDD_MESSAGE[stored];
  if (row === null) return null;
  const text = {
    "date-text": () => message?.trim() || day,
    "free-text": () => message?.trim() ?? "",
    none: () => "",
  } as const satisfies Record<typeof row.input, () => string>;
  const supplied = text[row.input]();
  if (row.input !== "none" && supplied === "") return null;
  // A new attempt depends on why the last one failed: the page words it per reason.
  if (stored === REATTEMPT_MESSAGE_ID && shipment.failureReasonCode !== null) {
    return { message_id: stored, message: supplied, ndr_reason: shipment.failureReasonCode };
  }
  return { message_id: stored, message: supplied };
}

function isEddMessageId(id: number): id is EddMessageId {
  return (EDD_MESSAGE_IDS as readonly number[]).includes(id);
}
