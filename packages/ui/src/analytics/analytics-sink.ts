import type { AnalyticsEvent } from "./analytics-event.ts";

/** Where events go. `send` must never throw or block: a click is never held up by analytics. */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
  /** Called once in the browser after mount (never on the server), e.g. to load a script. */
  start?(): void;
}

export const noopSink: AnalyticsSink = { send: () => {} };

/** One sink that forwards to each; a failing sink does not stop the others. */
export function combineSinks(...sinks: readonly AnalyticsSink[]): AnalyticsSink {
  return {
    send(event) {
      for (const sink of sinks) {
        try {
          sink.send(event);
        } catch {
          // Analytics must never break the page.
        }
      }
    },
    start() {
      for (const sink of sinks) sink.start?.();
    },
  };
}
