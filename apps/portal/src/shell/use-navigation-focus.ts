import { useLingui } from "@lingui/react/macro";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useLayoutEffect, useRef } from "react";
import { isTrackingUrl, matchRoute, readLinkParams } from "@portal/core/routes";
import { usePortal } from "../state/portal-state-context.tsx";
import { composeTitle, screenTitleOf } from "./document-title.ts";

/**
 * After every client-side navigation (not the first page load, where the browser starts at
 * the top): the document title names the new screen, and focus moves to its main heading
 * (else to <main>), so screen-reader and keyboard users land on the new content instead of
 * the body. A screen that later learns a shipment's status refines the title itself.
 */
export function useNavigationFocus(): void {
  const { i18n } = useLingui();
  const { state } = usePortal();
  const router = useRouter();
  const href = useRouterState({ select: (s) => s.location.href });
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const { pathname, search } = router.history.location;
    const match = matchRoute(pathname);
    const page = match
      ? { screen: match.screen, isTrackingUrl: isTrackingUrl(match.path, readLinkParams(search)) }
      : { screen: "not-found" as const, isTrackingUrl: false };
    document.title = composeTitle([i18n._(screenTitleOf(page)), state.brand.name]);
    // Lazy screens mount a moment later: wait for the heading, within a second.
    let tries = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>("main h1") ?? (tries > 20 ? document.querySelector<HTMLElement>("main") : null);
      if (!heading) {
        tries += 1;
        timer = window.setTimeout(focusHeading, 50);
        return;
      }
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: false });
    };
    let timer = window.setTimeout(focusHeading, 0);
    return () => window.clearTimeout(timer);
  }, [href, i18n, router, state.brand.name]);
}
