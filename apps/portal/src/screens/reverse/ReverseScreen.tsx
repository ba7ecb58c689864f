import { Trans, useLingui } from "@lingui/react/macro";
import type { TrackingEntry } from "@portal/core/api";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { pickupWindowOf, type PickupWindow } from "@portal/core/edd";
import type { LocaleCode } from "@portal/core/locale";
import { REVERSE_STAGE_LABEL, REVERSE_STAGE_TONE } from "@portal/core/status";
import { dateTimeFormat } from "@portal/i18n";
import { buildReversePickupTimeline } from "@portal/core/timeline";
import { CustomerDetails, failureReasonFor, LocalDateTime, NOT_OFFERED_TEXT, ProductSummary, stageOfferOf, TrackingTimeline } from "@portal/ui";
import { useScreenData } from "../../data/use-screen-data.ts";
import { usePortal } from "../../state/portal-state-context.tsx";
import { issueLink } from "../delivery-issue/issue-links.ts";
import { TrackingSearchForm } from "../home/TrackingSearchForm.tsx";
import { composeTitle } from "../../shell/document-title.ts";
import { useDocumentTitle } from "../../shell/use-document-title.ts";
import "../delivery-issue/failure-issue.css";

/**
 * `/reverse`: a return pickup's stages (core's reverse codes) as a timeline, from the route
 * loader's track-order outcome (rendered on the server for a link). When the pickup failed, Take Action opens
 * `/reverse/issue` for the same shipment.
 */
export default function ReverseScreen() {
  const { t, i18n } = useLingui();
  const { state } = usePortal();
  const { outcome, failureCode } = useScreenData("reverse");
  const trackingHref = issueLink("tracking", state.page.params, state.user.routePrefix);

  // Nothing asked yet (no waybill or order in the link): a search, not an error.
  if (!state.page.isTrackingUrl) {
    return (
      <section className="portal-screen" data-screen="reverse" data-state="search" aria-labelledby="screen-title">
        <h1 id="screen-title">{t`Track your return pickup`}</h1>
        <TrackingSearchForm action={`${state.user.routePrefix}/reverse`} />
      </section>
    );
  }
  if (outcome.kind !== "shipment") {
    return (
      <section className="portal-screen portal-issue" data-screen="reverse" data-state="not-found" aria-labelledby="screen-title">
        <h1 id="screen-title" role="alert">
          {i18n._(ERROR_MESSAGE["tracking-not-found"])}
        </h1>
        {outcome.kind === "order" ? (
          <p>
            <a href={trackingHref}>{t`See your order`}</a>
          </p>
        ) : null}
      </section>
    );
  }
  return <PickupDetail waybill={outcome.waybill} entry={outcome.entry} trackingHref={trackingHref} failureCode={failureCode} />;
}

interface PickupDetailProps {
  waybill: string;
  entry: TrackingEntry;
  trackingHref: string;
  /** A failed pickup's reason code from the pickup feed, if the courier gave one. */
  failureCode: number | null;
}

/**
 * A return pickup as a delivery's page reads: the stage, facts, the dated steps in the same
 * timeline as a delivery, why a failed pickup failed, the items and the pickup address (the
 * server masks it where the link's key is missing).
 */
function PickupDetail({ waybill, entry, trackingHref, failureCode }: PickupDetailProps) {
  const { t, i18n } = useLingui();
  const { state } = usePortal();
  const pickupStage = entry.config.is_rvp ? buildReversePickupTimeline(entry.latest_status.code).stage : undefined;
  useDocumentTitle(pickupStage ? composeTitle([i18n._(REVERSE_STAGE_LABEL[pickupStage]), waybill, state.brand.name]) : undefined);
  if (!entry.config.is_rvp) {
    return (
      <section className="portal-screen portal-issue" data-screen="reverse" data-state="is-delivery" aria-labelledby="screen-title">
        <h1 id="screen-title">{i18n._(NOT_OFFERED_TEXT["is-delivery"])}</h1>
        <p>
          <a href={trackingHref}>{t`See your delivery`}</a>
        </p>
      </section>
    );
  }
  const timeline = buildReversePickupTimeline(entry.latest_status.code, [...entry.scans, entry.latest_status]);
  const failure = timeline.stage === "failed" ? failureReasonFor("pickup", failureCode) : undefined;
  const product = entry.additional.order_detail[0];
  const canAct = stageOfferOf("pickup", entry).kind === "open";
  const latest = entry.latest_status;
  const pickupWindow = pickupWindowOf({ stage: timeline.stage, eddFrom: entry.edd_from, eddTo: entry.edd_to, edd: entry.edd });
  return (
    <section
      className="portal-screen portal-issue portal-reverse"
      data-screen="reverse"
      data-state="found"
      data-stage={timeline.stage}
      data-tone={REVERSE_STAGE_TONE[timeline.stage]}
      aria-labelledby="screen-title"
    >
      <p data-part="shipment">
        <Trans>Return pickup</Trans> · <Trans>Tracking ID</Trans> <bdi>{waybill}</bdi>
      </p>
      <h1 id="screen-title" data-testid="pickup-status">
        {i18n._(REVERSE_STAGE_LABEL[timeline.stage])}
      </h1>
      <dl data-part="facts">
        {entry.cp_name ? (
          <div>
            <dt>
              <Trans>Courier</Trans>
            </dt>
            <dd>{entry.cp_name}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Last update</Trans>
          </dt>
          <dd data-testid="pickup-last-update">
            <LocalDateTime value={latest.timestamp} />
            {latest.location ? <> · {latest.location}</> : null}
          </dd>
        </div>
        {pickupWindow ? (
          <div data-part="pickup-window">
            <dt>
              <Trans>Pickup window</Trans>
            </dt>
            <dd data-testid="pickup-window">
              <bdi>{pickupWindowText(pickupWindow, state.user.lang)}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      {failure ? (
        <p data-part="failure-notice" data-reason={failureCode ?? "other"} data-action={failure.action}>
          <span data-part="failure-message">{i18n._(failure.message)}</span>
        </p>
      ) : null}
      <TrackingTimeline timeline={timeline} label={t`Pickup progress`} className="portal-pickup-timeline" />
      {canAct ? (
        <p>
          <a className="portal-button" data-part="take-action" href={issueLink("reverse-issue", state.page.params, state.user.routePrefix)}>
            {t`Take Action`}
          </a>
        </p>
      ) : null}
      {product ? <ProductSummary title={product.title} imageUrl={product.image_url} /> : null}
      <CustomerDetails customer={entry.customer_info} country={state.theme.config?.country} title={t`Pickup address`} />
    </section>
  );
}

/** The window's days in the page's language, as one range ("7–8 Dec 2026"); calendar days have no zone. */
function pickupWindowText(window: PickupWindow, locale: LocaleCode): string {
  const day = (date: string) => new Date(`${date}T12:00:00Z`);
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).formatRange(day(window.from), day(window.to));
}
