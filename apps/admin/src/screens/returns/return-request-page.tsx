import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import type { AdminBrand, ReturnDeskDetail, ReturnDeskReveal } from "@portal/core/api";
import { useDeskLabels } from "./desk-labels.ts";
import { RequestActions } from "./request-actions.tsx";
import { useReturnRequest } from "./use-return-desk.ts";

/** One request: items, photos, reasons, address, refund (masked until revealed, and the reveal logged), history, actions. */
export function ReturnRequestPage({ brand, returnId, onBack }: { brand: AdminBrand; returnId: string; onBack: () => void }) {
  const { t } = useLingui();
  const labels = useDeskLabels();
  const { state, feedback, busy, act, reveal, revealed } = useReturnRequest(brand, returnId);
  const back = (
    <button type="button" className="admin-link-button" onClick={onBack} data-back>
      <Trans>All returns</Trans>
    </button>
  );
  if (state.state === "loading")
    return (
      <section>
        {back}
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  if (state.state === "failed")
    return (
      <section>
        {back}
        <p role="alert" className="admin-error">
          {state.status === 404 ? t`The brand has no such return request.` : state.message || t`The request could not be loaded. Please try again.`}
        </p>
      </section>
    );
  const request = state.request;
  return (
    <section className="admin-return" aria-labelledby="return-title" data-return-id={request.return_id} data-stage={request.stage}>
      {back}
      <div className="admin-section-head">
        <h1 id="return-title">{request.kind === "exchange" ? <Trans>Exchange {request.return_id}</Trans> : <Trans>Return {request.return_id}</Trans>}</h1>
        <span className="admin-tag" data-stage-tag={request.stage}>
          {labels.stage(request.stage)}
        </span>
      </div>
      <p className="admin-muted">
        <Trans>Order {request.order_id}</Trans> · {labels.pickup(request.pickup_type)}
        {request.awb ? ` · ${t`AWB`} ${request.awb}` : ""}
        {request.courier_partner ? ` · ${request.courier_partner}` : ""}
      </p>
      {request.rejection_reason ? <p data-rejection>{labels.rejection(request.rejection_reason)}</p> : null}
      <div aria-live="polite">
        {feedback?.kind === "refused" ? (
          <p role="alert" className="admin-error">
            {feedback.message || t`The action could not be done. Please try again.`}
          </p>
        ) : feedback?.kind === "unchanged" ? (
          <p role="status">
            <Trans>Nothing changed: the request was already so.</Trans>
          </p>
        ) : feedback?.kind === "done" ? (
          <p role="status" data-action-done>
            <Trans>Saved.</Trans>
          </p>
        ) : null}
      </div>
      <div className="admin-return-grid">
        <div>
          <ItemsPanel request={request} />
          <RefundPanel request={request} revealed={revealed} onReveal={() => void reveal()} />
          <AddressPanel request={request} />
        </div>
        <div>
          <RequestActions request={request} busy={busy} act={act} />
          <HistoryPanel request={request} />
        </div>
      </div>
    </section>
  );
}

function ItemsPanel({ request }: { request: ReturnDeskDetail }) {
  const { t } = useLingui();
  const format = useFormatters();
  const labels = useDeskLabels();
  return (
    <section className="admin-panel" aria-labelledby="items-title">
      <h2 id="items-title">{t`Items`}</h2>
      <ul className="admin-items">
        {request.items.map((item) => (
          <li key={item.return_id} data-item={item.return_id}>
            <p>
              <strong dir="auto">{item.title}</strong> × {format.number(item.quantity)}
              {item.sku ? <span className="admin-muted"> · {item.sku}</span> : null}
            </p>
            <p>
              {t`Reason`}: <span dir="auto">{item.reason}</span>
              {item.sub_reason ? <span dir="auto"> — {item.sub_reason}</span> : null}
            </p>
            {item.comment ? <p dir="auto">“{item.comment}”</p> : null}
            {item.exchange_variant ? (
              <p>
                {t`Exchange for`}: {item.exchange_variant}
              </p>
            ) : null}
            {item.photos.length > 0 ? (
              <div className="admin-photos">
                {item.photos.map((url, i) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                    <img src={url} alt={t`Photo ${i + 1} of ${item.title}`} loading="lazy" width={96} height={96} />
                  </a>
                ))}
              </div>
            ) : null}
            {item.inspection ? (
              <p data-inspection={item.inspection.outcome}>
                {t`Inspection`}: {labels.inspection(item.inspection.outcome)}
                {item.inspection.note ? ` — ${item.inspection.note}` : ""}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RefundPanel({ request, revealed, onReveal }: { request: ReturnDeskDetail; revealed: ReturnDeskReveal | undefined; onReveal: () => void }) {
  const { t } = useLingui();
  const format = useFormatters();
  const labels = useDeskLabels();
  const asked = request.refund_request;
  const record = request.refund_record;
  const money = (amount: number) => format.money(amount, request.currency_code || "INR");
  return (
    <section className="admin-panel" aria-labelledby="refund-title">
      <h2 id="refund-title">{t`Refund`}</h2>
      {asked ? (
        <dl className="admin-answer">
          <div>
            <dt>{t`Asked for`}</dt>
            <dd>{labels.mode(asked.mode)}</dd>
          </div>
          <div>
            <dt>{t`As money`}</dt>
            <dd>{money(asked.as_money)}</dd>
          </div>
          <div>
            <dt>{t`As store credit`}</dt>
            <dd>{money(asked.as_credit)}</dd>
          </div>
          {asked.bank_name ? (
            <div>
              <dt>{t`Bank`}</dt>
              <dd>{asked.bank_name}</dd>
            </div>
          ) : null}
          {asked.account_masked || asked.upi_masked ? (
            <div>
              <dt>{t`Account or UPI`}</dt>
              <dd data-masked>{asked.account_masked || asked.upi_masked}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>{t`An exchange: no refund was asked for.`}</p>
      )}
      {asked?.has_sealed_details && request.role === "manage" ? (
        revealed ? (
          <dl className="admin-answer" data-revealed>
            {[
              [t`Account holder`, revealed.account_holder],
              [t`Account number`, revealed.account_number],
              [t`IFSC`, revealed.ifsc],
              [t`UPI id`, revealed.upi_id],
            ]
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd dir="ltr">{value}</dd>
                </div>
              ))}
          </dl>
        ) : (
          <button type="button" onClick={onReveal} data-reveal>
            <Trans>Show full bank details (logged)</Trans>
          </button>
        )
      ) : null}
      <p>
        {t`Refundable at most`}: {money(request.refund_allowance)}
      </p>
      {record ? (
        <p data-refund-record>
          {t`Refunded`}: {money(record.amount)} · {labels.mode(record.mode)} · {record.reference}
          {record.refunded_at ? ` · ${format.dateTime(record.refunded_at)}` : ""}
        </p>
      ) : null}
      {request.exchange_waybill ? (
        <p>
          {t`New shipment`}: {request.exchange_waybill}
        </p>
      ) : null}
    </section>
  );
}

function AddressPanel({ request }: { request: ReturnDeskDetail }) {
  const { t } = useLingui();
  const address = request.address;
  return (
    <section className="admin-panel" aria-labelledby="address-title">
      <h2 id="address-title">{t`Pickup address and contact`}</h2>
      {address ? (
        <address dir="auto">
          {[address.name, address.address, [address.city, address.state, address.pincode].filter(Boolean).join(", "), address.country]
            .filter(Boolean)
            .map((line) => (
              <div key={line}>{line}</div>
            ))}
        </address>
      ) : (
        <p>{t`The shopper ships the parcel themselves.`}</p>
      )}
      <p dir="ltr">{[request.contact.phone, request.contact.email].filter(Boolean).join(" · ")}</p>
      {request.pickup_date ? (
        <p>
          {t`Pickup date`}: {request.pickup_date}
        </p>
      ) : null}
    </section>
  );
}

function HistoryPanel({ request }: { request: ReturnDeskDetail }) {
  const { t } = useLingui();
  const format = useFormatters();
  const labels = useDeskLabels();
  const actionLabel: Record<string, string> = {
    "refund-details-revealed": t`Bank details shown`,
    "pickup-linked": t`Pickup AWB changed`,
    "inspection-updated": t`Inspection changed`,
    "import-updated": t`Updated by import`,
  };
  return (
    <section className="admin-panel" aria-labelledby="history-title">
      <h2 id="history-title">{t`History`}</h2>
      <ol className="admin-history" data-history>
        {request.history.map((event, i) => (
          <li key={`${event.at}:${i}`} data-event={event.action}>
            <strong>
              {event.to_stage && event.to_stage !== event.from_stage ? labels.stage(event.to_stage) : (actionLabel[event.action] ?? event.action)}
            </strong>
            <div className="admin-muted">
              {format.dateTime(event.at)} · {labels.actor(event.actor_kind)}
              {event.actor_name ? ` (${event.actor_name})` : ""}
            </div>
            {event.note ? <div dir="auto">{event.note}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
