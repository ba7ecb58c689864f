import { useLingui } from "@lingui/react/macro";
import type { InsightAnswer } from "@portal/core/api";
import type { PageModel } from "../insight-model.ts";

/** Engagement: clicks on the tracking page's banners, social, app and contact links. */
export function useEngagementModel(answer: InsightAnswer<"engagement">): PageModel {
  const { t } = useLingui();
  const { current: now, previous: before } = answer.figures;
  return {
    cards: [
      {
        id: "clicks",
        label: t`Clicks`,
        explain: t`Clicks on banners, social, app, contact and footer links.`,
        format: "count",
        current: now.total,
        previous: before.total,
      },
    ],
    charts: [
      {
        id: "clicks-day",
        title: t`Clicks per day`,
        kind: "bars",
        labels: now.byDay.map((d) => d.day.slice(5)),
        series: [{ label: t`Clicks`, values: now.byDay.map((d) => d.count), format: "count" }],
        tableId: "clicks-day",
      },
    ],
    tables: [
      {
        id: "clicks",
        caption: t`Clicks per link`,
        columns: [
          { label: t`Kind`, format: "text" },
          { label: t`Link`, format: "text" },
          { label: t`Clicks`, format: "count" },
        ],
        rows: now.clicks.map((c) => [c.category, c.action, c.count]),
      },
      {
        id: "clicks-day",
        caption: t`Clicks per day`,
        columns: [
          { label: t`Day`, format: "day" },
          { label: t`Clicks`, format: "count" },
        ],
        rows: now.byDay.map((d) => [d.day, d.count]),
      },
    ],
    notes: [t`Page views, search versus link and language are not recorded yet, so they are not shown.`],
  };
}
