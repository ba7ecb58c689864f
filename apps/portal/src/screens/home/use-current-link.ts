import { useRouter, useRouterState } from "@tanstack/react-router";
import { isTrackingUrl, matchRoute, readLinkParams, type LinkParams } from "@portal/core/routes";

export interface CurrentLink {
  params: LinkParams;
  /** The path asks for tracking (a forward path with a waybill or order id). */
  isTrackingUrl: boolean;
}

/**
 * The link as it is now, not as the server first rendered it: a search made in the browser
 * and the back button change it without a reload. Read from the history's raw URL, since
 * the router's own search object turns "00123" into a number.
 */
export function useCurrentLink(): CurrentLink {
  const router = useRouter();
  // Subscribes to location changes; the raw values are read from the history below.
  useRouterState({ select: (s) => s.location.href });
  const { pathname, search } = router.history.location;
  const params = readLinkParams(search);
  const match = matchRoute(pathname);
  return { params, isTrackingUrl: match ? isTrackingUrl(match.path, params) : false };
}
