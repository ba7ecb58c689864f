import { Trans, useLingui } from "@lingui/react/macro";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { usePortal } from "../../state/portal-state-context.tsx";
import { homeHref } from "./tracking-links.ts";

/** product rules §8: one message for 400, no data, another brand's shipment, or code 23. */
export function NotShippedMessage() {
  const { i18n } = useLingui();
  const { state } = usePortal();
  return (
    <section className="portal-screen" data-screen="tracking" data-state="not-shipped" aria-labelledby="screen-title">
      <h1 id="screen-title" role="alert">
        {i18n._(ERROR_MESSAGE["tracking-not-found"])}
      </h1>
      <p>
        <a href={homeHref(state.user.routePrefix)}>
          <Trans>Track another order</Trans>
        </a>
      </p>
    </section>
  );
}
