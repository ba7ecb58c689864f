import { Trans, useLingui } from "@lingui/react/macro";
import { numberFormat } from "@portal/i18n";
import { useFormatters } from "@portal/i18n/react";
import type { AnswerRate } from "@portal/core/api";
import type { AnswerRatesState } from "./use-answer-rates.ts";

/** Seconds as the largest sensible unit, in the admin's language (Intl's unit formatting). */
function useDuration() {
  const { locale } = useFormatters();
  return (seconds: number) => {
    const [unit, size] = seconds < 3600 ? (["minute", 60] as const) : seconds < 48 * 3600 ? (["hour", 3600] as const) : (["day", 86_400] as const);
    return numberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(seconds / size);
  };
}

/** How many failures the shoppers answered, and how fast, per reason and per courier. */
export function AnswerRates({ rates }: { rates: AnswerRatesState }) {
  const { t } = useLingui();
  if (rates.state === "loading") return null;
  if (rates.state === "failed") {
    return (
      <p role="alert" className="admin-error">
        {t`The answer rates could not be loaded. Please try again.`}
      </p>
    );
  }
  const { total, by_reason, by_courier } = rates.rates;
  return (
    <section className="admin-answer-rates" aria-labelledby="answer-rates-title" data-answer-rates>
      <h2 id="answer-rates-title">
        <Trans>Answer rates</Trans>
      </h2>
      <RateTable
        caption={t`Per reason`}
        heading={t`Reason`}
        rows={[...by_reason.map((r) => ({ key: `${r.kind}:${r.issue_id}`, name: r.issue_name, rate: r })), { key: "total", name: t`All reasons`, rate: total }]}
      />
      <RateTable
        caption={t`Per courier`}
        heading={t`Courier`}
        rows={by_courier.map((c) => ({ key: c.courier?.id ?? "", name: c.courier?.name ?? t`No courier`, rate: c }))}
      />
    </section>
  );
}

function RateTable({ caption, heading, rows }: { caption: string; heading: string; rows: Array<{ key: string; name: string; rate: AnswerRate }> }) {
  const { t } = useLingui();
  const format = useFormatters();
  const duration = useDuration();
  const percent = numberFormat(format.locale, { style: "percent", maximumFractionDigits: 0 });
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">{t`Failures`}</th>
            <th scope="col">{t`Answered`}</th>
            <th scope="col">{t`Answer rate`}</th>
            <th scope="col">{t`Mean time to answer`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, rate }) => (
            <tr key={key} data-rate-row={key}>
              <th scope="row">{name}</th>
              <td>{format.number(rate.failures)}</td>
              <td>{format.number(rate.answered)}</td>
              <td>{percent.format(rate.rate)}</td>
              <td>{rate.mean_answer_seconds === null ? "—" : duration(rate.mean_answer_seconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
