import * as v from "valibot";
import { isAddressFor, NotificationOptInBodySchema, type NotifyChannel } from "@portal/core/api";
import { isValidationMessageKey, type ValidationMessageKey } from "@portal/core/validation";

/** The opt-in form's fields as the page holds them (the checkbox as a boolean). */
export interface NotifyValues {
  channel: NotifyChannel;
  address: string;
  consent: boolean;
}
export type NotifyField = keyof NotifyValues;

export type NotifyPhase = "editing" | "submitting" | "saved" | "failed";

export interface NotifyFormState {
  phase: NotifyPhase;
  values: NotifyValues;
  /** One problem per field, from core's schema (the server checks the same one). */
  errors: Partial<Record<NotifyField, ValidationMessageKey>>;
  /** The server's line when it refused, in the page's language. */
  submitError: string | undefined;
  /** The channels this shipment's updates go to (the server's answer, and each saved opt-in). */
  subscribed: readonly NotifyChannel[];
}

export type NotifyAction =
  | { type: "change"; field: "channel"; value: NotifyChannel }
  | { type: "change"; field: "address"; value: string }
  | { type: "change"; field: "consent"; value: boolean }
  | { type: "submit"; errors: NotifyFormState["errors"] }
  | { type: "saved"; channel: NotifyChannel }
  | { type: "failed"; message: string };

/**
 * Every field's problem by core's schema (the server checks the same one): the object's fields
 * first, then the address for its channel (the schema checks it only once the rest is valid).
 */
export function notifyProblemsOf(values: NotifyValues): NotifyFormState["errors"] {
  const parsed = v.safeParse(NotificationOptInBodySchema, values);
  if (parsed.success) return {};
  const errors: NotifyFormState["errors"] = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) as NotifyField | null;
    if (field && !errors[field] && isValidationMessageKey(issue.message)) errors[field] = issue.message;
  }
  if (!errors.address && !errors.channel && !isAddressFor(values.channel, values.address)) {
    errors.address = values.channel === "email" ? "email" : "phone-international";
  }
  return errors;
}

export function notifyFormReducer(state: NotifyFormState, action: NotifyAction): NotifyFormState {
  switch (action.type) {
    case "change": {
      const values = { ...state.values, [action.field]: action.value };
      // A new channel asks for another kind of address: the old error no longer applies.
      const errors = { ...state.errors, [action.field]: undefined, ...(action.field === "channel" ? { address: undefined } : {}) };
      return { ...state, values, errors, phase: state.phase === "submitting" ? state.phase : "editing", submitError: undefined };
    }
    case "submit":
      return Object.keys(action.errors).length > 0
        ? { ...state, errors: action.errors, phase: "editing", submitError: undefined }
        : { ...state, errors: {}, phase: "submitting", submitError: undefined };
    case "saved":
      return {
        ...state,
        phase: "saved",
        subscribed: state.subscribed.includes(action.channel) ? state.subscribed : [...state.subscribed, action.channel],
        values: { ...state.values, address: "", consent: false },
      };
    case "failed":
      return { ...state, phase: "failed", submitError: action.message };
  }
}
