import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { ShippingLabelFailure, ShippingLabelPhase } from "./shipping-label-state.ts";
import type { ShippingLabel } from "./use-shipping-label.ts";
import "./shipping-label.css";

/** What the status line says in each phase (failures say why). */
const PHASE_MESSAGE = {
  idle: null,
  requesting: msg`Asking for your shipping label…`,
  preparing: msg`Preparing your label, this can take a few minutes.`,
  ready: msg`Your shipping label is ready.`,
  failed: null,
} as const satisfies Record<ShippingLabelPhase, MessageDescriptor | null>;

const FAILURE_MESSAGE = {
  error: msg`We couldn't prepare your shipping label. Please try again.`,
  timeout: msg`Your label is taking longer than usual. Please try again in a little while.`,
} as const satisfies Record<ShippingLabelFailure, MessageDescriptor>;

const BUTTON_TEXT = {
  idle: msg`Download shipping label`,
  requesting: msg`Preparing label…`,
  preparing: msg`Preparing label…`,
  ready: msg`Download shipping label`,
  failed: msg`Try again`,
} as const satisfies Record<ShippingLabelPhase, MessageDescriptor>;

/**
 * The label button, its progress line and, once ready, the download link. Focus moves from
 * the button to the link when the label arrives, so a keyboard user is not left nowhere.
 * Styling hooks: `[data-part="shipping-label"][data-state]`.
 */
export function ShippingLabelDownload({ label }: { label: ShippingLabel }) {
  const { i18n } = useLingui();
  const buttonHadFocus = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
  const ready = label.downloadProps !== null;
  useEffect(() => {
    if (ready && buttonHadFocus.current) link.current?.focus();
  }, [ready]);

  const message = label.phase === "failed" && label.failure ? FAILURE_MESSAGE[label.failure] : PHASE_MESSAGE[label.phase];
  return (
    <div className="portal-shipping-label" data-part="shipping-label" data-state={label.phase}>
      {label.downloadProps ? (
        <a ref={link} className="portal-button" {...label.downloadProps}>
          <Trans>Download shipping label</Trans>
        </a>
      ) : (
        <button
          className="portal-button"
          {...label.buttonProps}
          onFocus={() => (buttonHadFocus.current = true)}
          onBlur={() => (buttonHadFocus.current = false)}
        >
          {i18n._(BUTTON_TEXT[label.phase])}
        </button>
      )}
      <p {...label.statusProps}>{message ? i18n._(message) : null}</p>
    </div>
  );
}
