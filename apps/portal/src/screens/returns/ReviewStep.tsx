import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { flowRefundSummary, isRefundValid, requestEntries, storeCreditSummary } from "@portal/core/returns";
import { useFormatters } from "@portal/i18n/react";
import { useReturnFlowApi, useReturnFlowStore } from "@portal/ui/returns";
import { RefundSummaryList } from "@portal/ui/refund-summary";
import { usePortal } from "../../state/portal-state-context.tsx";
import { useFlowFacts } from "./flow-context.ts";
import { itemErrors } from "./item-errors.ts";
import { StoredPhotos } from "./StoredPhotos.tsx";
import { RefundFields } from "./RefundFields.tsx";
import { INTENT_FIELD, returnRequestBodyOf } from "./posted-flow.ts";
import { useFocusFirstError } from "./use-focus-first-error.ts";
import { preferredDateLabel } from "@portal/ui";

/** Step 3: the summary (items, quantities, item amounts, store credit) and, for a return, the refund; then submit once. */
export function ReviewStep() {
  const { t, i18n } = useLingui();
  const { state, api } = usePortal();
  const { data, currency, showPostedErrors } = useFlowFacts();
  const store = useReturnFlowApi();
  const flow = useReturnFlowStore((s) => s.flow);
  const addresses = useReturnFlowStore((s) => s.addresses);
  const submission = useReturnFlowStore((s) => s.submission);
  const dispatch = useReturnFlowStore((s) => s.dispatch);
  const [attempt, setAttempt] = useState(showPostedErrors ? 1 : 0);
  const container = useRef<HTMLDivElement>(null);
  useFocusFirstError(container, attempt);
  const format = useFormatters();
  const entries = requestEntries(flow);
  const credit = storeCreditSummary(flow);
  const isReturn = data.kind === "return";
  const address = addresses[flow.action.address.select];
  const submitting = submission.status === "submitting";
  const titleOf = (itemId: number) => {
    const product = data.order.item_info.find((p) => p.id === itemId);
    return product?.title || product?.sku;
  };

  const onSubmit = async () => {
    // An exchange has no refund, so only a return's refund details can block it.
    const itemsReady = entries.length > 0 && entries.every((e) => !e.isUploading && Object.keys(itemErrors(e, data)).length === 0);
    const ready = itemsReady && (flow.selfShip || flow.date !== null) && (!isReturn || isRefundValid(flow));
    if (!ready) return setAttempt((n) => n + 1);
    const start = store.getState().beginSubmit();
    if (!start.go) return;
    const body = returnRequestBodyOf(flow, data, addresses, state.brand.subdomain);
    const result = await api.submitReturnRequest({ ...body, client_request_id: start.clientRequestId });
    store.getState().finishSubmit(result);
  };

  return (
    <div ref={container} data-part="review-step">
      {isReturn ? (
        <table data-part="summary" data-kind="return">
          <caption>{t`Return summary`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Item`}</th>
              <th scope="col">{t`Quantity`}</th>
              <th scope="col">{t`Amount`}</th>
              {credit.hasStoreCredit ? <th scope="col">{t`Store credit used`}</th> : null}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.itemId} data-item-id={entry.itemId}>
                <th scope="row" data-part="item-name">
                  {titleOf(entry.itemId)}
                  <StoredPhotos entry={entry} />
                </th>
                <td>{format.number(entry.quantity)}</td>
                <td>{format.money(entry.final_amount_paid * entry.quantity, currency)}</td>
                {credit.hasStoreCredit ? <td>{format.money(entry.store_credits_used * entry.quantity, currency)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        // An exchange swaps an item for another size or colour of it: no money moves, so no
        // amounts. Each item is a block of its own, so its name and the new variant's (which
        // repeats it) get the full width instead of squeezing each other to one word per line.
        <section data-part="summary" data-kind="exchange" aria-labelledby="exchange-summary-title">
          <h3 id="exchange-summary-title">{t`Exchange summary`}</h3>
          <ul data-part="exchange-items">
            {entries.map((entry) => (
              <li key={entry.itemId} data-item-id={entry.itemId}>
                <p data-part="item-name">{titleOf(entry.itemId)}</p>
                <StoredPhotos entry={entry} />
                <dl>
                  <div>
                    <dt>{t`Quantity`}</dt>
                    <dd>{format.number(entry.quantity)}</dd>
                  </div>
                  <div>
                    <dt>{t`Exchange for`}</dt>
                    <dd data-part="variant">{entry.thisProdVariant ? entry.thisProdVariant.title || String(entry.thisProdVariant.id) : ""}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p data-part="pickup-summary">
        {flow.selfShip ? (
          t`You will ship the items yourself.`
        ) : (
          <PickupSummary date={flow.date ? preferredDateLabel(flow.date, state.user.lang) : ""} place={address ? `${address.name}, ${address.address}` : ""} />
        )}
      </p>
      {isReturn ? (
        <>
          <RefundFields showErrors={attempt > 0} />
          <h3 data-part="refund-heading">{t`Your refund`}</h3>
          <RefundSummaryList summary={flowRefundSummary(flow)} currency={currency} />
        </>
      ) : null}
      {attempt > 0 ? (
        <p role="alert" className="portal-field-error" data-part="step-error">
          {t`Please correct the marked fields.`}
        </p>
      ) : null}
      {submission.status === "failed" ? (
        <p role="alert" className="portal-field-error" data-part="submit-error">
          {submission.error || i18n._(ERROR_MESSAGE["something-went-wrong"])}
        </p>
      ) : null}
      <p role="status" data-part="progress">
        {submitting ? t`Placing your request…` : ""}
        {submission.blockedAttempts > 0 && submitting ? ` ${i18n._(ERROR_MESSAGE["action-in-progress"])}` : ""}
      </p>
      <div data-part="actions">
        <button
          type="submit"
          name={INTENT_FIELD}
          value="back"
          className="portal-button"
          data-variant="secondary"
          onClick={() => dispatch({ type: "go-to-step", step: 2 })}
          disabled={submitting}
        >
          {t`Back`}
        </button>
        <button
          type="submit"
          name={INTENT_FIELD}
          value="submit"
          className="portal-button"
          data-action="submit"
          aria-disabled={submitting || undefined}
          aria-busy={submitting || undefined}
          onClick={() => void onSubmit()}
        >
          {isReturn ? t`Place return request` : t`Place exchange request`}
        </button>
      </div>
    </div>
  );
}

/**
 * The date and the address are each isolated (bdi): a Latin address inside an Arabic sentence,
 * or an Arabic one in an English sentence, keeps its own order and leaves the sentence's alone.
 */
function PickupSummary({ date, place }: { date: string; place: string }) {
  return (
    <Trans>
      Pickup on <bdi data-part="pickup-date">{date}</bdi> from <bdi data-part="pickup-place">{place}</bdi>
    </Trans>
  );
}
