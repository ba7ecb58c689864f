import { Trans, useLingui } from "@lingui/react/macro";
import { usePortal } from "../../state/portal-state-context.tsx";

/** Spec section 8: "You seem to have found an incorrect link." plus how to reach the brand. */
export function NotFoundScreen() {
  const { t } = useLingui();
  const { state } = usePortal();
  const { email, contact } = state.theme.meta_data ?? {};
  return (
    <section className="portal-screen" data-screen="not-found" aria-labelledby="screen-title">
      <h1 id="screen-title">{t`You seem to have found an incorrect link.`}</h1>
      <p>
        {state.brand.name ? (
          <Trans>Please contact {state.brand.name} for the correct tracking link.</Trans>
        ) : (
          <Trans>Please contact the store you ordered from for the correct tracking link.</Trans>
        )}
      </p>
      {email || contact ? (
        <ul className="portal-contact-list">
          {email ? (
            <li>
              <Trans>Email:</Trans> <a href={`mailto:${email}`}>{email}</a>
            </li>
          ) : null}
          {contact ? (
            <li>
              <Trans>Phone:</Trans> <a href={`tel:${contact}`}>{contact}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
