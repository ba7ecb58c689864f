import type { TrackingEntry } from "@portal/core/api";
import { deferredPart } from "../../deferred-part.tsx";
// With the panel, not the deferred form: the server-rendered form is styled at first paint.
import "./notify-opt-in.css";

/** In-page anchor of the opt-in: a refused post without JavaScript comes back to it. */
export const NOTIFY_ANCHOR_ID = "updates";

const NotifyOptInForm = deferredPart(() => import("./NotifyOptInForm.tsx"), { postsWithoutScript: true });

/**
 * "Get updates for this shipment" (issue 35 item 4) under the timeline, on a brand that sends
 * updates on some channel. Its code is a deferred part, loaded while the page hydrates, so the
 * page's first scripts do not grow; the server renders it in full, and without JavaScript its
 * form posts to the page (apps/server/src/ssr/form-posts.ts).
 */
export function NotifyOptInPanel({ waybill, entry }: { waybill: string; entry: TrackingEntry }) {
  const offered = entry.config.notify_channels;
  if (offered.length === 0) return null;
  return (
    <div id={NOTIFY_ANCHOR_ID} className="portal-notify">
      <NotifyOptInForm waybill={waybill} offered={offered} subscribed={entry.config.notify_subscribed} />
    </div>
  );
}
