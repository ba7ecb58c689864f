import { useLingui } from "@lingui/react/macro";
import type { InsightAnswer, ReturnFigures } from "@portal/core/api";
import { ratio, type PageModel } from "../insight-model.ts";

/** Returns and exchanges: rate, reasons, items, refund modes and time to refund. */
export function useReturnsModel(answer: InsightAnswer<"returns">): PageModel {
  const { t } = useLingui();
  const { current: now, previous: before } = answer.figures;
  const requests = (f: ReturnFigures) => f.returns + f.exchanges;
  const refundHours = (f: ReturnFigures) => (f.refunded > 0 ? f.refundHours / f.refunded : null);
  return {
    cards: [
      {
        id: "requests",
        label: t`Return and exchange requests`,
        explain: t`Requests made in the period.`,
        format: "count",
        current: requests(now),
        previous: requests(before),
      },
      {
        id: "return-rate",
        label: t`Return rate`,
        explain: t`Requests per delivered shipment dispatched in the period.`,
        format: "percent",
        current: ratio(requests(now), now.delivered),
        previous: ratio(requests(before), before.delivered),
      },
      {
        id: "exchange-share",
        label: t`Exchange share`,
        explain: t`Of requests, the share asking for an exchange.`,
        format: "percent",
        current: ratio(now.exchanges, requests(now)),
        previous: ratio(before.exchanges, requests(before)),
      },
      {
        id: "refund-time",
        label: t`Time to refund`,
        explain: t`Mean hours from the request to the recorded refund.`,
        format: "hours",
        current: refundHours(now),
        previous: refundHours(before),
      },
      {
        id: "pickups-failed",
        label: t`Failed pickups`,
        explain: t`Return pickups that failed at least once.`,
        format: "count",
        current: now.pickupsFailed,
        previous: before.pickupsFailed,
      },
    ],
    charts: [
      {
        id: "reasons",
        title: t`Units returned per reason`,
        kind: "bars",
        labels: now.byReason.map((r) => String(r.reason)),
        series: [{ label: t`Units`, values: now.byReason.map((r) => r.units), format: "count" }],
        tableId: "reasons",
      },
    ],
    tables: [
      {
        id: "reasons",
        caption: t`Units returned per reason code`,
        columns: [
          { label: t`Reason code`, format: "text" },
          { label: t`Units`, format: "count" },
        ],
        rows: now.byReason.map((r) => [String(r.reason), r.units]),
      },
      {
        id: "items",
        caption: t`Items returned most`,
        columns: [
          { label: t`Item`, format: "text" },
          { label: t`Units`, format: "count" },
        ],
        rows: now.byItem.map((r) => [r.item, r.units]),
      },
      {
        id: "refund-modes",
        caption: t`Refund modes`,
        columns: [
          { label: t`Refund mode`, format: "text" },
          { label: t`Requests`, format: "count" },
          { label: t`Refunded amount`, format: "money" },
        ],
        rows: now.byRefundMode.map((m) => [m.mode, m.requests, m.refundedMinor]),
      },
      {
        id: "stages",
        caption: t`Requests by stage`,
        columns: [
          { label: t`Stage`, format: "text" },
          { label: t`Requests`, format: "count" },
        ],
        rows: now.byStage.map((s) => [s.stage, s.requests]),
      },
    ],
    notes: [t`The data holds no item category, so return rate per category is not shown.`],
  };
}
