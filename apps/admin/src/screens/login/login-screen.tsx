import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LocaleCode } from "@portal/i18n";
import { WRONG_CREDENTIALS } from "@portal/core/messages";
import { AdminLanguageSelect } from "../../app/admin-language-select.tsx";
import { adminApi } from "../../api/admin-api.ts";
import { ADMIN_PATH } from "../../app/admin-route.ts";
import type { AdminLocation } from "../../app/use-admin-location.ts";

type LoginState =
  | { step: "idle" }
  | { step: "sending" }
  | { step: "refused"; reason: "wrong" | "throttled" | "unreachable" | "invalid"; retryAfterSeconds?: number };

/** Where to go after logging in: only a console path, never another site. */
function nextPath(params: URLSearchParams): string {
  const next = params.get("next") ?? "";
  return /^\/admin\/(theme|ops|returns|events|insights)(\?[^#]*)?$/.test(next) ? next : ADMIN_PATH.ops;
}

/** Username and password; success only on HTTP 200 (product rules §1). */
export function LoginScreen({ location, onLanguage }: { location: AdminLocation; onLanguage: (l: LocaleCode) => void }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<LoginState>({ step: "idle" });
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() === "" || password === "") {
      setState({ step: "refused", reason: "invalid" });
      return;
    }
    setState({ step: "sending" });
    const answer = await adminApi.logIn(username.trim(), password);
    if (answer.ok) {
      location.navigate(nextPath(location.params), { replace: true });
      return;
    }
    const reason = answer.status === 429 ? "throttled" : answer.status === 0 || answer.status >= 500 ? "unreachable" : "wrong";
    setState({ step: "refused", reason, retryAfterSeconds: answer.retryAfterSeconds });
    // The password is never kept after a failed try; the username is.
    setPassword("");
  };

  const seconds = state.step === "refused" ? (state.retryAfterSeconds ?? 60) : 0;
  const message =
    state.step !== "refused"
      ? ""
      : {
          wrong: i18n._(WRONG_CREDENTIALS),
          throttled: t`Too many failed attempts. Try again in ${i18n.number(seconds)} seconds.`,
          unreachable: t`The server could not be reached. Check your connection and try again.`,
          invalid: t`Enter your username and password.`,
        }[state.reason];

  return (
    <main className="admin-login">
      <form className="admin-card" onSubmit={(event) => void submit(event)} noValidate aria-describedby={message ? "login-error" : undefined}>
        <h1>
          <Trans>Log in to the brand admin</Trans>
        </h1>
        <label className="admin-field">
          <span>{t`Username`}</span>
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
        </label>
        <label className="admin-field">
          <span>{t`Password`}</span>
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {message ? (
          <p id="login-error" role="alert" className="admin-error">
            {message}
          </p>
        ) : null}
        <button type="submit" className="admin-primary" disabled={state.step === "sending"}>
          {state.step === "sending" ? t`Logging in…` : t`Log in`}
        </button>
        <AdminLanguageSelect onLanguage={onLanguage} />
      </form>
    </main>
  );
}
