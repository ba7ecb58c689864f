// In returns-status (the forms catalog), so the status pages and the return flows both have its texts; the flows import it alone (@portal/ui/refund-summary).
import { useLingui } from "@lingui/react/macro";
import { REFUND_DESTINATION_LABEL, type RefundSummary } from "@portal/core/returns";
import { useFormatters } from "@portal/i18n/react";
import "./refund-summary.css";

/**
 * Core's refund summary as a list: each part's amount under where it goes ("Bank account",
 * "UPI", "Store credits"), the brand's bonus and fee when its policy has them, then the total
 * when there is more than one line. The review, the
 * confirmation and the status page show this one view, with the active locale's Intl
 * currency format, so they cannot disagree on a label, a sum or a currency sign.
 */
export function RefundSummaryList({ summary, currency }: { summary: RefundSummary; currency: string }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const amount = (value: number) => <bdi>{format.money(value, currency)}</bdi>;
  return (
    <dl data-part="refund-summary" className="portal-refund-summary">
      {summary.parts.map((part) => (
        <div key={part.kind} data-refund-part={part.kind} data-to={part.to}>
          <dt>{i18n._(REFUND_DESTINATION_LABEL[part.to])}</dt>
          <dd>{amount(part.amount)}</dd>
        </div>
      ))}
      {summary.bonus > 0 ? (
        <div data-refund-part="bonus">
          <dt>{t`Store credit bonus (included)`}</dt>
          <dd>{amount(summary.bonus)}</dd>
        </div>
      ) : null}
      {summary.fee > 0 ? (
        <div data-refund-part="fee">
          <dt>{t`Return fee (deducted)`}</dt>
          <dd>{amount(summary.fee)}</dd>
        </div>
      ) : null}
      {summary.parts.length > 1 || summary.fee > 0 || summary.bonus > 0 ? (
        <div data-refund-part="total">
          <dt>{t`Total refund`}</dt>
          <dd>{amount(summary.total)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
