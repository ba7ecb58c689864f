import type { AnalyticsEvent } from "./analytics-event.ts";
import type { AnalyticsSink } from "./analytics-sink.ts";
import { isMeasurementId } from "@portal/core/theme";

export const GTAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export interface GoogleAnalyticsSinkOptions {
  measurementId: string;
  /** Injectable for tests; default: the page's. */
  window?: GtagWindow | undefined;
  document?: Document | undefined;
}

/**
 * Google Analytics for brands whose theme configures a property. gtag.js is loaded only by
 * `start()` (so only on those brands' pages, only in the browser); events sent before it
 * arrives wait in `dataLayer`, as gtag intends, and go out as beacons.
 */
export function createGoogleAnalyticsSink(options: GoogleAnalyticsSinkOptions): AnalyticsSink {
  const { measurementId } = options;
  let gtag: Gtag | undefined;

  const ensureGtag = (): Gtag | undefined => {
    if (gtag) return gtag;
    const win = options.window ?? (typeof window === "undefined" ? undefined : (window as unknown as GtagWindow));
    const doc = options.document ?? (typeof document === "undefined" ? undefined : document);
    if (!win || !doc || !isMeasurementId(measurementId)) return undefined;
    const layer = (win.dataLayer ??= []);
    // gtag's own stub: it queues the `arguments` object itself, which gtag.js expects.
    win.gtag ??= function gtagStub() {
      layer.push(arguments);
    };
    gtag = win.gtag;
    gtag("js", new Date());
    gtag("config", measurementId, { send_page_view: false });
    const script = doc.createElement("script");
    script.async = true;
    script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
    doc.head.append(script);
    return gtag;
  };

  return {
    start: () => {
      ensureGtag();
    },
    send(event: AnalyticsEvent) {
      ensureGtag()?.("event", event.action, {
        event_category: event.category,
        event_label: event.label,
        transport_type: "beacon",
      });
    },
  };
}
