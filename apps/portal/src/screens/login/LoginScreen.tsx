import { useLingui } from "@lingui/react/macro";
import { afterLoginHref, LOGIN_NEXT_PARAM, returnLoginBodyOf } from "@portal/core/permissions";
import type { LanguagePrefix } from "@portal/core/locale";
import { FormField, FormStatusLines } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { postedFormOf } from "../../state/posted-form.ts";
import { useLoginForm } from "./use-login-form.ts";
import "./login.css";

/**
 * `/login`: the return login (username: the order number; password: the email or phone of
 * the order). The server answers with the cookies; the shopper then goes back to the screen
 * that sent them, by a full page load so the server renders it with the new cookies.
 */
export default function LoginScreen() {
  const { t } = useLingui();
  const { state, api } = usePortal();
  const prefix = (state.user.routePrefix.slice(1) || null) as LanguagePrefix | null;
  const form = useLoginForm({
    logIn: (values) => api.returnLogin(returnLoginBodyOf({ ...values, domain: state.brand.subdomain })),
    onLoggedIn: () => window.location.assign(afterLoginHref(prefix, new URLSearchParams(window.location.search).get(LOGIN_NEXT_PARAM))),
    posted: postedFormOf(state, "login"),
  });
  return (
    <section className="portal-screen portal-form-screen portal-login" data-screen="login" aria-labelledby="screen-title">
      <h1 id="screen-title">{t`Log in to continue`}</h1>
      <p>{t`Use your order number as the username, and the email or phone number you gave with the order as the password.`}</p>
      <form {...form.formProps}>
        {[form.username, form.password].map((field, index) => (
          <FormField
            key={field.inputProps.name}
            label={index === 0 ? t`Username` : t`Password`}
            labelProps={field.labelProps}
            error={field.error}
            errorProps={field.errorProps}
          >
            <input {...field.inputProps} />
          </FormField>
        ))}
        <button {...form.submitButtonProps} className="portal-button">
          {form.submitLabel}
        </button>
        <FormStatusLines progress={form.progress} progressProps={form.progressProps} submitError={form.message} submitErrorProps={form.messageProps} />
      </form>
    </section>
  );
}
