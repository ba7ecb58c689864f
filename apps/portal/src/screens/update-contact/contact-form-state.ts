import { checkContactNumbers } from "@portal/core/api";
import type { ValidationMessageKey } from "@portal/core/validation";

export const CONTACT_FIELDS = ["phone_number", "alternate_phone_number"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** editing -> submitting -> saved (or back to editing with a message). */
export type ContactFormPhase = "editing" | "submitting" | "saved";

export interface ContactFormState {
  phase: ContactFormPhase;
  /** The shopper's country (the brand's theme): its phone format. */
  country: string | undefined;
  values: ContactValues;
  errors: Partial<Record<ContactField, ValidationMessageKey>>;
  submitError: string | null;
}

export type ContactFormAction =
  | { type: "change"; field: ContactField; value: string }
  | { type: "submit" }
  | { type: "saved"; values: ContactValues }
  | { type: "failed"; message: string };

export const initialContactForm = ({ values, country }: { values: ContactValues; country?: string | undefined }): ContactFormState => ({
  phase: "editing",
  country,
  values,
  errors: {},
  submitError: null,
});

/** A save posted without JavaScript and refused: the numbers as sent, core's messages for them, the server's message. */
export const contactFormAfterPost = ({
  values,
  country,
  message,
}: {
  values: ContactValues;
  country?: string | undefined;
  message: string;
}): ContactFormState => ({
  phase: "editing",
  country,
  values,
  errors: contactErrorsOf(values, country),
  submitError: message || null,
});

/** Core's check for the country (the server runs the same); the alternate number may stay blank. */
export function contactErrorsOf(values: ContactValues, country?: string): ContactFormState["errors"] {
  const check = checkContactNumbers(values, country);
  return check.ok
    ? { phone_number: undefined, alternate_phone_number: undefined }
    : { phone_number: undefined, alternate_phone_number: undefined, ...check.errors };
}

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case "change":
      if (state.phase === "submitting") return state;
      return { ...state, phase: "editing", values: { ...state.values, [action.field]: action.value }, errors: { ...state.errors, [action.field]: undefined } };
    case "submit": {
      if (state.phase === "submitting") return state;
      const errors = contactErrorsOf(state.values, state.country);
      if (errors.phone_number || errors.alternate_phone_number) return { ...state, errors };
      return { ...state, phase: "submitting", errors: {}, submitError: null };
    }
    case "saved":
      return { ...state, phase: "saved", values: action.values };
    case "failed":
      return { ...state, phase: "editing", submitError: action.message };
  }
}
