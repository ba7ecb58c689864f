import { useLingui } from "@lingui/react/macro";
import type { EddUi } from "@portal/core/api";
import { isCalendarDate } from "@portal/core/dates";
import { EDD_MESSAGE, EDD_MESSAGE_IDS, eddMessageOf, ndrNextStepText, type DeliveryDateRule, type EddMessageId } from "@portal/core/edd";
import { useFormatters } from "@portal/i18n/react";

function isEddMessageId(id: number): id is EddMessageId {
  return (EDD_MESSAGE_IDS as readonly number[]).includes(id);
}

/**
 * The expected-delivery line for an edd_ui answer (product rules §4, ids 1-9; id 6 and unknown
 * ids show nothing). A supplied date text in the API's YYYY-MM-DD form is shown in the page's
 * language; any other date text is shown as the server wrote it. A new attempt (id 7) after a
 * failed delivery of known reason says that reason's next step, in the brand's delivery days.
 */
export function useEddText(ui: EddUi | null | undefined, dateRule: DeliveryDateRule = "next-days"): string | undefined {
  const { i18n } = useLingui();
  const format = useFormatters();
  if (!ui || !isEddMessageId(ui.message_id)) return undefined;
  const nextStep = ui.message_id === 7 ? ndrNextStepText(ui.ndr_reason, dateRule) : undefined;
  if (nextStep) return i18n._(nextStep);
  const row = EDD_MESSAGE[ui.message_id];
  const supplied = ui.message?.trim() ?? "";
  // A calendar date has no zone: format its own day (UTC midnight, printed in UTC).
  const localized = row?.input === "date-text" && isCalendarDate(supplied) ? format.date(`${supplied}T00:00:00Z`, "UTC") : supplied;
  const descriptor = eddMessageOf({ message_id: ui.message_id, message: localized });
  return descriptor ? i18n._(descriptor) : undefined;
}
