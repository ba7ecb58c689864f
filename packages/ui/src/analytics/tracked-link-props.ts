import type { MouseEvent } from "react";
import type { AnalyticsCategory, AnalyticsEvent, AnalyticsLinkEvent } from "./analytics-event.ts";

export interface TrackedLinkOptions {
  /** The label events get when the link names none (the brand). */
  label: string;
  /**
   * Same-tab links to another site wait this long before leaving, so a script sink (GA)
   * can send first (product rules §9: outbound link delay 250 ms). 0: no wait.
   */
  outboundDelayMs: number;
  /** Injectable for tests; default `window.location.assign`. */
  assign?: ((url: string) => void) | undefined;
}

/**
 * Props to spread on an `<a>` so a click is recorded; the link still works without script. The
 * event is written on the link too, so a click on the server's markup of it that React does not
 * render (the portal keeps a footer's markup as it came) is recorded from there: `trackedClickIn`.
 */
export interface TrackedLinkProps {
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  "data-track-category": AnalyticsCategory;
  "data-track-action": string;
  "data-track-label"?: string;
}

/** What of a click decides whether a same-tab outbound link waits for the event to be sent. */
type LinkClick = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented" | "preventDefault">;

function isPlainLeftClick(event: LinkClick): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A same-tab navigation that leaves this site (not mailto/tel, not a new tab). */
function leavesSiteInThisTab(anchor: HTMLAnchorElement): boolean {
  if (anchor.target && anchor.target !== "_self") return false;
  if (!/^https?:$/.test(anchor.protocol)) return false;
  return typeof window !== "undefined" && anchor.origin !== window.location.origin;
}

/** The one place a link event becomes a sent event: label filled, click never broken. */
function recordLinkClick(
  send: (event: AnalyticsEvent) => void,
  event: AnalyticsLinkEvent,
  anchor: HTMLAnchorElement,
  click: LinkClick,
  options: TrackedLinkOptions,
): void {
  try {
    send({ category: event.category, action: event.action, label: event.label ?? options.label });
  } catch {
    // Never let analytics stop the shopper's click.
  }
  if (options.outboundDelayMs <= 0 || click.defaultPrevented || !isPlainLeftClick(click) || !leavesSiteInThisTab(anchor)) return;
  click.preventDefault();
  const href = anchor.href;
  const assign = options.assign ?? ((url: string) => window.location.assign(url));
  setTimeout(() => assign(href), options.outboundDelayMs);
}

export function trackedLinkProps(send: (event: AnalyticsEvent) => void, event: AnalyticsLinkEvent, options: TrackedLinkOptions): TrackedLinkProps {
  return {
    onClick: (click) => recordLinkClick(send, event, click.currentTarget, click, options),
    "data-track-category": event.category,
    "data-track-action": event.action,
    ...(event.label === undefined ? {} : { "data-track-label": event.label }),
  };
}

/**
 * The event a tracked link's attributes name, as `trackedLinkProps` wrote them. Not checked
 * against the contract here: the markup is the page's own, and the collector refuses any
 * event outside it (core's AnalyticsEventBodySchema).
 */
function linkEventOf(anchor: HTMLAnchorElement): AnalyticsLinkEvent | undefined {
  const { trackCategory: category, trackAction: action, trackLabel: label } = anchor.dataset;
  if (!category || !action) return undefined;
  return { category, action, ...(label === undefined ? {} : { label }) } as AnalyticsLinkEvent;
}

/**
 * For markup React does not render (its handlers were never attached): records a click on a
 * tracked link inside `container`, by the event its attributes name, as its own handler would.
 */
export function trackedClickIn(send: (event: AnalyticsEvent) => void, click: MouseEvent<HTMLElement>, options: TrackedLinkOptions): void {
  const target = click.target instanceof Element ? click.target : null;
  const anchor = target?.closest("a[data-track-category]");
  if (!(anchor instanceof HTMLAnchorElement) || !click.currentTarget.contains(anchor)) return;
  const event = linkEventOf(anchor);
  if (event) recordLinkClick(send, event, anchor, click, options);
}
