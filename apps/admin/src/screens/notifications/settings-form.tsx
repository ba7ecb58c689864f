import { useReducer, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NotificationConsoleResult, NotificationSettingsBody } from "@portal/core/api";
import { LanguageOptions, SelectField } from "../../app/select-field.tsx";
import { CHANNEL_LABEL, MOMENT_LABEL, labelOf } from "./notification-labels.ts";
import { cellKey, draftOf, editSettings, settingsBodyOf } from "./settings-draft.ts";
import type { SettingsSave } from "./use-notifications.ts";
import { FormOutcome } from "../shared/form-outcome.tsx";
import { AlertLine } from "../shared/alert-line.tsx";

/**
 * The brand's switches: a moment × channel grid (a real table: each moment a row, each channel
 * a column, each checkbox named "<moment> by <channel>"), quiet hours and the default language.
 * Checked with the server's schema first.
 */
export function SettingsForm({
  result,
  save,
  onSave,
  onEdit,
}: {
  result: NotificationConsoleResult;
  save: SettingsSave;
  onSave: (body: NotificationSettingsBody) => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useLingui();
  const [draft, dispatch] = useReducer(editSettings, result.settings, draftOf);
  const [problem, setProblem] = useState<string>();
  const edit = (e: Parameters<typeof editSettings>[1]) => {
    dispatch(e);
    onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = settingsBodyOf(draft);
    if (!checked.ok) {
      setProblem(
        checked.field === "quiet_from" || checked.field === "quiet_to"
          ? t`Write the quiet hours as HH:MM (00:00 to 23:59).`
          : t`These settings could not be checked. Please reload the page.`,
      );
      return;
    }
    setProblem(undefined);
    onSave(checked.body);
  };

  return (
    <form className="admin-panel admin-notify-settings" onSubmit={submit} noValidate data-notify-settings>
      <h2>
        <Trans>What shoppers are told</Trans>
      </h2>
      {result.settings === null ? (
        <p className="admin-muted" data-notify-off>
          <Trans>Nothing is sent yet: tick at least one moment on one channel, then save.</Trans>
        </p>
      ) : null}
      <div className="admin-table-scroll admin-notify-grid" role="region" aria-labelledby="notify-grid-caption">
        <table data-notify-grid>
          <caption id="notify-grid-caption">
            <Trans>Which moments go out on which channel</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Moment`}</th>
              {result.channels.map((channel) => (
                <th scope="col" key={channel} data-channel={channel}>
                  {labelOf(CHANNEL_LABEL, channel, (d) => i18n._(d))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.moments.map((moment) => {
              const momentLabel = labelOf(MOMENT_LABEL, moment, (d) => i18n._(d));
              return (
                <tr key={moment} data-moment={moment}>
                  <th scope="row">{momentLabel}</th>
                  {result.channels.map((channel) => {
                    const channelLabel = labelOf(CHANNEL_LABEL, channel, (d) => i18n._(d));
                    return (
                      <td key={channel}>
                        <label className="admin-notify-cell">
                          <input
                            type="checkbox"
                            name="switch"
                            value={cellKey(moment, channel)}
                            data-moment={moment}
                            data-channel={channel}
                            checked={draft.cells.has(cellKey(moment, channel))}
                            onChange={(e) => edit({ type: "toggle-cell", moment, channel, on: e.target.checked })}
                          />
                          <span className="admin-visually-hidden">{t`${momentLabel} by ${channelLabel}`}</span>
                        </label>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="admin-muted">
        <Trans>A moment goes out on each channel ticked in its row that the shopper can be reached by.</Trans>
      </p>
      <div className="admin-notify-switches">
        <fieldset>
          <legend>{t`Quiet hours (in the shopper's time zone)`}</legend>
          <p className="admin-muted">
            <Trans>Messages due in these hours are held until they end, never dropped.</Trans>
          </p>
          <label className="admin-field">
            <span>{t`From`}</span>
            <input name="quiet_from" type="time" dir="ltr" value={draft.quietFrom} onChange={(e) => edit({ type: "quiet", from: e.target.value })} />
          </label>
          <label className="admin-field">
            <span>{t`Until`}</span>
            <input name="quiet_to" type="time" dir="ltr" value={draft.quietTo} onChange={(e) => edit({ type: "quiet", to: e.target.value })} />
          </label>
          <SelectField
            label={t`Language when the shopper's is not known`}
            name="default_locale"
            value={draft.defaultLocale}
            onChange={(e) => edit({ type: "default-locale", locale: e.target.value })}
          >
            <LanguageOptions />
          </SelectField>
        </fieldset>
      </div>
      <div>
        <button type="submit" className="admin-primary" disabled={save.step === "saving"}>
          <Trans>Save</Trans>
        </button>
      </div>
      {problem ? (
        <AlertLine message={problem} />
      ) : (
        <FormOutcome
          name="save"
          outcome={
            save.step === "failed"
              ? { refused: save.message || t`The settings could not be saved. Please try again.` }
              : save.step === "saved"
                ? { done: "saved", text: <Trans>Saved.</Trans> }
                : undefined
          }
        />
      )}
    </form>
  );
}
