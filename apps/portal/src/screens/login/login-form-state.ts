import { missingLoginFields, type LoginField } from "@portal/core/permissions";

/** Where the login form stands; rendered as `data-state`. */
export const LOGIN_PHASES = ["editing", "submitting", "failed", "succeeded"] as const;
export type LoginPhase = (typeof LOGIN_PHASES)[number];

export interface LoginFormState {
  values: Record<LoginField, string>;
  /** Fields left empty at the last submit. */
  missing: LoginField[];
  phase: LoginPhase;
  /** The server's message after a failed login. */
  message: string;
}

export type LoginFormEvent =
  | { type: "change"; field: LoginField; value: string }
  | { type: "submit" }
  | { type: "failed"; message: string }
  | { type: "succeeded" };

export const INITIAL_LOGIN_FORM: LoginFormState = { values: { username: "", password: "" }, missing: [], phase: "editing", message: "" };

/** A login posted without JavaScript and refused: what was typed, the empty fields named, the server's message. */
export function loginFormAfterPost(values: Record<LoginField, string>, message: string): LoginFormState {
  const missing = missingLoginFields(values);
  return { values, missing, phase: missing.length > 0 || !message ? "editing" : "failed", message };
}

/**
 * The login form: what was typed is kept through a failed login (product rules: the server's message
 * shows and nothing is lost); a submit with an empty field stays here and names it.
 */
export function loginFormReducer(state: LoginFormState, event: LoginFormEvent): LoginFormState {
  switch (event.type) {
    case "change":
      return { ...state, values: { ...state.values, [event.field]: event.value }, missing: state.missing.filter((f) => f !== event.field) };
    case "submit": {
      const missing = missingLoginFields(state.values);
      return { ...state, missing, phase: missing.length > 0 ? "editing" : "submitting", message: missing.length > 0 ? "" : state.message };
    }
    case "failed":
      return { ...state, phase: "failed", message: event.message };
    case "succeeded":
      return { ...state, phase: "succeeded", message: "" };
  }
}
