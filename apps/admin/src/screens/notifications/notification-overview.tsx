import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import { NOTIFICATION_STATES, type NotificationConsoleResult } from "@portal/core/api";
import { CHANNEL_LABEL, STATE_LABEL, labelOf } from "./notification-labels.ts";

/** Messages per state, opt-ins and opt-outs per channel, and each channel's provider (its name only, never a secret). */
export function NotificationOverview({ result }: { result: NotificationConsoleResult }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const channelName = (channel: string) => labelOf(CHANNEL_LABEL, channel, (d) => i18n._(d));
  return (
    <div className="admin-notify-overview">
      <section className="admin-panel" aria-labelledby="notify-counts-title">
        <h2 id="notify-counts-title">
          <Trans>Messages</Trans>
        </h2>
        <dl className="admin-notify-counts">
          {NOTIFICATION_STATES.map((state) => (
            <div key={state} data-count={state}>
              <dt>{i18n._(STATE_LABEL[state])}</dt>
              <dd>{format.number(result.counts[state] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="admin-panel" aria-labelledby="notify-consents-title">
        <h2 id="notify-consents-title">
          <Trans>Shoppers' choices</Trans>
        </h2>
        {result.consents.length === 0 ? (
          <p className="admin-muted">
            <Trans>No shopper has opted in or out yet.</Trans>
          </p>
        ) : (
          <ul className="admin-plain-list" data-consents>
            {result.consents.map((row) => {
              const channel = channelName(row.channel);
              const optedIn = format.number(row.opted_in);
              const optedOut = format.number(row.opted_out);
              return (
                <li key={row.channel} data-consent={row.channel}>
                  <Trans>
                    {channel}: {optedIn} opted in, {optedOut} opted out
                  </Trans>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="admin-panel" aria-labelledby="notify-providers-title">
        <h2 id="notify-providers-title">
          <Trans>Providers</Trans>
        </h2>
        <ul className="admin-plain-list" data-providers>
          {result.channels.map((channel) => {
            const account = result.providers.find((p) => p.channel === channel);
            return (
              <li key={channel} data-provider={channel}>
                <strong>{channelName(channel)}</strong>
                {": "}
                {channel === "email" ? (
                  t`the portal's mail server (SMTP_URL)`
                ) : account ? (
                  <span dir="ltr">{account.provider}</span>
                ) : (
                  <span className="admin-muted">{t`no account set up`}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
