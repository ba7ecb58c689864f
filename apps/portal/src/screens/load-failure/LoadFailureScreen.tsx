import { useLingui } from "@lingui/react/macro";
import { BrandContactFallback } from "../../shell/BrandContactFallback.tsx";

/** Shown when a screen's script could not be loaded (offline, time-out): never a blank page. */
export function LoadFailureScreen() {
  const { t } = useLingui();
  return (
    <section className="portal-screen" data-screen="load-failure" aria-labelledby="screen-title">
      <h1 id="screen-title">{t`This page could not be loaded.`}</h1>
      <p>{t`Please check your internet connection and try again.`}</p>
      <button type="button" className="portal-button" onClick={() => window.location.reload()}>
        {t`Try again`}
      </button>
      <BrandContactFallback />
    </section>
  );
}
