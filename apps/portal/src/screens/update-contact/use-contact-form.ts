import { useLingui } from "@lingui/react/macro";
import { useId, useReducer, useRef, type ChangeEvent, type FormEvent } from "react";
import { ERROR_MESSAGE, TOAST_MESSAGE } from "@portal/core/messages";
import { VALIDATION_MESSAGE } from "@portal/core/validation";
import { checkContactNumbers, type ApiResult, type ContactUpdateResult } from "@portal/core/api";
import { countryFieldsOf, phoneIssueOf } from "@portal/core/country";
import type { PostedForm } from "../../state/initial-state.ts";
import { POST_TO_OWN_PAGE, postedValue } from "../../state/posted-form.ts";
import { contactFormAfterPost, contactFormReducer, initialContactForm, type ContactField, type ContactValues } from "./contact-form-state.ts";

export type SaveContact = (values: ContactValues) => Promise<ApiResult<ContactUpdateResult>>;

/**
 * The update-contact form's behaviour: core's phone rule per field (errors announced and
 * tied to their input), one submit at a time with "action in progress", and on success the
 * contact-updated confirmation in the form's status line, where it stays (a toast covered the
 * header and went after a few seconds, leaving nothing on the page to say the number changed).
 */
export function useContactForm({
  initial,
  save,
  onClosed,
  country,
  posted,
}: {
  initial: ContactValues;
  /** The same form posted without JavaScript and refused by the server. */
  posted?: PostedForm | undefined;
  save: SaveContact;
  onClosed: () => void;
  /** The shopper's country: the phone's format, hint and example (core's countryFieldsOf). */
  country?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const [state, dispatch] = useReducer(contactFormReducer, { values: initial, country, posted }, ({ values, posted: sent }) =>
    sent
      ? contactFormAfterPost({
          values: { phone_number: postedValue(sent, "phone_number") ?? "", alternate_phone_number: postedValue(sent, "alternate_phone_number") ?? "" },
          country,
          message: sent.message,
        })
      : initialContactForm({ values, country }),
  );
  const phoneField = countryFieldsOf(country).phone;
  // A ref, not state: a second click in the same tick must already see the first.
  const inFlight = useRef(false);
  const ids = { phone_number: useId(), alternate_phone_number: useId() };
  const errorIds = { phone_number: useId(), alternate_phone_number: useId() };
  const hintId = useId();
  const submitting = state.phase === "submitting";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const check = checkContactNumbers(state.values, country);
    dispatch({ type: "submit" });
    if (!check.ok) {
      const firstInvalid = (["phone_number", "alternate_phone_number"] as const).find((f) => check.errors[f]);
      if (firstInvalid) setTimeout(() => document.getElementById(ids[firstInvalid])?.focus(), 0);
      return;
    }
    inFlight.current = true;
    const values = check.value;
    void save(values).then((result) => {
      inFlight.current = false;
      if (result.ok) {
        dispatch({ type: "saved", values });
        return;
      }
      // 409: a scan arrived meanwhile that closes updates.
      if (result.error.status === 409) onClosed();
      // A 400 here is the server's phone check: the country's phone message, in the page's language.
      const phoneMessage = VALIDATION_MESSAGE[phoneIssueOf(countryFieldsOf(country), "") ?? "phone"];
      const message = result.error.status === 400 ? i18n._(phoneMessage) : i18n._(ERROR_MESSAGE["something-went-wrong"]);
      dispatch({ type: "failed", message });
    });
  };

  const field = (name: ContactField) => {
    const error = state.errors[name];
    const describedBy = [name === "phone_number" ? hintId : undefined, error ? errorIds[name] : undefined].filter(Boolean).join(" ");
    return {
      labelProps: { htmlFor: ids[name] },
      inputProps: {
        id: ids[name],
        name,
        type: "tel" as const,
        inputMode: "numeric" as const,
        autoComplete: name === "phone_number" ? "tel-national" : "off",
        placeholder: phoneField.example,
        value: state.values[name],
        readOnly: submitting,
        onChange: (e: ChangeEvent<HTMLInputElement>) => dispatch({ type: "change", field: name, value: e.target.value }),
        "aria-invalid": error ? (true as const) : undefined,
        "aria-describedby": describedBy || undefined,
        required: name === "phone_number",
      },
      error: error ? i18n._(VALIDATION_MESSAGE[error]) : "",
      errorProps: { id: errorIds[name], role: "alert" as const },
    };
  };

  return {
    phase: state.phase,
    formProps: { ...POST_TO_OWN_PAGE, onSubmit, noValidate: true, "aria-busy": submitting || undefined, "data-state": state.phase },
    phone: field("phone_number"),
    alternate: field("alternate_phone_number"),
    hint: i18n._(phoneField.hint),
    hintProps: { id: hintId },
    submitButtonProps: { type: "submit" as const, "aria-disabled": submitting || undefined, "data-state": state.phase },
    submitLabel: submitting ? t`Updating…` : t`Update contact number`,
    progress: submitting ? i18n._(ERROR_MESSAGE["action-in-progress"]) : state.phase === "saved" ? i18n._(TOAST_MESSAGE["contact-updated"]) : "",
    progressProps: { role: "status" as const, "data-state": state.phase },
    submitError: state.submitError ?? "",
    submitErrorProps: { role: "alert" as const },
  };
}
