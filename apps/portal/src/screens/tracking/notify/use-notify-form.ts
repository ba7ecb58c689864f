import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useId, useReducer, useRef, type ChangeEvent, type FormEvent } from "react";
import { NOTIFY_CHANNELS, type ApiResult, type NotificationOptInResult, type NotifyChannel } from "@portal/core/api";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import type { PostedForm } from "../../../state/initial-state.ts";
import { POST_TO_OWN_PAGE, postedValue } from "../../../state/posted-form.ts";
import { notifyFormReducer, notifyProblemsOf, type NotifyFormState, type NotifyValues } from "./notify-form-state.ts";

export type SaveOptIn = (values: NotifyValues & { consent: true }) => Promise<ApiResult<NotificationOptInResult>>;

/** Each channel's name on its radio button. */
export const CHANNEL_LABEL = {
  email: msg`E-mail`,
  sms: msg`SMS`,
  whatsapp: msg`WhatsApp`,
} as const satisfies Record<NotifyChannel, MessageDescriptor>;

/** What the address field asks for on each channel. */
const ADDRESS_LABEL = {
  email: msg`Your e-mail address`,
  sms: msg`Your mobile number`,
  whatsapp: msg`Your WhatsApp number`,
} as const satisfies Record<NotifyChannel, MessageDescriptor>;

const isChannel = (value: string | undefined): value is NotifyChannel => (NOTIFY_CHANNELS as readonly string[]).includes(value ?? "");

function initialState(offered: readonly NotifyChannel[], subscribed: readonly NotifyChannel[], posted: PostedForm | undefined): NotifyFormState {
  const first = offered[0] ?? "email";
  if (!posted) return { phase: "editing", values: { channel: first, address: "", consent: false }, errors: {}, submitError: undefined, subscribed };
  // A post the server refused (no JavaScript): what was sent, its field problems, and the server's line when no field explains it.
  const sentChannel = postedValue(posted, "channel");
  const values: NotifyValues = {
    channel: isChannel(sentChannel) && offered.includes(sentChannel) ? sentChannel : first,
    address: postedValue(posted, "address") ?? "",
    consent: postedValue(posted, "consent") === "on",
  };
  const errors = notifyProblemsOf(values);
  const submitError = Object.keys(errors).length === 0 && posted.message ? posted.message : undefined;
  return { phase: submitError ? "failed" : "editing", values, errors, submitError, subscribed };
}

/**
 * The updates opt-in's behaviour: core's schema per field (errors tied to their inputs), one
 * submit at a time, the server's refusal in the status line, and on success the channel listed
 * as subscribed. Without JavaScript the same form posts to its page (ssr/form-posts.ts).
 */
export function useNotifyForm({
  offered,
  subscribed,
  posted,
  save,
}: {
  offered: readonly NotifyChannel[];
  subscribed: readonly NotifyChannel[];
  posted: PostedForm | undefined;
  save: SaveOptIn;
}) {
  const { i18n } = useLingui();
  const [state, dispatch] = useReducer(notifyFormReducer, undefined, () => initialState(offered, subscribed, posted));
  const inFlight = useRef(false);
  const ids = { address: useId(), addressError: useId(), consent: useId(), consentError: useId(), channelError: useId() };
  const submitting = state.phase === "submitting";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const errors = notifyProblemsOf(state.values);
    dispatch({ type: "submit", errors });
    if (Object.keys(errors).length > 0) {
      const target = errors.address ? ids.address : errors.consent ? ids.consent : undefined;
      if (target) setTimeout(() => document.getElementById(target)?.focus(), 0);
      return;
    }
    inFlight.current = true;
    const { channel, address } = state.values;
    void save({ channel, address: address.trim(), consent: true }).then((result) => {
      inFlight.current = false;
      if (result.ok) dispatch({ type: "saved", channel });
      else dispatch({ type: "failed", message: result.error.message || i18n._(ERROR_MESSAGE["something-went-wrong"]) });
    });
  };

  const errorOf = (field: "address" | "consent" | "channel") => {
    const key = state.errors[field];
    return key ? i18n._(VALIDATION_MESSAGE[key]) : "";
  };
  const channel = state.values.channel;

  return {
    phase: state.phase,
    subscribed: state.subscribed,
    formProps: { ...POST_TO_OWN_PAGE, onSubmit, noValidate: true, "aria-busy": submitting || undefined, "data-state": state.phase },
    channels: offered.map((value) => ({
      value,
      label: i18n._(CHANNEL_LABEL[value]),
      inputProps: {
        type: "radio" as const,
        name: "channel",
        value,
        checked: channel === value,
        onChange: () => dispatch({ type: "change", field: "channel", value }),
        disabled: submitting,
      },
    })),
    channelError: errorOf("channel"),
    channelErrorProps: { id: ids.channelError, role: "alert" as const },
    address: {
      label: i18n._(ADDRESS_LABEL[channel]),
      labelProps: { htmlFor: ids.address },
      inputProps: {
        id: ids.address,
        name: "address",
        type: channel === "email" ? ("email" as const) : ("tel" as const),
        autoComplete: channel === "email" ? "email" : "tel",
        inputMode: channel === "email" ? ("email" as const) : ("tel" as const),
        dir: "ltr" as const,
        value: state.values.address,
        readOnly: submitting,
        required: true,
        onChange: (e: ChangeEvent<HTMLInputElement>) => dispatch({ type: "change", field: "address", value: e.target.value }),
        "aria-invalid": state.errors.address ? (true as const) : undefined,
        "aria-describedby": state.errors.address ? ids.addressError : undefined,
      },
      error: errorOf("address"),
      errorProps: { id: ids.addressError, role: "alert" as const },
    },
    consent: {
      inputProps: {
        id: ids.consent,
        name: "consent",
        type: "checkbox" as const,
        checked: state.values.consent,
        disabled: submitting,
        onChange: (e: ChangeEvent<HTMLInputElement>) => dispatch({ type: "change", field: "consent", value: e.target.checked }),
        "aria-invalid": state.errors.consent ? (true as const) : undefined,
        "aria-describedby": state.errors.consent ? ids.consentError : undefined,
      },
      labelProps: { htmlFor: ids.consent },
      error: errorOf("consent"),
      errorProps: { id: ids.consentError, role: "alert" as const },
    },
    submitButtonProps: { type: "submit" as const, "aria-disabled": submitting || undefined, "data-state": state.phase },
    progress: submitting ? i18n._(ERROR_MESSAGE["action-in-progress"]) : "",
    progressProps: { role: "status" as const, "data-state": state.phase },
    submitError: state.submitError ?? "",
    submitErrorProps: { role: "alert" as const },
  };
}
