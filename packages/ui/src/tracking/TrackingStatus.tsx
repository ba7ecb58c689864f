import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FORWARD_STAGE_LABEL, type ForwardStage, type StatusTone } from "@portal/core/status";
import { foreignLanguageOfText } from "@portal/core/locale";
import { useFormatters } from "@portal/i18n/react";
import { LocalDateTime } from "./LocalDateTime.tsx";
import "./tracking-base.css";
import "./tracking-status.css";

export interface TrackingStatusProps {
  waybill: string;
  /** The stage shown (core's effective stage: a later delivery run clears an earlier failure). */
  stage: ForwardStage;
  tone: StatusTone;
  courier: { name: string; logoUrl: string };
  lastUpdate?: { at: string; location: string } | undefined;
  /** The expected-delivery line, when there is one. */
  expectedDelivery?: ReactNode;
  /** The heading's id, so the page's region can be labelled by it. */
  headingId?: string;
  /**
   * The courier's own words for the newest scan, shown as the heading in place of a stage
   * when no scan has a code the portal knows (a guessed "Order placed" would mislead). Its
   * language is the courier's, so the browser picks its direction.
   */
  courierText?: string | undefined;
}

/**
 * The shipment at a glance: tracking ID, the stage as the page heading, the expected
 * delivery, the courier (logo and name) and when the status last changed.
 * Styling hooks: `[data-part="tracking-status"][data-stage][data-tone]`, `[data-fact]`.
 */
export function TrackingStatus({ waybill, stage, tone, courier, lastUpdate, expectedDelivery, headingId, courierText }: TrackingStatusProps) {
  const { i18n } = useLingui();
  const { locale } = useFormatters();
  return (
    <div className="portal-tracking-status" data-part="tracking-status" data-stage={stage} data-tone={tone}>
      <p data-part="waybill">
        <Trans>Tracking ID</Trans> <bdi>{waybill}</bdi>
      </p>
      {courierText ? (
        <h1 id={headingId} data-part="stage" data-testid="tracking-status" data-source="courier" lang={foreignLanguageOfText(courierText, locale)} dir="auto">
          {courierText}
        </h1>
      ) : (
        <h1 id={headingId} data-part="stage" data-testid="tracking-status">
          {i18n._(FORWARD_STAGE_LABEL[stage])}
        </h1>
      )}
      {expectedDelivery ? (
        <p data-part="expected-delivery" data-testid="tracking-edd">
          {expectedDelivery}
        </p>
      ) : null}
      <dl data-part="facts">
        {courier.name || courier.logoUrl ? (
          <div data-fact="courier">
            <dt>
              <Trans>Courier</Trans>
            </dt>
            <dd data-testid="tracking-courier">
              {courier.logoUrl ? <img src={courier.logoUrl} alt="" width={24} height={24} loading="lazy" decoding="async" /> : null}
              <span>{courier.name}</span>
            </dd>
          </div>
        ) : null}
        {lastUpdate ? (
          <div data-fact="last-update">
            <dt>
              <Trans>Last update</Trans>
            </dt>
            <dd data-testid="tracking-last-update">
              <LocalDateTime value={lastUpdate.at} />
              {lastUpdate.location ? <span data-part="location">{lastUpdate.location}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
