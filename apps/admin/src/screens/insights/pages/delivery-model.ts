import { useLingui } from "@lingui/react/macro";
import { useInsightNames } from "../use-insight-names.ts";
import type { DeliveryFigures, InsightAnswer, OnTime } from "@portal/core/api";
import { FORWARD_STAGE_LABEL, isForwardStage } from "@portal/core/status";
import { type Column, countTable, figureCard, type PageModel, ratio, type Value } from "../insight-model.ts";

/** Delivery: stages, on time against the EDD shown, first attempts, transit days, losses. */
export function useDeliveryModel(answer: InsightAnswer<"delivery">): PageModel {
  const { t, i18n } = useLingui();
  const names = useInsightNames(answer);
  const { current: now, previous: before } = answer.figures;
  // Stages by the names the tracking page gives them (the shared catalog); a code the roll-up
  // could not place stays as its key.
  const stageName = (stage: string) => (isForwardStage(stage) ? i18n._(FORWARD_STAGE_LABEL[stage]) : stage);
  const onTimeRate = (f: DeliveryFigures) => ratio(f.onTime.onTime, f.onTime.measured);
  const onTimeColumns = (first: string): Column[] => [
    { label: first, format: "text" },
    { label: t`Delivered with an EDD`, format: "count" },
    { label: t`On or before the EDD`, format: "count" },
    { label: t`On-time rate`, format: "percent" },
  ];
  const onTimeRows = (rows: OnTime[]): Value[][] => rows.map((r) => [r.key, r.measured, r.onTime, ratio(r.onTime, r.measured)]);
  return {
    cards: [
      figureCard(answer.figures, (f) => f.shipments, {
        id: "shipments",
        label: t`Shipments dispatched`,
        explain: t`Forward shipments dispatched in the period.`,
        format: "count",
      }),
      figureCard(answer.figures, onTimeRate, {
        id: "on-time",
        label: t`Delivered on time`,
        explain: t`Of deliveries with an EDD shown, the share delivered on or before it.`,
        format: "percent",
      }),
      figureCard(answer.figures, (f) => ratio(f.firstAttempt, f.delivered), {
        id: "first-attempt",
        label: t`First-attempt deliveries`,
        explain: t`Of delivered shipments, the share delivered with no failed attempt.`,
        format: "percent",
      }),
      figureCard(answer.figures, (f) => f.transitMedianDays, {
        id: "transit-median",
        label: t`Days to deliver (median)`,
        explain: t`Half of the deliveries took this many days from dispatch or fewer.`,
        format: "days",
      }),
      figureCard(answer.figures, (f) => f.transitP90Days, {
        id: "transit-p90",
        label: t`Days to deliver (90th percentile)`,
        explain: t`Nine in ten deliveries took this many days from dispatch or fewer.`,
        format: "days",
      }),
      figureCard(answer.figures, (f) => f.returnedToOrigin, {
        id: "rto",
        label: t`Returned to origin`,
        explain: t`Shipments sent back to the brand undelivered.`,
        format: "count",
      }),
      { id: "lost", label: t`Lost`, explain: t`Shipments the courier declared lost.`, format: "count", current: now.lost, previous: before.lost },
      figureCard(answer.figures, (f) => f.damaged, { id: "damaged", label: t`Damaged`, explain: t`Shipments the courier declared damaged.`, format: "count" }),
    ],
    charts: [
      {
        id: "on-time-week",
        title: t`On-time rate per week`,
        kind: "bars",
        labels: now.onTimeByWeek.map((w) => w.key.slice(5)),
        series: [{ label: t`On-time rate`, values: now.onTimeByWeek.map((w) => ratio(w.onTime, w.measured)), format: "percent" }],
        tableId: "on-time-week",
      },
    ],
    tables: [
      countTable("stages", t`Shipments by stage`, [t`Stage`, t`Shipments`], now.byStage, (s) => [stageName(s.stage), s.shipments]),
      {
        id: "on-time-courier",
        caption: t`On time per courier`,
        columns: onTimeColumns(t`Courier`),
        rows: onTimeRows(now.onTimeByCourier.map((r) => ({ ...r, key: names.courier(r.key) }))),
        codes: { label: names.codeLabel, values: now.onTimeByCourier.map((r) => r.key) },
      },
      { id: "on-time-state", caption: t`On time per destination state`, columns: onTimeColumns(t`State`), rows: onTimeRows(now.onTimeByState) },
      { id: "on-time-pincode", caption: t`On time per pincode prefix`, columns: onTimeColumns(t`Pincode prefix`), rows: onTimeRows(now.onTimeByPincodePrefix) },
      {
        id: "on-time-week",
        caption: t`On time per week`,
        columns: onTimeColumns(t`Week starting`).map((c, i) => (i === 0 ? { ...c, format: "day" } : c)),
        rows: onTimeRows(now.onTimeByWeek),
      },
    ],
    notes: [],
  };
}
