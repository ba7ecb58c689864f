import { describe, expect, test, vi } from "vitest";
import type { AnalyticsEvent, AnalyticsSink } from "@portal/ui";
import { deferredSink } from "./deferred-sink.ts";

const event = (action: string): AnalyticsEvent => ({ category: "Email ID", action, label: "demo" });

describe("deferred analytics sink", () => {
  test("events sent before the sink's code arrives are sent in order once it has; later ones at once", async () => {
    const sent: string[] = [];
    let arrive!: (sink: AnalyticsSink) => void;
    const start = vi.fn();
    const sink = deferredSink(() => new Promise((resolve) => (arrive = resolve)));
    sink.send(event("first"));
    sink.send(event("second"));
    expect(sent).toEqual([]);
    arrive({ send: (e) => sent.push(e.action), start });
    await vi.waitFor(() => expect(sent).toEqual(["first", "second"]));
    expect(start).toHaveBeenCalledOnce();
    sink.send(event("third"));
    expect(sent).toEqual(["first", "second", "third"]);
  });

  test("start loads the code once however often it is called", async () => {
    const load = vi.fn(async (): Promise<AnalyticsSink> => ({ send: () => {} }));
    const sink = deferredSink(load);
    sink.start?.();
    sink.start?.();
    sink.send(event("x"));
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });
});
