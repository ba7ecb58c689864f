import { msg } from "@lingui/core/macro";

/**
 * The line a tracking page kept by the shopper's service worker shows when it is read offline.
 * The server writes it (hidden) into the page, in the page's language, with the page's time in
 * the brand's zone, so no script or catalog is needed to show it.
 */
export const OFFLINE_COPY_NOTE = msg({
  message: "You are offline. This page is as it was at {time}.",
  comment: "time is a date and time such as 5 Dec 2026, 3:20 pm",
});
