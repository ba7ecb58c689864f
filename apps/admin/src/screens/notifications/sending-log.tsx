import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import {
  NOTIFICATION_STATES,
  NOTIFICATION_SWITCHED_OFF,
  NOTIFY_CHANNELS,
  type NotificationLogEntry,
  type NotificationState,
  type NotifyChannel,
} from "@portal/core/api";
import { AnyOptions, SelectField } from "../../app/select-field.tsx";
import { FilterActions } from "../shared/filter-actions.tsx";
import { useFilterDraft } from "../shared/use-filter-draft.ts";
import { AttemptLines, LastAttempt } from "../shared/delivery-attempts.tsx";
import { CHANNEL_LABEL, MOMENT_LABEL, STATE_LABEL, labelOf } from "./notification-labels.ts";
import { ANY_MESSAGE, type LogFilter } from "./use-notifications.ts";

/** The log's filters, applied together with the button. */
export function LogFilterForm({ applied, onApply }: { applied: LogFilter; onApply: (f: LogFilter) => void }) {
  const { t, i18n } = useLingui();
  const { draft, setDraft, submit, clear } = useFilterDraft({ applied, cleared: ANY_MESSAGE, onApply, tidy: (d) => ({ ...d, waybill: d.waybill.trim() }) });
  return (
    <form className="admin-filters" onSubmit={submit} aria-label={t`Filter the sending log`} data-notify-filter>
      <label className="admin-field">
        <span>{t`Waybill`}</span>
        <input name="waybill" dir="ltr" value={draft.waybill} onChange={(e) => setDraft({ ...draft, waybill: e.target.value })} />
      </label>
      <SelectField label={t`State`} name="state" value={draft.state} onChange={(e) => setDraft({ ...draft, state: e.target.value as NotificationState | "" })}>
        <AnyOptions anyLabel={t`Any state`} options={NOTIFICATION_STATES.map((s) => ({ key: s, value: s, label: i18n._(STATE_LABEL[s]) }))} />
      </SelectField>
      <SelectField
        label={t`Channel`}
        name="channel"
        value={draft.channel}
        onChange={(e) => setDraft({ ...draft, channel: e.target.value as NotifyChannel | "" })}
      >
        <AnyOptions anyLabel={t`Any channel`} options={NOTIFY_CHANNELS.map((c) => ({ key: c, value: c, label: i18n._(CHANNEL_LABEL[c]) }))} />
      </SelectField>
      <FilterActions onClear={clear} />
    </form>
  );
}

/** The sending log, newest first: what went to whom (masked), its state and last answer; failed ones can be sent again. */
export function SendingLog({
  entries,
  replaying,
  onReplay,
}: {
  entries: NotificationLogEntry[];
  replaying: string | undefined;
  onReplay: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-notify-log" data-notify-log>
        <thead>
          <tr>
            <th scope="col">{t`Message`}</th>
            <th scope="col">{t`State`}</th>
            <th scope="col">{t`Last answer`}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            return (
              <tr
                key={entry.id}
                data-message-id={entry.id}
                data-message-state={entry.state}
                data-message-channel={entry.channel}
                data-message-test={entry.test ? "" : undefined}
              >
                <td>
                  <div>
                    <strong>{labelOf(MOMENT_LABEL, entry.moment, (d) => i18n._(d))}</strong>
                    {" · "}
                    {labelOf(CHANNEL_LABEL, entry.channel, (d) => i18n._(d))}
                  </div>
                  {entry.test ? (
                    <div>
                      <span className="admin-tag" data-test-tag>
                        <Trans>Test</Trans>
                      </span>
                    </div>
                  ) : entry.waybill ? (
                    <div>
                      <code dir="ltr">{entry.waybill}</code>
                    </div>
                  ) : null}
                  <div className="admin-muted" dir="ltr" data-recipient>
                    {entry.recipient}
                  </div>
                  <div className="admin-muted">{format.dateTime(entry.created_at)}</div>
                </td>
                <td>
                  <span className="admin-tag" data-state={entry.state}>
                    {i18n._(STATE_LABEL[entry.state])}
                  </span>
                  <AttemptLines tries={entry.attempts} sentOn={entry.sent_at} nextOn={entry.next_attempt_at} />
                  {entry.receipt_status ? (
                    <div className="admin-muted" data-receipt>
                      <Trans>Receipt:</Trans> <span dir="ltr">{entry.receipt_status}</span>
                    </div>
                  ) : null}
                  {entry.state === "failed" ? (
                    <button type="button" disabled={replaying === entry.id} onClick={() => onReplay(entry.id)} data-replay>
                      <Trans>Send again</Trans>
                    </button>
                  ) : null}
                </td>
                <td>
                  <LastAttempt
                    at={entry.last_attempt_at}
                    answer={
                      entry.last_response_status !== null ? (
                        <strong dir="ltr">{entry.last_response_status}</strong>
                      ) : entry.last_error === NOTIFICATION_SWITCHED_OFF ? (
                        <strong>{t`Switched off`}</strong>
                      ) : (
                        <strong>{t`No answer`}</strong>
                      )
                    }
                    detail={
                      entry.last_error === NOTIFICATION_SWITCHED_OFF ? (
                        <div className="admin-muted" data-last-error data-switched-off>
                          {t`Not sent: this moment was switched off for this channel after the message was queued.`}
                        </div>
                      ) : entry.last_error ? (
                        <pre className="admin-excerpt" dir="auto" data-last-error>
                          {entry.last_error}
                        </pre>
                      ) : null
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
