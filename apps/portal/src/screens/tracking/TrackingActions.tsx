import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { TrackingEntry } from "@portal/core/api";
import type { LinkParams } from "@portal/core/routes";
import { CONTACT_UPDATE_NOTE, contactUpdateStateOf } from "@portal/ui";
// With the actions, not the deferred download: the server-rendered button is styled at first paint.
import "@portal/ui/tracking/shipping-label.css";
import { usePortal } from "../../state/portal-state-context.tsx";
import { deferredPart } from "../deferred-part.tsx";
import { myOrdersHref, takeActionHref, updateContactHref } from "./tracking-links.ts";
/** The return and exchange entry (issue 33 item 12) is a part of its own: it loads after hydration, and is server-rendered in full. */
const ReturnEntry = deferredPart(() => import("./ReturnEntry.tsx"));

/** The label's request-and-poll logic loads only on a page that offers the label. */
const LabelDownload = deferredPart(() => import("./LabelDownload.tsx"));

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
      <ReturnEntry waybill={waybill} latestStatus={entry.latest_status} securityKey={params.security_key} />
      {contact === "shipment-closed" || contact === "not-offered" ? (
        <UpdateContactAction href={updateContactHref(prefix, linkParams)} note={CONTACT_UPDATE_NOTE[contact]} />
      ) : null}
    </div>
  );
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
