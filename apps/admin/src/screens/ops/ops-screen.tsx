import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import type { AdminBrand, OpsReport } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";
import { OpsFilterForm } from "./ops-filter-form.tsx";
import { NO_FILTER, queryOf, useOpsFilters, useOpsReports, type OpsFilterValues } from "./use-ops-reports.ts";
import { useAnswerRates } from "./use-answer-rates.ts";
import { AnswerRates } from "./answer-rates.tsx";
import { PushStatus } from "./push-status.tsx";
import { LoadStateView } from "../shared/load-state-view.tsx";
import { Pager } from "../shared/pager.tsx";
import { ScreenSection } from "../shared/screen-section.tsx";

/** The operations view: failed deliveries and pickups of one brand, with the shopper's answers. */
export function OpsScreen({ brand }: { brand: AdminBrand }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<OpsFilterValues>(NO_FILTER);
  const options = useOpsFilters(brand);
  const { page, pageNumber, older, newer } = useOpsReports(brand, filter);
  const rates = useAnswerRates(brand, filter);

  return (
    <ScreenSection
      className="admin-ops"
      titleId="ops-title"
      title={<Trans>Delivery issues of {brand.name}</Trans>}
      actions={
        <a className="admin-button" href={adminApi.opsCsvUrl(queryOf(brand.subdomain, filter))} download data-csv-export>
          <Trans>Export as CSV</Trans>
        </a>
      }
    >
      <OpsFilterForm options={options} applied={filter} onApply={setFilter} />
      <AnswerRates rates={rates} />
      <div aria-live="polite" aria-busy={page.state === "loading"}>
        <LoadStateView load={page} failedText={t`The reports could not be loaded. Please try again.`}>
          {({ reports }) =>
            reports.length === 0 ? (
              <p role="status">
                <Trans>No reports match these filters.</Trans>
              </p>
            ) : (
              <OpsTable reports={reports} />
            )
          }
        </LoadStateView>
      </div>
      <Pager pageNumber={pageNumber} newer={newer} older={older} />
    </ScreenSection>
  );
}

function OpsTable({ reports }: { reports: OpsReport[] }) {
  const { t } = useLingui();
  const format = useFormatters();
  const kindLabel = { delivery: t`Failed delivery`, pickup: t`Failed pickup` } as const;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table" data-ops-reports>
        <thead>
          <tr>
            <th scope="col">{t`Failed at`}</th>
            <th scope="col">{t`Shipment`}</th>
            <th scope="col">{t`Reason`}</th>
            <th scope="col">{t`Shopper's answer`}</th>
            <th scope="col">{t`Courier update`}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={`${report.waybill}:${report.order_id}`} data-waybill={report.waybill ?? ""}>
              <td>{report.failed_at ? format.dateTime(report.failed_at) : "—"}</td>
              <td>
                {report.tracking_url ? (
                  <a href={report.tracking_url} target="_blank" rel="noreferrer noopener">
                    {report.waybill}
                  </a>
                ) : (
                  report.waybill
                )}
                <div className="admin-muted">
                  {kindLabel[report.kind]} · <Trans>Order {report.order_id}</Trans>
                  {report.courier ? ` · ${report.courier.name}` : ""}
                </div>
              </td>
              <td>
                <span className="admin-tag">{report.bucket_name}</span>
                <div>{report.issue_name}</div>
              </td>
              <td>{report.answer ? <AnswerDetails report={report} /> : <span className="admin-muted">{t`No answer yet`}</span>}</td>
              <td>{report.push ? <PushStatus push={report.push} /> : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AnswerDetails({ report }: { report: OpsReport }) {
  const { t } = useLingui();
  const format = useFormatters();
  const answer = report.answer;
  if (!answer) return null;
  const decisions: Record<string, string> = { accept: t`Wants another attempt`, reject: t`Wants to cancel` };
  const decision = answer.answer ? (decisions[answer.answer] ?? answer.answer) : undefined;
  const rows: Array<[string, string | null | undefined]> = [
    [t`Decision`, decision],
    [t`Preferred date`, answer.preferred_date ? format.date(`${answer.preferred_date}T12:00:00Z`, "UTC") : null],
    [t`Preferred time`, answer.preferred_time],
    [t`Address`, answer.address],
    [t`Landmark`, answer.landmark],
    [t`Alternate number`, answer.alternate_number],
    [t`Comment`, answer.comment],
    [t`Answered at`, format.dateTime(answer.answered_at)],
  ];
  return (
    <dl className="admin-answer">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
