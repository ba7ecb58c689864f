import { useLingui } from "@lingui/react/macro";
import type { EngagementFigures, InsightAnswer, TrackingVia } from "@portal/core/api";
import type { LocaleCode } from "@portal/core/locale";
import { countTable, figureCard, type PageModel, ratio } from "../insight-model.ts";
import { useInsightNames } from "../use-insight-names.ts";
import { linkKindLabel, linkLabel } from "../../../labels/link-kind-labels.ts";

const viewsOf = (figures: EngagementFigures) => figures.views.reduce((sum, v) => sum + v.views, 0);
const viewsVia = (figures: EngagementFigures, via: TrackingVia) => figures.views.find((v) => v.via === via)?.views ?? 0;
const viewsIn = (figures: EngagementFigures, locale: LocaleCode) => figures.viewsByLocale.find((v) => v.locale === locale)?.views ?? 0;
const viewsWithLanguage = (figures: EngagementFigures) => figures.viewsByLocale.reduce((sum, v) => sum + v.views, 0);

/** The period's languages, most viewed first, then those seen only in the previous period. */
function languagesOf(now: EngagementFigures, before: EngagementFigures): LocaleCode[] {
  const current = now.viewsByLocale.map((v) => v.locale);
  return [...current, ...before.viewsByLocale.map((v) => v.locale).filter((locale) => !current.includes(locale))];
}

/** Engagement: tracking page views (search or link, per page language) and clicks on the page's banners, social, app and contact links. */
export function useEngagementModel(answer: InsightAnswer<"engagement">): PageModel {
  const { t, i18n } = useLingui();
  const names = useInsightNames(answer);
  const { current: now, previous: before } = answer.figures;
  const languages = languagesOf(now, before);
  const viaName = { search: t`Search form`, link: t`Link` } satisfies Record<TrackingVia, string>;
  const total = viewsOf(now);
  return {
    cards: [
      {
        id: "views",
        label: t`Tracking page views`,
        explain: t`Times a shipment's tracking page was opened, by search or by link.`,
        format: "count",
        current: total,
        previous: viewsOf(before),
      },
      figureCard(answer.figures, (f) => f.shipmentsViewed, {
        id: "shipments-viewed",
        label: t`Shipments viewed`,
        explain: t`Different shipments whose tracking page was opened at least once.`,
        format: "count",
      }),
      {
        id: "views-per-shipment",
        label: t`Views per shipment`,
        explain: t`Tracking page views divided by the shipments viewed.`,
        format: "decimal",
        current: ratio(total, now.shipmentsViewed),
        previous: ratio(viewsOf(before), before.shipmentsViewed),
      },
      {
        id: "search-share",
        label: t`Reached by search`,
        explain: t`Share of views that came from the search form rather than a link.`,
        format: "percent",
        current: ratio(viewsVia(now, "search"), total),
        previous: ratio(viewsVia(before, "search"), viewsOf(before)),
      },
      figureCard(answer.figures, (f) => f.viewsOfUnknownLocale, {
        id: "language-unknown",
        label: t`Views in no known language`,
        explain: t`Searches from outside the portal's pages, which name no page language; left out of the language shares.`,
        format: "count",
      }),
      figureCard(answer.figures, (f) => f.total, {
        id: "clicks",
        label: t`Clicks`,
        explain: t`Clicks on banners, social, app, contact and footer links.`,
        format: "count",
      }),
    ],
    charts: [
      {
        id: "views-day",
        title: t`Tracking page views per day`,
        kind: "bars",
        labels: now.viewsByDay.map((d) => d.day.slice(5)),
        series: [{ label: t`Views`, values: now.viewsByDay.map((d) => d.views), format: "count" }],
        tableId: "views-day",
      },
      {
        id: "views-language",
        title: t`Tracking page views per language`,
        kind: "bars",
        labels: languages.map(names.language),
        series: [
          { label: t`Views`, values: languages.map((l) => viewsIn(now, l)), format: "count" },
          { label: t`Previous period`, values: languages.map((l) => viewsIn(before, l)), format: "count" },
        ],
        tableId: "views-language",
      },
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
        id: "views-via",
        caption: t`Tracking page views by way in`,
        columns: [
          { label: t`Reached by`, format: "text" },
          { label: t`Views`, format: "count" },
          { label: t`Share`, format: "percent" },
          { label: t`Previous period`, format: "count" },
        ],
        rows: now.views.map((v) => [viaName[v.via], v.views, ratio(v.views, total), viewsVia(before, v.via)]),
      },
      countTable("views-day", t`Tracking page views per day`, [{ label: t`Day`, format: "day" }, t`Views`], now.viewsByDay, (d) => [d.day, d.views]),
      {
        id: "views-language",
        caption: t`Tracking page views per language`,
        columns: [
          { label: t`Language`, format: "text" },
          { label: t`Views`, format: "count" },
          { label: t`Share`, format: "percent" },
          { label: t`Previous period`, format: "count" },
          { label: t`Previous share`, format: "percent" },
        ],
        rows: languages.map((l) => [
          names.language(l),
          viewsIn(now, l),
          ratio(viewsIn(now, l), viewsWithLanguage(now)),
          viewsIn(before, l),
          ratio(viewsIn(before, l), viewsWithLanguage(before)),
        ]),
        codes: { label: names.codeLabel, values: languages },
      },
      {
        id: "clicks",
        caption: t`Clicks per link`,
        columns: [
          { label: t`Kind`, format: "text" },
          { label: t`Link`, format: "text" },
          { label: t`Clicks`, format: "count" },
        ],
        rows: now.clicks.map((c) => [i18n._(linkKindLabel(c.category)), i18n._(linkLabel(c.category, c.action)), c.count]),
        // The stored kind and link codes, so a download keeps a stable key whatever the language.
        codes: { label: names.codeLabel, values: now.clicks.map((c) => `${c.category}/${c.action}`) },
      },
      countTable("clicks-day", t`Clicks per day`, [{ label: t`Day`, format: "day" }, t`Clicks`], now.byDay, (d) => [d.day, d.count]),
    ],
    notes: [
      t`Views are counted as each tracking page is served, with no visitor or address.`,
      t`A view's language is the one its tracking page was shown in; a language's share is of the views whose language is known.`,
    ],
  };
}
