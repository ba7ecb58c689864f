import { describe, expect, test, vi } from "vitest";
import { combineSinks } from "./analytics-sink.ts";
import { createBeaconSink } from "./beacon-sink.ts";
import { createGoogleAnalyticsSink } from "./google-analytics-sink.ts";
import type { AnalyticsEvent } from "./analytics-event.ts";

const event: AnalyticsEvent = { category: "Email ID", action: "mailto", label: "demo" };

describe("beacon sink", () => {
  test("posts the event as JSON with sendBeacon", async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const fetch = vi.fn();
    createBeaconSink({ sendBeacon, fetch }).send(event);
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe("/api/v1/analytics");
    expect(blob.type).toBe("application/json");
    expect(JSON.parse(await blob.text())).toEqual(event);
    expect(fetch).not.toHaveBeenCalled();
  });

  test("falls back to a keepalive fetch when the beacon is refused or missing", () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    createBeaconSink({ sendBeacon: () => false, fetch }).send(event);
    expect(fetch).toHaveBeenCalledWith("/api/v1/analytics", expect.objectContaining({ method: "POST", keepalive: true, body: JSON.stringify(event) }));
  });

  test("a failing fetch is swallowed", async () => {
    const fetch = vi.fn(() => Promise.reject(new Error("offline")));
    expect(() => createBeaconSink({ sendBeacon: () => false, fetch }).send(event)).not.toThrow();
    await Promise.resolve();
  });
});

describe("Google Analytics sink", () => {
  const setup = (id = "G-ABC1234") => {
    const win: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
    // A stand-in document: happy-dom would really fetch the script.
    const scripts: { async?: boolean; src?: string }[] = [];
    const doc = { createElement: () => ({}), head: { append: (s: { src?: string }) => scripts.push(s) } } as unknown as Document;
    return { win, scripts, sink: createGoogleAnalyticsSink({ measurementId: id, window: win, document: doc }) };
  };

  test("loads gtag.js only when started, once", () => {
    const { scripts, sink } = setup();
    expect(scripts).toHaveLength(0);
    sink.start?.();
    sink.start?.();
    expect(scripts).toEqual([{ async: true, src: "https://www.googletagmanager.com/gtag/js?id=G-ABC1234" }]);
  });

  test("queues events as beacons with category and label", () => {
    const { win, sink } = setup();
    sink.send(event);
    const calls = (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls).toContainEqual(["config", "G-ABC1234", { send_page_view: false }]);
    expect(calls).toContainEqual(["event", "mailto", { event_category: "Email ID", event_label: "demo", transport_type: "beacon" }]);
  });

  test("an id that is not a GA property loads nothing", () => {
    const { scripts, win, sink } = setup("javascript:alert(1)");
    sink.start?.();
    sink.send(event);
    expect(scripts).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });
});

test("combined sinks: one throwing does not stop the others", () => {
  const good = { send: vi.fn() };
  const bad = {
    send: () => {
      throw new Error("boom");
    },
  };
  combineSinks(bad, good).send(event);
  expect(good.send).toHaveBeenCalledWith(event);
});
