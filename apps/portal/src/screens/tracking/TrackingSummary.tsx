import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import { FORWARD_STAGE_LABEL, FORWARD_STAGE_TONE, forwardStageOfCode } from "@portal/core/status";
import type { TrackingEntry } from "@portal/core/api";

/** Status, courier and last update of one shipment (the foundation's tracking detail). */
export function TrackingSummary({ waybill, entry }: { waybill: string; entry: TrackingEntry }) {
  const { i18n } = useLingui();
  const format = useFormatters();
  const latest = entry.latest_status;
  const stage = latest ? forwardStageOfCode(latest.code) : undefined;
  const statusText = stage ? i18n._(FORWARD_STAGE_LABEL[stage]) : (latest?.status ?? "");
  return (
    <article className="portal-tracking" data-stage={stage ?? "unknown"} data-tone={stage ? FORWARD_STAGE_TONE[stage] : "neutral"}>
      <p className="portal-tracking__waybill">
        <Trans>Tracking ID</Trans> <bdi>{waybill}</bdi>
      </p>
      <h1 className="portal-tracking__status" id="screen-title" data-testid="tracking-status">
        {statusText}
      </h1>
      <dl className="portal-tracking__facts">
        <div>
          <dt>
            <Trans>Courier</Trans>
          </dt>
          <dd data-testid="tracking-courier">
            {entry.logo_url ? <img src={entry.logo_url} alt="" width={24} height={24} loading="lazy" /> : null}
            {entry.cp_name}
          </dd>
        </div>
        {latest ? (
          <div>
            <dt>
              <Trans>Last update</Trans>
            </dt>
            <dd data-testid="tracking-last-update">
              <time dateTime={latest.timestamp}>{format.dateTime(latest.timestamp)}</time>
              {latest.location ? <> · {latest.location}</> : null}
            </dd>
          </div>
        ) : null}
        {entry.order_id ? (
          <div>
            <dt>
              <Trans>Order ID</Trans>
            </dt>
            <dd>
              <bdi>{entry.order_id}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
