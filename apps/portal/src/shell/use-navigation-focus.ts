import { useLingui } from "@lingui/react/macro";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useLayoutEffect, useRef } from "react";
import { isTrackingUrl, matchRoute, readLinkParams } from "@portal/core/routes";
import { usePortal } from "../state/portal-state-context.tsx";
import { composeTitle, screenTitleOf } from "./document-title.ts";

/**
 * After every client-side navigation (not the first page load, where the browser starts at
 * the top): the document title names the new screen, and focus, when the control that had
 * it is gone, moves to the new main heading (else to <main>), so screen-reader and keyboard
 * users land on the new content instead of the body. A screen that later learns a shipment's status refines the title itself.
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
    // The new screen may still be loading (a lazy chunk, a lookup): for a few seconds, whenever
    // focus has nowhere to be (the clicked control was replaced), give it to the main heading.
    const main = document.querySelector<HTMLElement>("main");
    if (!main) return;
    const settle = () => {
      const active = document.activeElement;
      const heading = main.querySelector<HTMLElement>("h1");
      // <main> only holds focus until the heading arrives; anything else the shopper focused stays.
      if (active && active !== document.body && active !== main && active.isConnected) return;
      if (active === main && !heading) return;
      const target = heading ?? main;
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus();
    };
    const observer = new MutationObserver(settle);
    observer.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 5000);
    settle();
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [href, i18n, router, state.brand.name]);
}
