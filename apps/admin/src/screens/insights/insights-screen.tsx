import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { INSIGHT_PAGES, type AdminBrand, type InsightAnswer, type InsightPage, type InsightPeriod } from "@portal/core/api";
import type { AdminLocation } from "../../app/use-admin-location.ts";
import { FigureCards } from "./figure-cards.tsx";
import { InsightChartView } from "./insight-chart.tsx";
import type { PageModel } from "./insight-model.ts";
import { periodOfParams } from "./insight-period.ts";
import { InsightTableView } from "./insight-table-view.tsx";
import { InsightCurrency } from "./use-value-format.ts";
import { useDeliveryModel } from "./pages/delivery-model.ts";
import { useEngagementModel } from "./pages/engagement-model.ts";
import { useFailuresModel } from "./pages/failures-model.ts";
import { useReturnsModel } from "./pages/returns-model.ts";
import { useVoiceModel } from "./pages/voice-model.ts";
import { PeriodPicker } from "./period-picker.tsx";
import { useInsightPage } from "./use-insight-page.ts";

const pageOf = (asked: string | null): InsightPage => INSIGHT_PAGES.find((p) => p === asked) ?? "delivery";

/** /admin/insights?brand=&page=&from=&to=: one Insights page of the brand, its period in the URL. */
export function InsightsScreen({ brand, location, today: fixedToday }: { brand: AdminBrand; location: AdminLocation; today?: Date }) {
  const { t } = useLingui();
  // "Today" is read once per visit, so the default period stays put while the page is open.
  const [today] = useState(() => fixedToday ?? new Date());
  const page = pageOf(location.params.get("page"));
  const period = periodOfParams(location.params, today);
  const state = useInsightPage(page, brand.subdomain, period);
  const go = (next: { page?: InsightPage; period?: InsightPeriod }) => {
    const chosen = next.period ?? period;
    const params = new URLSearchParams({ brand: brand.subdomain, page: next.page ?? page, from: chosen.from, to: chosen.to });
    location.navigate(`${location.pathname}?${params.toString()}`);
  };
  const pageNames = {
    delivery: t`Delivery`,
    failures: t`Failed deliveries and pickups`,
    returns: t`Returns and exchanges`,
    voice: t`Shoppers' voice`,
    engagement: t`Engagement`,
  } satisfies Record<InsightPage, string>;
  return (
    <div className="insights" data-insights-page={page}>
      <h1>{t`Insights`}</h1>
      <nav aria-label={t`Insights pages`}>
        <ul className="insight-tabs">
          {INSIGHT_PAGES.map((p) => (
            <li key={p}>
              <a
                href={`${location.pathname}?brand=${encodeURIComponent(brand.subdomain)}&page=${p}&from=${period.from}&to=${period.to}`}
                aria-current={p === page ? "page" : undefined}
                data-insight-tab={p}
                onClick={(event) => {
                  event.preventDefault();
                  go({ page: p });
                }}
              >
                {pageNames[p]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PeriodPicker
        key={`${period.from}/${period.to}`}
        period={period}
        previous={state.state === "ready" ? state.answer.previousPeriod : undefined}
        today={today}
        onPeriod={(next) => go({ period: next })}
      />
      <h2>{pageNames[page]}</h2>
      {state.state === "loading" ? (
        <p role="status" aria-busy="true">{t`Loading…`}</p>
      ) : state.state === "failed" ? (
        <p role="alert" className="admin-error">
          {state.message || t`The figures could not be loaded. Please try again.`}
        </p>
      ) : (
        <InsightPageBody page={page} answer={state.answer} fileName={`${brand.subdomain}-${page}-${period.from}-${period.to}`} />
      )}
    </div>
  );
}

function InsightPageBody({ page, answer, fileName }: { page: InsightPage; answer: InsightAnswer; fileName: string }) {
  // One component per page so each calls its own model hook unconditionally.
  const views = {
    delivery: DeliveryBody,
    failures: FailuresBody,
    returns: ReturnsBody,
    voice: VoiceBody,
    engagement: EngagementBody,
  } satisfies Record<InsightPage, (props: BodyProps) => React.ReactNode>;
  const View = views[page];
  // Money is written in the brand's currency (its config's, as the API answers it).
  return (
    <InsightCurrency.Provider value={answer.currency}>
      <View answer={answer} fileName={fileName} />
    </InsightCurrency.Provider>
  );
}

interface BodyProps {
  answer: InsightAnswer;
  fileName: string;
}
const DeliveryBody = ({ answer, fileName }: BodyProps) => <PageView model={useDeliveryModel(answer as InsightAnswer<"delivery">)} fileName={fileName} />;
const FailuresBody = ({ answer, fileName }: BodyProps) => <PageView model={useFailuresModel(answer as InsightAnswer<"failures">)} fileName={fileName} />;
const ReturnsBody = ({ answer, fileName }: BodyProps) => <PageView model={useReturnsModel(answer as InsightAnswer<"returns">)} fileName={fileName} />;
const VoiceBody = ({ answer, fileName }: BodyProps) => <PageView model={useVoiceModel(answer as InsightAnswer<"voice">)} fileName={fileName} />;
const EngagementBody = ({ answer, fileName }: BodyProps) => <PageView model={useEngagementModel(answer as InsightAnswer<"engagement">)} fileName={fileName} />;

function PageView({ model, fileName }: { model: PageModel; fileName: string }) {
  const rtl = typeof document !== "undefined" && document.documentElement.dir === "rtl";
  return (
    <div className="insight-body" data-insight-ready>
      <FigureCards cards={model.cards} />
      {model.charts.map((chart) => (
        <InsightChartView key={chart.id} chart={chart} rtl={rtl} />
      ))}
      {model.tables.map((table) => (
        <InsightTableView key={table.id} table={table} fileName={fileName} />
      ))}
      {model.notes.map((note) => (
        <p key={note} className="admin-muted">
          {note}
        </p>
      ))}
    </div>
  );
}
