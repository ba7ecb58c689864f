import { useLingui } from "@lingui/react/macro";
import { useInsightNames } from "../use-insight-names.ts";
import type { InsightAnswer, VoiceFigures } from "@portal/core/api";
import { countTable, figureCard, type PageModel, ratio } from "../insight-model.ts";

/** Shoppers' voice: scores, NPS, low scores per courier, feedback answers and comments. */
export function useVoiceModel(answer: InsightAnswer<"voice">): PageModel {
  const { t } = useLingui();
  const names = useInsightNames(answer);
  const { current: now, previous: before } = answer.figures;
  const nps = (f: VoiceFigures) => (f.ratings > 0 ? ((f.promoters - f.detractors) / f.ratings) * 100 : null);
  const mean = (f: VoiceFigures) => (f.ratings > 0 ? f.distribution.reduce((sum, d) => sum + d.score * d.ratings, 0) / f.ratings : null);
  return {
    cards: [
      { id: "ratings", label: t`Ratings`, explain: t`Ratings shoppers gave in the period.`, format: "count", current: now.ratings, previous: before.ratings },
      figureCard(answer.figures, mean, {
        id: "mean",
        label: t`Mean score (0–10)`,
        explain: t`Stars count double: five stars is 10.`,
        format: "decimal",
      }),
      figureCard(answer.figures, nps, {
        id: "nps",
        label: t`Net promoter score`,
        explain: t`Share scoring 9–10 minus share scoring 0–6, from −100 to 100.`,
        format: "decimal",
      }),
      figureCard(answer.figures, (f) => ratio(f.commented, f.ratings), {
        id: "commented",
        label: t`With a comment`,
        explain: t`Of ratings, the share with a written comment.`,
        format: "percent",
      }),
    ],
    charts: [
      {
        id: "trend",
        title: t`Mean score per day`,
        kind: "line",
        labels: now.trend.map((d) => d.day.slice(5)),
        series: [{ label: t`Mean score`, values: now.trend.map((d) => (d.ratings > 0 ? d.scoreSum / d.ratings : null)), format: "decimal" }],
        tableId: "trend",
      },
    ],
    tables: [
      countTable("distribution", t`Ratings per score`, [t`Score`, t`Ratings`], now.distribution, (d) => [String(d.score), d.ratings]),
      {
        id: "trend",
        caption: t`Ratings per day`,
        columns: [
          { label: t`Day`, format: "day" },
          { label: t`Ratings`, format: "count" },
          { label: t`Mean score`, format: "decimal" },
        ],
        rows: now.trend.map((d) => [d.day, d.ratings, d.ratings > 0 ? d.scoreSum / d.ratings : null]),
      },
      {
        id: "low-courier",
        caption: t`Low scores (0–6) per courier`,
        columns: [
          { label: t`Courier`, format: "text" },
          { label: t`Ratings`, format: "count" },
          { label: t`Low scores`, format: "count" },
          { label: t`Share low`, format: "percent" },
        ],
        rows: now.lowByCourier.map((c) => [names.courier(c.courier), c.ratings, c.low, ratio(c.low, c.ratings)]),
        codes: { label: names.codeLabel, values: now.lowByCourier.map((c) => c.courier) },
      },
      {
        id: "answers",
        caption: t`Answers to the brand's questions`,
        columns: [
          { label: t`Question`, format: "text" },
          { label: t`Answer`, format: "text" },
          { label: t`Answers`, format: "count" },
        ],
        rows: now.answers.map((a) => [a.question, a.answer, a.count]),
      },
      {
        id: "comments",
        caption: t`Newest comments`,
        columns: [
          { label: t`Comment`, format: "text" },
          { label: t`Score`, format: "text" },
          { label: t`Day`, format: "day" },
        ],
        rows: now.comments.map((c) => [c.comment, String(c.score), c.at.slice(0, 10)]),
      },
    ],
    notes: [],
  };
}
