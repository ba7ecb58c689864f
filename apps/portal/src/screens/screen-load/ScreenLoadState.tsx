import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { ERROR_MESSAGE } from "@portal/core/messages";
import type { ScreenLoad } from "../../data/screen-load.ts";
import { BrandContactFallback } from "../../shell/BrandContactFallback.tsx";

export type UnreadyLoad = Exclude<ScreenLoad<object>, { status: "ready" }>;

/**
 * The one view of a data screen that has nothing to show: no link, the product rules' not-shipped
 * message (or the screen's own, for what is not a shipment), or a failure with Try again (which runs the route's loader again) and the brand's
 * own phone, email and WhatsApp, so a shopper is never left with only "Something went wrong".
 */
export function ScreenLoadState({
  load,
  noLinkText,
  notFoundText = ERROR_MESSAGE["tracking-not-found"],
}: {
  load: UnreadyLoad;
  noLinkText: MessageDescriptor;
  notFoundText?: MessageDescriptor;
}) {
  const { i18n } = useLingui();
  switch (load.status) {
    case "no-link":
      return <p data-part="no-link">{i18n._(noLinkText)}</p>;
    case "not-found":
      return (
        <p role="alert" data-part="not-found">
          {i18n._(notFoundText)}
        </p>
      );
    case "failed":
      return <ScreenLoadFailed />;
  }
}

/** The failed state alone, for a screen that shows something else for no link (the return flows' lookup form). */
export function ScreenLoadFailed() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  return (
    <div role="alert" data-part="load-failed">
      <p>{i18n._(ERROR_MESSAGE["something-went-wrong"])}</p>
      <button type="button" className="portal-button" onClick={() => void router.invalidate()}>
        {t`Try again`}
      </button>
      <BrandContactFallback />
    </div>
  );
}
