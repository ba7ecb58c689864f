import { useLingui } from "@lingui/react/macro";

/**
 * Every data screen's pending view: shown only after a client navigation or search that
 * takes a while (the server renders the loaded screen, never this).
 */
export function ScreenPending() {
  const { t } = useLingui();
  return (
    <section className="portal-screen" data-state="loading" aria-busy="true">
      <p role="status" data-part="loading">
        {t`Loading your shipment…`}
      </p>
    </section>
  );
}
