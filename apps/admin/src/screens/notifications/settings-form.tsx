import { useReducer, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NotificationConsoleResult, NotificationSettingsBody } from "@portal/core/api";
import { LanguageOptions, SelectField } from "../../app/select-field.tsx";
import { CHANNEL_LABEL, MOMENT_LABEL, labelOf } from "./notification-labels.ts";
import { draftOf, editSettings, settingsBodyOf } from "./settings-draft.ts";
import type { SettingsSave } from "./use-notifications.ts";

/**
 * The brand's switches: moments and channels (each moment switched on goes out on every channel
 * switched on), quiet hours and the default language. Checked with the server's schema first.
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
          <Trans>Nothing is sent yet: switch on at least one moment and one channel, then save.</Trans>
        </p>
      ) : null}
      <div className="admin-notify-switches">
        <fieldset>
          <legend>{t`Moments`}</legend>
          {result.moments.map((moment) => (
            <label className="admin-toggle" key={moment}>
              <input
                type="checkbox"
                name="moment"
                value={moment}
                checked={draft.moments.includes(moment)}
                onChange={(e) => edit({ type: "toggle-moment", moment, on: e.target.checked })}
              />
              <span>{labelOf(MOMENT_LABEL, moment, (d) => i18n._(d))}</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t`Channels`}</legend>
          <p className="admin-muted">
            <Trans>Each moment switched on goes out on every channel switched on that the shopper can be reached by.</Trans>
          </p>
          {result.channels.map((channel) => (
            <label className="admin-toggle" key={channel}>
              <input
                type="checkbox"
                name="channel"
                value={channel}
                checked={draft.channels.includes(channel)}
                onChange={(e) => edit({ type: "toggle-channel", channel, on: e.target.checked })}
              />
              <span>{labelOf(CHANNEL_LABEL, channel, (d) => i18n._(d))}</span>
            </label>
          ))}
        </fieldset>
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
        <p role="alert" className="admin-error">
          {problem}
        </p>
      ) : save.step === "failed" ? (
        <p role="alert" className="admin-error" data-save-result="refused">
          {save.message || t`The settings could not be saved. Please try again.`}
        </p>
      ) : save.step === "saved" ? (
        <p role="status" className="admin-success" data-save-result="saved">
          <Trans>Saved.</Trans>
        </p>
      ) : null}
    </form>
  );
}
