import { useLingui } from "@lingui/react/macro";
import type { InsightAnswer, ReturnFigures } from "@portal/core/api";
import { countTable, figureCard, type PageModel, ratio } from "../insight-model.ts";
import { useFailedPickupsCard } from "./failed-pickups-card.ts";

/** Returns and exchanges: rate, reasons, items, refund modes and time to refund. */
export function useReturnsModel(answer: InsightAnswer<"returns">): PageModel {
  const { t } = useLingui();
  const { current: now } = answer.figures;
  const requests = (f: ReturnFigures) => f.returns + f.exchanges;
  const refundHours = (f: ReturnFigures) => (f.refunded > 0 ? f.refundHours / f.refunded : null);
  const failedPickups = useFailedPickupsCard(answer.figures);
  return {
    cards: [
      figureCard(answer.figures, requests, {
        id: "requests",
        label: t`Return and exchange requests`,
        explain: t`Requests made in the period.`,
        format: "count",
      }),
      figureCard(answer.figures, (f) => ratio(requests(f), f.delivered), {
        id: "return-rate",
        label: t`Return rate`,
        explain: t`Requests per delivered shipment dispatched in the period.`,
        format: "percent",
      }),
      figureCard(answer.figures, (f) => ratio(f.exchanges, requests(f)), {
        id: "exchange-share",
        label: t`Exchange share`,
        explain: t`Of requests, the share asking for an exchange.`,
        format: "percent",
      }),
      figureCard(answer.figures, refundHours, {
        id: "refund-time",
        label: t`Time to refund`,
        explain: t`Mean hours from the request to the recorded refund.`,
        format: "hours",
      }),
      failedPickups,
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
      countTable("reasons", t`Units returned per reason code`, [t`Reason code`, t`Units`], now.byReason, (r) => [String(r.reason), r.units]),
      countTable("items", t`Items returned most`, [t`Item`, t`Units`], now.byItem, (r) => [r.item, r.units]),
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
      countTable("stages", t`Requests by stage`, [t`Stage`, t`Requests`], now.byStage, (s) => [s.stage, s.requests]),
    ],
    notes: [t`The data holds no item category, so return rate per category is not shown.`],
  };
}
