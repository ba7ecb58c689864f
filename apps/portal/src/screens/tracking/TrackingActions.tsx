import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useMemo } from "react";
import { toast } from "../../app/toast.ts";
import type { TrackingEntry } from "@portal/core/api";
import { ERROR_MESSAGE } from "@portal/core/messages";
import type { LinkParams } from "@portal/core/routes";
import { CONTACT_UPDATE_NOTE, ShippingLabelDownload, contactUpdateStateOf, useShippingLabel } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { createShippingLabelCheck } from "./shipping-label-check.ts";
import { myOrdersHref, takeActionHref, updateContactHref } from "./tracking-links.ts";

export interface TrackingActionsProps {
  waybill: string;
  entry: TrackingEntry;
  /** Core's "later scan wins" rule offers the failed-delivery form. */
  showActionForm: boolean;
  /** The link that opened this page. */
  params: LinkParams;
}

/** Which action gets the primary look: one per screen, Take Action whenever it is offered, else the label. */
export type PrimaryTrackingAction = "take-action" | "shipping-label";

/**
 * Take Action (when the failure form is offered), the shipping label, My Orders and Update
 * Contact. One primary action (see PrimaryTrackingAction); an Update Contact that cannot be
 * used comes last.
 */
export function TrackingActions({ waybill, entry, showActionForm, params }: TrackingActionsProps) {
  const { state } = usePortal();
  const prefix = state.user.routePrefix;
  const linkParams = { ...params, waybill };
  const contact = contactUpdateStateOf(entry);
  const primary: PrimaryTrackingAction = showActionForm ? "take-action" : "shipping-label";
  return (
    <div className="portal-tracking-actions" data-part="actions" data-primary={primary}>
      {showActionForm ? (
        <a className="portal-button" data-action="take-action" href={takeActionHref(prefix, linkParams)}>
          <Trans>Take Action</Trans>
        </a>
      ) : null}
      <LabelDownload waybill={waybill} securityKey={params.security_key} />
      {contact === "allowed" ? <UpdateContactAction href={updateContactHref(prefix, linkParams)} note={null} /> : null}
      {entry.order_id ? (
        <a className="portal-button" data-variant="secondary" data-action="my-orders" href={myOrdersHref(prefix, entry.order_id, params.security_key)}>
          <Trans>My Orders</Trans>
        </a>
      ) : null}
      {contact === "shipment-closed" || contact === "not-offered" ? (
        <UpdateContactAction href={updateContactHref(prefix, linkParams)} note={CONTACT_UPDATE_NOTE[contact]} />
      ) : null}
    </div>
  );
}

function LabelDownload({ waybill, securityKey }: { waybill: string; securityKey: string | undefined }) {
  const { t, i18n } = useLingui();
  const { api } = usePortal();
  const check = useMemo(() => createShippingLabelCheck(api, { waybill, securityKey }), [api, waybill, securityKey]);
  const label = useShippingLabel({
    check,
    fileName: `shipping-label-${waybill}.pdf`,
    onReady: () => toast.success(t`Your shipping label is ready.`),
    onBusy: () => toast(i18n._(ERROR_MESSAGE["action-in-progress"])),
  });
  return <ShippingLabelDownload label={label} />;
}

/**
 * A working link, or a button that says why it cannot be used: it stays focusable
 * (aria-disabled, not disabled) so keyboard and screen-reader users reach the reason.
 */
function UpdateContactAction({ href, note }: { href: string; note: (typeof CONTACT_UPDATE_NOTE)[keyof typeof CONTACT_UPDATE_NOTE] }) {
  const { i18n } = useLingui();
  const noteId = useId();
  if (!note) {
    return (
      <a className="portal-button" data-variant="secondary" data-action="update-contact" data-state="enabled" href={href}>
        <Trans>Update Contact</Trans>
      </a>
    );
  }
  return (
    <div className="portal-tracking-actions__disabled" data-action="update-contact" data-state="disabled">
      <button type="button" className="portal-button" data-variant="secondary" aria-disabled="true" aria-describedby={noteId}>
        <Trans>Update Contact</Trans>
      </button>
      <p id={noteId} data-part="note">
        {i18n._(note)}
      </p>
    </div>
  );
}
