import { Trans, useLingui } from "@lingui/react/macro";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { usePortal } from "../../state/portal-state-context.tsx";
import { BrandContactFallback } from "../../shell/BrandContactFallback.tsx";
import { ReturnEntryLinks } from "../../shell/ReturnEntryLinks.tsx";

/** product rules §8: "You seem to have found an incorrect link." plus how to reach the brand. */
export function NotFoundScreen() {
  const { t, i18n } = useLingui();
  const { state } = usePortal();
  return (
    <section className="portal-screen" data-screen="not-found" aria-labelledby="screen-title">
      <h1 id="screen-title">{i18n._(ERROR_MESSAGE["incorrect-link"])}</h1>
      <p>
        {state.brand.name ? (
          <Trans>Please contact {state.brand.name} for the correct tracking link.</Trans>
        ) : (
          <Trans>Please contact the store you ordered from for the correct tracking link.</Trans>
        )}
      </p>
      <BrandContactFallback />
      <p className="portal-screen-actions">
        <a className="portal-button" href={`${state.user.routePrefix}/`} data-action="search">
          {t`Track an order`}
        </a>
      </p>
      <ReturnEntryLinks />
    </section>
  );
}
