import type { TrackingEntry } from "@portal/core/api";
import { useNow } from "@portal/ui";
import { deferredPart } from "../deferred-part.tsx";
import { ratingAccessOf } from "./rating-access.ts";
// With the panel, not the deferred form: the server-rendered widget is styled at first paint.
import "./rating.css";

/** In-page anchor of the widget: My orders links "give delivery feedback" here. */
export const RATING_ANCHOR_ID = "rating";

// Usable from the server's HTML: without JavaScript the form posts to the page (ssr/form-posts.ts).
const RatingForm = deferredPart(() => import("./RatingForm.tsx"), { postsWithoutScript: true });

/**
 * The rating and feedback widget under the tracking timeline. Shown only when core allows
 * rating (a valid security key, or within 6 days of delivery); read-only once rated. A brand
 * whose manifest names feedback questions asks them with the rating. The widget's code loads
 * only when it shows, while the page hydrates (the server renders it in full).
 */
export function RatingPanel({ waybill, entry }: { waybill: string; entry: TrackingEntry }) {
  const access = ratingAccessOf(entry, useNow());
  if (access.kind === "hidden") return null;
  return (
    <div id={RATING_ANCHOR_ID} className="portal-rating">
      <RatingForm waybill={waybill} access={access} />
    </div>
  );
}
