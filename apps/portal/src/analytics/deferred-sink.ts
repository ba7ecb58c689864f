import type { AnalyticsEvent, AnalyticsSink } from "@portal/ui";

/**
 * A sink whose code loads after the page is up (started after mount, or by the first
 * event): events sent before it arrives are kept and sent in order once it has.
 */
export function deferredSink(load: () => Promise<AnalyticsSink>): AnalyticsSink {
  let sink: AnalyticsSink | undefined;
  let loading: Promise<void> | undefined;
  const queued: AnalyticsEvent[] = [];
  const ensureLoaded = () =>
    (loading ??= load().then((loaded) => {
      sink = loaded;
      loaded.start?.();
      for (const event of queued.splice(0)) loaded.send(event);
    }));
  return {
    send: (event) => {
      if (sink) return sink.send(event);
      queued.push(event);
      void ensureLoaded();
    },
    start: () => void ensureLoaded(),
  };
}
