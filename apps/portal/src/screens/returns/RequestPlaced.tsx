import { useLingui } from "@lingui/react/macro";
import type { RefObject } from "react";
import { RETURN_FLOW_MESSAGE } from "@portal/core/messages";
import { refundSummaryOfAnswer } from "@portal/core/returns";
import { useReturnFlowStore } from "@portal/ui/returns";
import { RefundSummaryList } from "@portal/ui/refund-summary";
import { preferredDateLabel } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { useFlowFacts } from "./flow-context.ts";
import { statusHrefOf } from "./status-href.ts";

/** Success: what happens next, and the status page of the new request (return-status takes return_id). */
export function RequestPlaced({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t, i18n } = useLingui();
  const { state } = usePortal();
  const { data, params, currency } = useFlowFacts();
  const result = useReturnFlowStore((s) => s.submission.result);
  const flow = useReturnFlowStore((s) => s.flow);
  if (result === null) return null;
  const statusHref = statusHrefOf(state.user.routePrefix, data.kind, result.return_id, params);
  return (
    <section className="portal-return-placed" data-part="placed" data-kind={data.kind}>
      <h2 ref={headingRef} tabIndex={-1}>
        {i18n._(data.kind === "exchange" ? RETURN_FLOW_MESSAGE.exchangePlaced : RETURN_FLOW_MESSAGE.returnPlaced)}
      </h2>
      <p>
        {t`Request number`} <bdi data-part="return-id">{result.return_id}</bdi>
      </p>
      <h3>{t`What happens next`}</h3>
      <ol data-part="next-steps">
        {flow.selfShip ? (
          <li>{t`Pack the items and drop the parcel at any courier office within 7 days. Keep the receipt.`}</li>
        ) : (
          <li>{t`A courier will pick up the items on ${flow.date ? preferredDateLabel(flow.date, state.user.lang) : ""}. Please keep them packed and ready.`}</li>
        )}
        <li>{t`We check the items when they reach our warehouse.`}</li>
        {result.refund ? (
          <li>
            {t`Then we refund:`}
            <RefundSummaryList summary={refundSummaryOfAnswer(result.refund)} currency={currency} />
          </li>
        ) : (
          <li>{t`Then we send you the replacement.`}</li>
        )}
      </ol>
      {flow.selfShip ? (
        <p>
          <a className="portal-button" href={`/api/v1/return-label?return_id=${encodeURIComponent(result.return_id)}`} download data-part="return-label-link">
            {t`Download the return label`}
          </a>
        </p>
      ) : null}
      <p>
        <a href={statusHref} data-part="status-link">
          {t`See the request status`}
        </a>
      </p>
    </section>
  );
}
