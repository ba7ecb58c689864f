import { useLingui } from "@lingui/react/macro";
import type { EddUi } from "@portal/core/api";
import { DELIVERY_LINE_TEXT, deliveryLineOf, type DeliveryDateRule } from "@portal/core/edd";
import { deliveredAt, type StatusEvent } from "@portal/core/status";
import { useFormatters } from "@portal/i18n/react";
import { useDisplayTimeZone } from "./use-display-time-zone.ts";
import { useEddText } from "./use-edd-text.ts";

export interface DeliveryTextInput {
  /** The shipment's scans and latest status: a delivered scan gives "Delivered on …". */
  events: readonly StatusEvent[];
  eddFrom?: string | null | undefined;
  eddTo?: string | null | undefined;
  /** The expected-delivery message (GET edd), used when there is no window. */
  eddUi?: EddUi | null | undefined;
  /** False on a brand that hides the expected-delivery date: only "Delivered on …" shows. */
  showExpected?: boolean | undefined;
  /** The brand's delivery days (its manifest's dateRule): a new attempt is promised on those. */
  dateRule?: DeliveryDateRule | undefined;
}

/**
 * The line at the top of the tracking page about the delivery date: "Delivered on …" (the
 * day in the page's zone, the brand's), else the courier's window, else the EDD message.
 */
export function useDeliveryText({ events, eddFrom, eddTo, eddUi, showExpected = true, dateRule }: DeliveryTextInput): string | undefined {
  const { i18n } = useLingui();
  const format = useFormatters();
  const timeZone = useDisplayTimeZone();
  const eddText = useEddText(eddUi, dateRule);
  const line = deliveryLineOf({ deliveredAt: deliveredAt(events), eddFrom, eddTo });
  // Calendar dates have no zone: each prints its own day.
  const day = (date: string) => format.date(`${date}T12:00:00Z`, "UTC");
  switch (line.kind) {
    case "delivered":
      return i18n._(DELIVERY_LINE_TEXT.delivered(format.date(line.at, timeZone)));
    case "window":
      if (!showExpected) return undefined;
      return i18n._(DELIVERY_LINE_TEXT.window(day(line.from), day(line.to)));
    case "message":
      return showExpected ? eddText : undefined;
  }
}
