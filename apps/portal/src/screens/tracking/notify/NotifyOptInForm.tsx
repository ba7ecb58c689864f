import { Trans, useLingui } from "@lingui/react/macro";
import type { NotifyChannel } from "@portal/core/api";
import { FormField, FormStatusLines } from "@portal/ui";
import { usePortal } from "../../../state/portal-state-context.tsx";
import { postedFormOf } from "../../../state/posted-form.ts";
import { CHANNEL_LABEL, useNotifyForm } from "./use-notify-form.ts";

export interface NotifyOptInFormProps {
  waybill: string;
  offered: readonly NotifyChannel[];
  subscribed: readonly NotifyChannel[];
}

/** One list formatter per language: building one costs more than the rest of this form's render. */
const conjunctionFormats = new Map<string, Intl.ListFormat>();
function conjunctionFormat(lang: string): Intl.ListFormat {
  let format = conjunctionFormats.get(lang);
  if (!format) conjunctionFormats.set(lang, (format = new Intl.ListFormat(lang, { type: "conjunction" })));
  return format;
}

/** The opt-in form itself (its own chunk: NotifyOptInPanel defers it). */
export default function NotifyOptInForm({ waybill, offered, subscribed }: NotifyOptInFormProps) {
  const { t, i18n } = useLingui();
  const { state, api } = usePortal();
  const brand = state.brand.name;
  const form = useNotifyForm({
    offered,
    subscribed,
    posted: postedFormOf(state, "home"),
    save: (values) => api.optInToNotifications({ tracking_id: waybill, security_key: state.page.params.security_key }, values),
  });
  const channelNames = form.subscribed.map((c) => i18n._(CHANNEL_LABEL[c]));
  const channelList = channelNames.length > 0 ? conjunctionFormat(state.user.lang).format(channelNames) : "";
  return (
    <section data-notify-opt-in="" data-state={form.phase} aria-labelledby="notify-title">
      <h2 id="notify-title" data-part="title">{t`Get updates about this shipment`}</h2>
      {channelNames.length > 0 ? (
        <p data-part="subscribed" role="status">
          {t`You get updates by: ${channelList}`}
        </p>
      ) : null}
      <form {...form.formProps}>
        <fieldset data-part="channels" aria-describedby={form.channelError ? form.channelErrorProps.id : undefined}>
          <legend>{t`How should we tell you?`}</legend>
          {form.channels.map((channel) => (
            <label key={channel.value} data-part="channel" data-channel={channel.value}>
              <input {...channel.inputProps} /> {channel.label}
            </label>
          ))}
          {form.channelError ? (
            <p {...form.channelErrorProps} data-part="error">
              {form.channelError}
            </p>
          ) : null}
        </fieldset>
        <FormField label={form.address.label} labelProps={form.address.labelProps} error={form.address.error} errorProps={form.address.errorProps}>
          <input {...form.address.inputProps} />
        </FormField>
        <div data-part="consent">
          <input {...form.consent.inputProps} />
          <label {...form.consent.labelProps}>
            <Trans>
              I agree to get messages from {brand} about this shipment this way. I can stop them at any time with the link in each message, or by replying STOP.
            </Trans>
          </label>
          {form.consent.error ? (
            <p {...form.consent.errorProps} data-part="error">
              {form.consent.error}
            </p>
          ) : null}
        </div>
        <button {...form.submitButtonProps} className="portal-button">
          {form.phase === "submitting" ? t`Sending…` : t`Get updates`}
        </button>
        <FormStatusLines
          progress={form.phase === "saved" ? t`Done. You will get updates about this shipment.` : form.progress}
          progressProps={form.progressProps}
          submitError={form.submitError}
          submitErrorProps={form.submitErrorProps}
        />
      </form>
    </section>
  );
}
