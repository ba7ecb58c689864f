import { createContext, useContext, useEffect, useMemo, type MouseEvent, type ReactNode } from "react";
import type { AnalyticsEvent, AnalyticsLinkEvent } from "./analytics-event.ts";
import { noopSink, type AnalyticsSink } from "./analytics-sink.ts";
import { trackedClickIn, trackedLinkProps, type TrackedLinkProps } from "./tracked-link-props.ts";

export interface Analytics {
  /** Records an event now (label filled from the provider when missing). */
  track: (event: AnalyticsLinkEvent) => void;
  /** Spread on an `<a>`: records the event on click. */
  trackedLinkProps: (event: AnalyticsLinkEvent) => TrackedLinkProps;
  /** The click handler of a container of markup React does not render: records its tracked links' clicks. */
  trackedClickIn: (click: MouseEvent<HTMLElement>) => void;
}

interface AnalyticsContextValue {
  sink: AnalyticsSink;
  label: string;
  outboundDelayMs: number;
}

const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);

export interface AnalyticsProviderProps {
  sink: AnalyticsSink;
  /** Default event label: the context of every event (the brand's subdomain). */
  label: string;
  /** See TrackedLinkOptions.outboundDelayMs. Default 0. */
  outboundDelayMs?: number;
  children: ReactNode;
}

/** One sink per page. The sink is started once after mount, so nothing loads on the server. */
export function AnalyticsProvider({ sink, label, outboundDelayMs = 0, children }: AnalyticsProviderProps) {
  useEffect(() => {
    sink.start?.();
  }, [sink]);
  const value = useMemo(() => ({ sink, label, outboundDelayMs }), [sink, label, outboundDelayMs]);
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}

const NO_ANALYTICS: AnalyticsContextValue = { sink: noopSink, label: "", outboundDelayMs: 0 };

/**
 * The page's analytics. Unlike the stores, this does not throw outside its provider: chrome
 * pieces render in brand stories and tests without one, and a missing sink only means
 * nothing is counted.
 */
export function useAnalytics(): Analytics {
  const { sink, label, outboundDelayMs } = useContext(AnalyticsContext) ?? NO_ANALYTICS;
  return useMemo(() => {
    const send = (event: AnalyticsEvent) => sink.send(event);
    return {
      track: (event) => send({ category: event.category, action: event.action, label: event.label ?? label }),
      trackedLinkProps: (event) => trackedLinkProps(send, event, { label, outboundDelayMs }),
      trackedClickIn: (click) => trackedClickIn(send, click, { label, outboundDelayMs }),
    };
  }, [sink, label, outboundDelayMs]);
}
