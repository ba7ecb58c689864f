import { useEffect, type RefObject } from "react";

/**
 * After the console moves to a page without a reload (a login, a section link, a brand
 * picked, Back), focus goes to the new page's heading, so a screen reader announces where
 * the admin landed instead of focus dropping to <body>. The heading may arrive after the
 * page's data: it is watched for. `arrival` names the page (screen and brand), so a filter
 * written to the query does not pull focus away; it is undefined on the page first loaded,
 * where focus is left at the document's start.
 */
export function useHeadingFocus(container: RefObject<HTMLElement | null>, arrival: string | undefined): void {
  useEffect(() => {
    const root = container.current;
    if (arrival === undefined || !root) return;
    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const watch = new MutationObserver(() => {
      if (focusHeading()) watch.disconnect();
    });
    watch.observe(root, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [container, arrival]);
}
