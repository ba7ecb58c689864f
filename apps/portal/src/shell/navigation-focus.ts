import type { I18n } from "@lingui/core";
import { isTrackingUrl, matchRoute, readLinkParams } from "@portal/core/routes";
import { composeTitle, screenTitleOf } from "./document-title.ts";

/**
 * What a client-side navigation does for screen-reader and keyboard users: the document title
 * names the new screen, and focus, when the control that had it is gone, moves to the new main
 * heading (else to <main>), instead of the body. A screen that later learns a shipment's status
 * refines the title itself. Returns the function that stops watching for the new screen.
 */
export function followNavigation(location: { pathname: string; search: string }, i18n: I18n, brandName: string | undefined): () => void {
  const match = matchRoute(location.pathname);
  const page = match
    ? { screen: match.screen, isTrackingUrl: isTrackingUrl(match.path, readLinkParams(location.search)) }
    : { screen: "not-found" as const, isTrackingUrl: false };
  document.title = composeTitle([i18n._(screenTitleOf(page)), brandName]);
  // The new screen may still be loading (a lazy chunk, a lookup): for a few seconds, whenever
  // focus has nowhere to be (the clicked control was replaced), give it to the main heading.
  const main = document.querySelector<HTMLElement>("main");
  if (!main) return () => undefined;
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
}
