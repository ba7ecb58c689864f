import { Trans, useLingui } from "@lingui/react/macro";
import { toast } from "../../app/toast.ts";
import { ERROR_MESSAGE } from "@portal/core/messages";
import { BrandContactFallback } from "../../shell/BrandContactFallback.tsx";

export interface TrackingRetryProps {
  retrying: boolean;
  /** Browser fetches so far; after a failed retry the text says so. */
  attempts: number;
  onRetry: () => void;
}

/**
 * The tracking error state (product rules §8, "other tracking failures"): the server or the
 * network failed, not the shopper's link. Retry asks again without reloading the page.
 */
export function TrackingRetry({ retrying, attempts, onRetry }: TrackingRetryProps) {
  const { t, i18n } = useLingui();
  const status = retrying ? t`Loading your tracking details…` : attempts > 0 ? t`That didn't work either. Please try again in a moment.` : "";
  return (
    <section className="portal-screen" data-screen="tracking" data-state="error" aria-labelledby="screen-title">
      <h1 id="screen-title">
        <Trans>We couldn't load your tracking details</Trans>
      </h1>
      <p>
        <Trans>Please check your internet connection and try again.</Trans>
      </p>
      <button
        type="button"
        className="portal-button"
        data-action="retry"
        data-state={retrying ? "pending" : "idle"}
        aria-disabled={retrying || undefined}
        aria-busy={retrying || undefined}
        onClick={() => (retrying ? toast(() => i18n._(ERROR_MESSAGE["action-in-progress"])) : onRetry())}
      >
        {retrying ? <Trans>Retrying…</Trans> : <Trans>Retry</Trans>}
      </button>
      <p role="status" data-part="retry-status">
        {status}
      </p>
      <BrandContactFallback />
    </section>
  );
}
