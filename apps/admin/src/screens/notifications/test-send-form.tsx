import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { NOTIFY_CHANNELS, type AdminBrand, type NotifyChannel } from "@portal/core/api";
import type { Moment } from "@portal/core/notifications";
import { SelectField } from "../../app/select-field.tsx";
import { CHANNEL_LABEL } from "./notification-labels.ts";
import { useTestSend } from "./use-test-send.ts";
import { FormOutcome } from "../shared/form-outcome.tsx";

/**
 * Sends the previewed message to an address the admin types: through the outbox like any other
 * message, marked as a test in the log, a few an hour per brand, never to a shopper.
 */
export function TestSendForm({ brand, moment, locale, onQueued }: { brand: AdminBrand; moment: Moment; locale: string; onQueued: () => void }) {
  const { t, i18n } = useLingui();
  const [channel, setChannel] = useState<NotifyChannel>("email");
  const [address, setAddress] = useState("");
  const test = useTestSend(brand, onQueued);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void test.send({ moment, locale, channel, address });
  };
  const state = test.state;
  return (
    <form className="admin-filters admin-notify-test" onSubmit={submit} noValidate data-notify-test>
      <h3>
        <Trans>Send a test</Trans>
      </h3>
      <SelectField
        label={t`Channel`}
        name="test_channel"
        value={channel}
        onChange={(e) => {
          setChannel(e.target.value as NotifyChannel);
          test.editing();
        }}
      >
        {NOTIFY_CHANNELS.map((c) => (
          <option key={c} value={c}>
            {i18n._(CHANNEL_LABEL[c])}
          </option>
        ))}
      </SelectField>
      <label className="admin-field">
        <span>{channel === "email" ? t`Your e-mail address` : t`Your phone number, with its country code`}</span>
        <input
          name="test_address"
          type={channel === "email" ? "email" : "tel"}
          dir="ltr"
          autoComplete={channel === "email" ? "email" : "tel"}
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            test.editing();
          }}
        />
      </label>
      <div>
        <button type="submit" disabled={state.step === "sending"}>
          <Trans>Send test</Trans>
        </button>
      </div>
      <FormOutcome
        name="test"
        outcome={
          state.step === "invalid"
            ? { refused: t`Write an e-mail address for e-mail, or a phone number with its country code for SMS and WhatsApp.` }
            : state.step === "failed"
              ? { refused: state.message || t`The test could not be sent. Please try again.` }
              : state.step === "queued"
                ? { done: "queued", text: <Trans>Test queued: it appears in the sending log below, marked as a test.</Trans>, messageId: state.messageId }
                : undefined
        }
      />
    </form>
  );
}
