import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useReducer, useRef, type ChangeEvent, type FormEvent } from "react";
import { ERROR_MESSAGE } from "@portal/core/messages";
import type { ApiResult, LoginResponse } from "@portal/core/api";
import type { LoginField } from "@portal/core/permissions";
import type { PostedForm } from "../../state/initial-state.ts";
import { POST_TO_OWN_PAGE, postedValue } from "../../state/posted-form.ts";
import { INITIAL_LOGIN_FORM, loginFormAfterPost, loginFormReducer } from "./login-form-state.ts";

const MISSING_MESSAGE = {
  username: msg`Please enter your username.`,
  password: msg`Please enter your password.`,
} as const satisfies Record<LoginField, MessageDescriptor>;

export interface UseLoginFormOptions {
  /** One return-login call; the server sets the cookies on success. */
  logIn: (values: Record<LoginField, string>) => Promise<ApiResult<LoginResponse>>;
  /** Where to go once logged in. */
  onLoggedIn: () => void;
  /** The same form posted without JavaScript and refused by the server. */
  posted?: PostedForm | undefined;
}

/**
 * The login form's behaviour: empty fields named and the first focused, one login at a time
 * with "action in progress", the server's message on failure with everything typed kept.
 */
export function useLoginForm({ logIn, onLoggedIn, posted }: UseLoginFormOptions) {
  const { t, i18n } = useLingui();
  const [state, dispatch] = useReducer(loginFormReducer, posted, (sent) =>
    sent
      ? loginFormAfterPost({ username: postedValue(sent, "username") ?? "", password: postedValue(sent, "password") ?? "" }, sent.message)
      : INITIAL_LOGIN_FORM,
  );
  // A ref, not state: a second press in the same tick must already see the first.
  const inFlight = useRef(false);
  const ids = { username: useId(), password: useId() };
  const errorIds = { username: useId(), password: useId() };
  const messageId = useId();
  const submitting = state.phase === "submitting" || state.phase === "succeeded";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const empty = (["username", "password"] as const).find((f) => state.values[f].trim() === "");
    dispatch({ type: "submit" });
    if (empty) {
      document.getElementById(ids[empty])?.focus();
      return;
    }
    inFlight.current = true;
    void logIn(state.values).then((result) => {
      inFlight.current = false;
      if (result.ok) {
        dispatch({ type: "succeeded" });
        onLoggedIn();
        return;
      }
      dispatch({ type: "failed", message: result.error.message || i18n._(ERROR_MESSAGE["something-went-wrong"]) });
    });
  };

  const field = (name: LoginField) => {
    const missing = state.missing.includes(name);
    return {
      labelProps: { htmlFor: ids[name] },
      inputProps: {
        id: ids[name],
        name,
        type: name === "password" ? ("password" as const) : ("text" as const),
        autoComplete: name === "password" ? "current-password" : "username",
        value: state.values[name],
        readOnly: submitting,
        required: true,
        onChange: (e: ChangeEvent<HTMLInputElement>) => dispatch({ type: "change", field: name, value: e.target.value }),
        "aria-invalid": missing ? (true as const) : undefined,
        "aria-describedby": missing ? errorIds[name] : undefined,
      },
      error: missing ? i18n._(MISSING_MESSAGE[name]) : "",
      errorProps: { id: errorIds[name], role: "alert" as const },
    };
  };

  return {
    phase: state.phase,
    formProps: {
      ...POST_TO_OWN_PAGE,
      onSubmit,
      noValidate: true,
      "aria-busy": submitting || undefined,
      "aria-describedby": state.message ? messageId : undefined,
      "data-state": state.phase,
    },
    username: field("username"),
    password: field("password"),
    submitButtonProps: { type: "submit" as const, "aria-disabled": submitting || undefined, "data-state": state.phase },
    submitLabel: submitting ? t`Logging in…` : t`Log me in`,
    progress: submitting ? i18n._(ERROR_MESSAGE["action-in-progress"]) : "",
    progressProps: { role: "status" as const },
    message: state.message,
    messageProps: { id: messageId, role: "alert" as const },
  };
}
