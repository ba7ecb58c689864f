import { useLingui } from "@lingui/react/macro";
import type { FailureFigures, InsightAnswer } from "@portal/core/api";
import { countTable, figureCard, type PageModel, ratio } from "../insight-model.ts";
import { useFailedPickupsCard } from "./failed-pickups-card.ts";
import { useInsightNames } from "../use-insight-names.ts";

/** Failed deliveries and pickups: NDR rate, reasons, shoppers' answers and where they led. */
export function useFailuresModel(answer: InsightAnswer<"failures">): PageModel {
  const { t } = useLingui();
  const { current: now } = answer.figures;
  const names = useInsightNames(answer);
  const courierName = names.courier;
  const meanMinutes = (f: FailureFigures) => (f.answered > 0 ? f.answerMinutes / f.answered : null);
  const failedPickups = useFailedPickupsCard(answer.figures);
  return {
    cards: [
      figureCard(answer.figures, (f) => ratio(f.failed, f.shipments), {
        id: "ndr-rate",
        label: t`Failed delivery rate`,
        explain: t`Of shipments dispatched, the share with at least one failed delivery.`,
        format: "percent",
      }),
      figureCard(answer.figures, (f) => f.failed, {
        id: "failed",
        label: t`Shipments with a failed delivery`,
        explain: t`Shipments dispatched in the period that failed at least once.`,
        format: "count",
      }),
      figureCard(answer.figures, (f) => ratio(f.answered, f.failed), {
        id: "answered",
        label: t`Answered by shoppers`,
        explain: t`Of failed shipments, the share whose shopper answered.`,
        format: "percent",
      }),
      figureCard(answer.figures, meanMinutes, {
        id: "answer-time",
        label: t`Mean time to answer`,
        explain: t`From the first failed attempt to the shopper's answer.`,
        format: "minutes",
      }),
      failedPickups,
    ],
    charts: [
      {
        id: "ndr-courier",
        title: t`Failed delivery rate per courier`,
        kind: "bars",
        labels: now.byCourier.map((c) => courierName(c.courier)),
        series: [{ label: t`Failed delivery rate`, values: now.byCourier.map((c) => ratio(c.failed, c.shipments)), format: "percent" }],
        tableId: "couriers",
      },
    ],
    tables: [
      {
        id: "couriers",
        caption: t`Failed deliveries per courier`,
        columns: [
          { label: t`Courier`, format: "text" },
          { label: t`Shipments`, format: "count" },
          { label: t`Failed`, format: "count" },
          { label: t`Failed delivery rate`, format: "percent" },
        ],
        rows: now.byCourier.map((c) => [courierName(c.courier), c.shipments, c.failed, ratio(c.failed, c.shipments)]),
        codes: { label: names.codeLabel, values: now.byCourier.map((c) => c.courier) },
      },
      {
        id: "reasons",
        caption: t`Failures per reason`,
        columns: [
          { label: t`Reason`, format: "text" },
          { label: t`Failed`, format: "count" },
        ],
        rows: now.byReason.map((r) => [names.ndrReason(r.reason), r.failed]),
        codes: { label: names.codeLabel, values: now.byReason.map((r) => r.reason) },
      },
      {
        id: "outcomes",
        caption: t`Shoppers' answers and where the shipment ended`,
        columns: [
          { label: t`Answer`, format: "text" },
          { label: t`Outcome`, format: "text" },
          { label: t`Shipments`, format: "count" },
        ],
        rows: now.outcomes.map((o) => [o.answer, o.outcome, o.shipments]),
      },
      countTable("pincodes", t`Pincodes with most failures`, [t`Pincode`, t`Failed`], now.topPincodes, (p) => [p.pincode, p.failed]),
    ],
    notes: [],
  };
}
