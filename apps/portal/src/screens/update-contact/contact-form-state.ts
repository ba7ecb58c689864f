import { PhoneSchema, validationMessageOf, type ValidationMessageKey } from "@portal/core/validation";

export const CONTACT_FIELDS = ["phone_number", "alternate_phone_number"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** editing -> submitting -> saved (or back to editing with a message). */
export type ContactFormPhase = "editing" | "submitting" | "saved";

export interface ContactFormState {
  phase: ContactFormPhase;
  values: ContactValues;
  errors: Partial<Record<ContactField, ValidationMessageKey>>;
  submitError: string | null;
}

export type ContactFormAction =
  | { type: "change"; field: ContactField; value: string }
  | { type: "submit" }
  | { type: "saved"; values: ContactValues }
  | { type: "failed"; message: string };

export const initialContactForm = (values: ContactValues): ContactFormState => ({ phase: "editing", values, errors: {}, submitError: null });

/** Spaces and hyphens are how people group digits; the rule is about the digits. */
export const normalisePhone = (value: string): string => value.replace(/[\s-]/g, "");

/** Core's phone rule; the alternate number may stay blank. */
export function contactErrorsOf(values: ContactValues): ContactFormState["errors"] {
  const alternate = normalisePhone(values.alternate_phone_number);
  return {
    phone_number: validationMessageOf(PhoneSchema, normalisePhone(values.phone_number)),
    alternate_phone_number: alternate === "" ? undefined : validationMessageOf(PhoneSchema, alternate),
  };
}

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case "change":
      if (state.phase === "submitting") return state;
      return { ...state, phase: "editing", values: { ...state.values, [action.field]: action.value }, errors: { ...state.errors, [action.field]: undefined } };
    case "submit": {
      if (state.phase === "submitting") return state;
      const errors = contactErrorsOf(state.values);
      if (errors.phone_number || errors.alternate_phone_number) return { ...state, errors };
      return { ...state, phase: "submitting", errors: {}, submitError: null };
    }
    case "saved":
      return { ...state, phase: "saved", values: action.values };
    case "failed":
      return { ...state, phase: "editing", submitError: action.message };
  }
}
