import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import { useId, type ReactNode } from "react";
import { RefundSummaryList } from "./RefundSummaryList.tsx";
import { ProductImage } from "../product/ProductImage.tsx";
import { LocalDateTime } from "../tracking/LocalDateTime.tsx";
import { TrackingTimeline } from "../tracking/TrackingTimeline.tsx";
import type { ReturnNoteView, ReturnRefundView, ReturnStatusItemView, ReturnStatusKind, ReturnStatusView } from "./return-status-view.ts";
import "../tracking/tracking-details.css";
import "./return-status.css";

const TIMELINE_LABEL = {
  return: msg`Return request progress`,
  exchange: msg`Exchange request progress`,
} as const satisfies Record<ReturnStatusKind, MessageDescriptor>;

const NOTE_TITLE = {
  rejection: msg`Reason for rejection`,
  remark: msg`Remark`,
} as const satisfies Record<NonNullable<ReturnNoteView>["kind"], MessageDescriptor>;

export interface ReturnStatusDetailsProps {
  view: ReturnStatusView;
  /** The shipping label control (the portal wires the label job); shown in the pickup card. */
  label?: ReactNode;
}

/**
 * A return or exchange request's status: its timeline, the items (for an exchange, the new
 * item beside the returned one), the refund (amounts, where each goes, the day it was asked
 * for), the pickup or self-ship details, courier and tracking ID, the brand's remark or
 * rejection reason. Styling hooks: `[data-part="return-status"][data-kind]`.
 */
export function ReturnStatusDetails({ view, label }: ReturnStatusDetailsProps) {
  const { i18n } = useLingui();
  return (
    <div className="portal-return-status" data-part="return-status" data-kind={view.kind}>
      <TrackingTimeline timeline={view.timeline} label={i18n._(TIMELINE_LABEL[view.kind])} />
      {view.note ? <NoteCard note={view.note} /> : null}
      {view.refundMade ? <RefundMadeCard refund={view.refundMade} currency={view.currency} /> : null}
      {view.kind === "exchange" && view.exchangeItem ? (
        <div className="portal-return-status-pair" data-part="exchange-pair">
          <ItemsCard title={msg`Item you return`} items={view.items} currency={view.currency} part="returned-items" />
          <ItemsCard title={msg`Item you get instead`} items={[view.exchangeItem]} currency={view.currency} part="exchange-item" />
        </div>
      ) : (
        <ItemsCard title={msg`Items in this request`} items={view.items} currency={view.currency} part="returned-items" />
      )}
      {view.refund ? <RefundCard refund={view.refund} currency={view.currency} /> : null}
      <ShipmentCard view={view} label={label} />
    </div>
  );
}

function ItemsCard({ title, items, currency, part }: { title: MessageDescriptor; items: ReturnStatusItemView[]; currency: string; part: string }) {
  const { i18n } = useLingui();
  const format = useFormatters();
  const headingId = useId();
  return (
    <section className="portal-tracking-card" data-part={part} aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._(title)}</h2>
      <ul data-part="items">
        {items.map((item, index) => (
          <li key={`${item.sku}-${index}`} data-part="item">
            <ProductImage title={item.description} imageUrl={item.image} size={64} />
            <span data-part="item-text">
              <span data-part="item-title">{item.description}</span>
              <span data-part="item-meta">
                <Trans>Quantity: {format.number(item.quantity)}</Trans>
                {item.price !== null && currency ? <span data-part="item-price"> · {format.money(item.price, currency)}</span> : null}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoteCard({ note }: { note: NonNullable<ReturnNoteView> }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className="portal-tracking-card" data-part="note" data-kind={note.kind} aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._(NOTE_TITLE[note.kind])}</h2>
      <p lang={note.label ? undefined : note.lang} dir="auto">
        {note.label ? i18n._(note.label) : note.text}
      </p>
    </section>
  );
}

function RefundMadeCard({ refund, currency }: { refund: NonNullable<ReturnStatusView["refundMade"]>; currency: string }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const headingId = useId();
  return (
    <section className="portal-tracking-card" data-part="refund-made" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Your refund`}</h2>
      <dl>
        <Row term={t`Amount`}>
          <span data-part="refund-amount">{currency ? format.money(refund.amount, currency) : format.number(refund.amount)}</span>
        </Row>
        <Row term={t`Refunded to`}>
          <span data-part="refund-mode">{typeof refund.mode === "string" ? refund.mode : i18n._(refund.mode)}</span>
        </Row>
        {refund.refundedAt ? (
          <Row term={t`Refunded on`}>
            <time dateTime={refund.refundedAt} data-part="refund-date">
              {format.date(refund.refundedAt)}
            </time>
          </Row>
        ) : null}
        {refund.reference ? (
          <Row term={t`Reference`}>
            <bdi data-part="refund-reference">{refund.reference}</bdi>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}

function RefundCard({ refund, currency }: { refund: ReturnRefundView; currency: string }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className="portal-tracking-card" data-part="refund" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Refund`}</h2>
      {currency ? <RefundSummaryList summary={refund.summary} currency={currency} /> : null}
      {refund.requestedAt ? (
        <p data-part="refund-requested">
          {t`Asked for on`} <LocalDateTime value={refund.requestedAt} precision="date" />
        </p>
      ) : null}
      <p data-part="refund-when">{t`The refund is paid once the items reach our warehouse and pass its check.`}</p>
    </section>
  );
}

/** A country's name in the page's language ("India", "الهند") from its ISO code; the code itself if the browser has no name. */
function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function ShipmentCard({ view, label }: { view: ReturnStatusView; label: ReactNode }) {
  const { t } = useLingui();
  const format = useFormatters();
  const headingId = useId();
  const { pickup } = view;
  return (
    <section className="portal-tracking-card" data-part="shipment" data-pickup={pickup.kind} aria-labelledby={headingId}>
      <h2 id={headingId}>{pickup.kind === "self-ship" ? t`Shipping your return` : t`Pickup`}</h2>
      {pickup.kind === "self-ship" ? (
        <p data-part="self-ship">{t`You ship this parcel yourself: print the label and drop the parcel at the courier's nearest location.`}</p>
      ) : null}
      <dl>
        {pickup.kind === "pickup" && pickup.name ? <Row term={t`Name`}>{pickup.name}</Row> : null}
        {pickup.kind === "pickup" && (pickup.lines.length > 0 || pickup.country) ? (
          <Row term={t`Pickup address`}>
            {pickup.lines.map((line, index) => (
              <span key={index} data-part="address-line" dir="auto">
                {line}
              </span>
            ))}
            {pickup.country ? (
              <span data-part="address-line" data-country={pickup.country}>
                {countryName(format.locale, pickup.country)}
              </span>
            ) : null}
          </Row>
        ) : null}
        {pickup.kind === "pickup" && pickup.date ? (
          <Row term={t`Pickup date`}>
            <time dateTime={pickup.date}>{format.date(new Date(`${pickup.date}T00:00:00Z`), "UTC")}</time>
          </Row>
        ) : null}
        {view.courier ? <Row term={t`Courier`}>{view.courier}</Row> : null}
        {view.awb ? (
          <Row term={t`Tracking ID`}>
            <bdi data-part="awb">{view.awb}</bdi>
          </Row>
        ) : null}
        {view.exchangeWaybill ? (
          <Row term={t`Your new item's tracking ID`}>
            <bdi data-part="exchange-awb">{view.exchangeWaybill}</bdi>
          </Row>
        ) : null}
      </dl>
      {label}
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
