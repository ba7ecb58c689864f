import type { MouseEvent } from "react";
import type { AnalyticsEvent, AnalyticsLinkEvent } from "./analytics-event.ts";

export interface TrackedLinkOptions {
  /** The label events get when the link names none (the brand). */
  label: string;
  /**
   * Same-tab links to another site wait this long before leaving, so a script sink (GA)
   * can send first (spec section 9: outbound link delay 250 ms). 0: no wait.
   */
  outboundDelayMs: number;
  /** Injectable for tests; default `window.location.assign`. */
  assign?: ((url: string) => void) | undefined;
}

/** Props to spread on an `<a>` so a click is recorded; the link still works without script. */
export interface TrackedLinkProps {
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A same-tab navigation that leaves this site (not mailto/tel, not a new tab). */
function leavesSiteInThisTab(anchor: HTMLAnchorElement): boolean {
  if (anchor.target && anchor.target !== "_self") return false;
  if (!/^https?:$/.test(anchor.protocol)) return false;
  return typeof window !== "undefined" && anchor.origin !== window.location.origin;
}

/** The one place a link event becomes a sent event: label filled, click never broken. */
export function trackedLinkProps(send: (event: AnalyticsEvent) => void, event: AnalyticsLinkEvent, options: TrackedLinkOptions): TrackedLinkProps {
  return {
    onClick: (click) => {
      try {
        send({ category: event.category, action: event.action, label: event.label ?? options.label });
      } catch {
        // Never let analytics stop the shopper's click.
      }
      const anchor = click.currentTarget;
      if (options.outboundDelayMs <= 0 || click.defaultPrevented || !isPlainLeftClick(click) || !leavesSiteInThisTab(anchor)) return;
      click.preventDefault();
      const href = anchor.href;
      const assign = options.assign ?? ((url: string) => window.location.assign(url));
      setTimeout(() => assign(href), options.outboundDelayMs);
    },
  };
}
