import { useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import type { NdrPushState, OpsReportPush } from "@portal/core/api";

/** Where the shopper's answer stands with the courier's aggregator (the NDR loop). */
export function PushStatus({ push }: { push: OpsReportPush }) {
  const { t } = useLingui();
  const format = useFormatters();
  const label = {
    queued: t`Queued for the courier`,
    sent: t`Sent to the courier`,
    failed: t`Sending failed, will retry`,
    "gave-up": t`Not delivered to the courier (gave up)`,
    "no-api": t`Not pushed: no NDR API`,
    "no-credentials": t`Not pushed: no credentials`,
  } as const satisfies Record<NdrPushState, string>;
  const lastAnswer = push.last_status === null ? push.last_error : `HTTP ${push.last_status}${push.last_error ? ` · ${push.last_error}` : ""}`;
  const details: Array<[string, string | null]> = [
    [t`Aggregator`, push.provider],
    [t`Attempts`, push.attempts > 0 ? format.number(push.attempts) : null],
    [t`Last answer`, push.state === "sent" ? null : lastAnswer],
    [t`Next retry`, push.next_retry_at ? format.dateTime(push.next_retry_at) : null],
    [t`Sent at`, push.sent_at ? format.dateTime(push.sent_at) : null],
  ];
  return (
    <div data-push-state={push.state}>
      <span className="admin-tag">{label[push.state]}</span>
      <dl className="admin-answer">
        {details
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
