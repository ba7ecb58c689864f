import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { forwardStageOfCode } from "../status/forward-stage.ts";
import { FORWARD_STEP_OF_STAGE, type ForwardStepKey } from "./forward-steps.ts";
import { buildForwardTimeline } from "./forward-timeline.ts";
import type { StatusEvent } from "../status/status-event.ts";

/** Scans an hour apart from 1 May 2024, in the order given. */
function scans(...codes: number[]): StatusEvent[] {
  return codes.map((code, i) => ({ code, timestamp: new Date(Date.UTC(2024, 4, 1, i)).toISOString() }));
}

function timelineOf(codes: number[], extra: { shipDate?: string; failedDeliveryFormEnabled?: boolean; formStatusCodes?: number[] } = {}) {
  const all = scans(...codes);
  const latest = all[all.length - 1];
  if (!latest) throw new Error("need a scan");
  return buildForwardTimeline({ latestStatus: latest, scans: all, ...extra });
}

const keys = (t: ReturnType<typeof timelineOf>) => t.steps.map((s) => s.key);
const states = (t: ReturnType<typeof timelineOf>) => t.steps.map((s) => s.state[0]).join("");

describe("forward timeline (product rules §4)", () => {
  test.each<[string, number[], ForwardStepKey[], string, number]>([
    // name, scan codes, steps, states (c=complete, u=upcoming, c=current... see below), progress
    ["just placed", [1], ["placed", "dispatched", "in-transit", "out-for-delivery", "delivered"], "cuuuu", 0],
    ["dispatched", [1, 4], ["placed", "dispatched", "in-transit", "out-for-delivery", "delivered"], "ccuuu", 25],
    ["in transit", [1, 4, 5, 18], ["placed", "dispatched", "in-transit", "out-for-delivery", "delivered"], "cccuu", 50],
    ["out for delivery", [1, 4, 5, 6], ["placed", "dispatched", "in-transit", "out-for-delivery", "delivered"], "ccccu", 75],
    ["delivered", [1, 4, 5, 6, 8], ["placed", "dispatched", "in-transit", "out-for-delivery", "delivered"], "ccccc", 100],
    ["delivered (32)", [2, 4, 19, 6, 32], ["placed", "dispatched", "in-transit", "out-for-delivery", "delivered"], "ccccc", 100],
    ["failed delivery", [1, 4, 5, 6, 7], ["placed", "dispatched", "in-transit", "out-for-delivery", "failed", "delivered"], "cccccu", 80],
    ["failed delivery (9)", [1, 4, 5, 6, 9], ["placed", "dispatched", "in-transit", "out-for-delivery", "failed", "delivered"], "cccccu", 80],
    ["cancelled before dispatch", [1, 10], ["placed", "cancelled"], "cc", 100],
    ["lost in transit", [1, 4, 5, 16], ["placed", "dispatched", "in-transit", "lost"], "cccc", 100],
    ["damaged after dispatch", [1, 4, 17], ["placed", "dispatched", "damaged"], "ccc", 100],
    ["expired", [28, 23], ["placed", "expired"], "cc", 100],
    ["returned to origin after a failure", [1, 4, 5, 6, 7, 11], ["placed", "dispatched", "in-transit", "out-for-delivery", "returned"], "ccccc", 100],
    ["returned to origin from transit", [1, 4, 20, 27], ["placed", "dispatched", "in-transit", "returned"], "cccc", 100],
  ])("%s", (_name, codes, expectedKeys, expectedStates, progress) => {
    const timeline = timelineOf(codes);
    expect(keys(timeline)).toEqual(expectedKeys);
    // The current step is the last "c": rewrite it to make the expectation exact.
    const exact = expectedStates.replace(/c(?=u|$)/, "C");
    expect(timeline.steps.map((s) => (s.state === "current" ? "C" : s.state[0])).join("")).toBe(exact);
    expect(timeline.progress).toBe(progress);
  });

  test.each<[string, number[], string]>([
    // Rule IMPLIED_BY_LATER_SCAN: dispatched, placed and out-for-delivery are implied by later scans.
    ["no dispatch scan before in transit: dispatched implied, done without a time", [1, 5], "ccc"],
    ["no hub scan before the delivery run: in transit skipped", [1, 4, 6], "ccsc"],
    ["delivered straight from dispatch: in transit skipped, out for delivery implied", [1, 4, 8], "ccscc"],
    ["only a delivered scan: placed, dispatched, out for delivery implied", [8], "ccscc"],
  ])("%s", (_name, codes, expected) => {
    const timeline = timelineOf(codes);
    expect(states(timeline).slice(0, expected.length)).toBe(expected);
    const skipped = timeline.steps.filter((s) => s.state === "skipped");
    expect(skipped.every((s) => s.at === null && s.tone === "neutral")).toBe(true);
    const implied = timeline.steps.filter((s) => s.state === "complete" && !codes.some((c) => FORWARD_STEP_OF_STAGE[forwardStageOfCode(c)!] === s.key));
    expect(implied.every((s) => s.at === null)).toBe(true);
  });

  test("a ship date inserts ready to ship after placed", () => {
    const timeline = timelineOf([1, 4], { shipDate: "2024-04-30T10:00:00Z" });
    expect(keys(timeline)).toEqual(["placed", "ready-to-ship", "dispatched", "in-transit", "out-for-delivery", "delivered"]);
    expect(timeline.steps[1]?.at).toEqual(new Date("2024-04-30T10:00:00Z"));
    expect(states(timeline)).toBe("cccuuu");
  });

  test("code 1001 is the ready-to-ship step even without a ship date", () => {
    const timeline = timelineOf([1, 1001]);
    expect(keys(timeline)).toEqual(["placed", "ready-to-ship", "dispatched", "in-transit", "out-for-delivery", "delivered"]);
    expect(timeline.steps[1]?.state).toBe("current");
  });

  test("seven steps: ready to ship plus a failure", () => {
    const timeline = timelineOf([1, 4, 5, 6, 7], { shipDate: "2024-04-30T10:00:00Z" });
    expect(timeline.steps.map((s) => s.progress)).toEqual([0, 17, 33, 50, 67, 83, 100]);
    expect(timeline.progress).toBe(83);
  });

  test("a later out-for-delivery scan clears an earlier failure", () => {
    const timeline = timelineOf([1, 4, 5, 6, 7, 6]);
    expect(timeline.stage).toBe("out-for-delivery");
    expect(keys(timeline)).not.toContain("failed");
    expect(timeline.showActionForm).toBe(false);
    expect(timeline.steps[3]?.at).toEqual(new Date(Date.UTC(2024, 4, 1, 5)));
  });

  test("a later failure shows failed with the action form, even if latest_status says out for delivery", () => {
    const all = scans(1, 4, 6, 7);
    const staleLatest = { code: 6, timestamp: all[2]?.timestamp ?? "" };
    const timeline = buildForwardTimeline({ latestStatus: staleLatest, scans: all });
    expect(timeline.stage).toBe("failed-delivery");
    expect(timeline.showActionForm).toBe(true);
    expect(timeline.tone).toBe("failure");
  });

  test("a failed latest status with a newer out-for-delivery scan is out for delivery", () => {
    const all = scans(1, 4, 7, 6);
    const latest = { code: 7, timestamp: all[2]?.timestamp ?? "" };
    expect(buildForwardTimeline({ latestStatus: latest, scans: all }).stage).toBe("out-for-delivery");
  });

  test("the action form follows the brand's switches", () => {
    expect(timelineOf([1, 6, 7]).showActionForm).toBe(true);
    expect(timelineOf([1, 6, 7], { failedDeliveryFormEnabled: false }).showActionForm).toBe(false);
    expect(timelineOf([1, 6, 7], { formStatusCodes: [9] }).showActionForm).toBe(false);
    expect(timelineOf([1, 6, 9], { formStatusCodes: [9] }).showActionForm).toBe(true);
    expect(timelineOf([1, 6, 8]).showActionForm).toBe(false);
  });

  test.each<[number[], string]>([
    [[1], "neutral"],
    [[1, 4], "progress"],
    [[1, 4, 5, 6, 8], "success"],
    [[1, 4, 5, 6, 7], "failure"],
    [[1, 4, 16], "lost"],
    [[1, 4, 17], "lost"],
    [[1, 10], "failure"],
    [[1, 23], "failure"],
    [[1, 4, 11], "failure"],
  ])("tone of %j is %s", (codes, tone) => {
    const timeline = timelineOf(codes);
    expect(timeline.tone).toBe(tone);
    expect(timeline.steps[timeline.currentIndex]?.tone).toBe(tone);
  });

  test("step tones: complete green, upcoming neutral", () => {
    const timeline = timelineOf([1, 4, 5]);
    expect(timeline.steps.map((s) => s.tone)).toEqual(["success", "success", "progress", "neutral", "neutral"]);
  });

  test("each reached step records when it was first reached; upcoming steps have no time", () => {
    const timeline = timelineOf([1, 4, 5, 18]);
    expect(timeline.steps.map((s) => s.at?.toISOString() ?? null)).toEqual([
      "2024-05-01T00:00:00.000Z",
      "2024-05-01T01:00:00.000Z",
      "2024-05-01T02:00:00.000Z",
      null,
      null,
    ]);
  });

  test("scans arrive in any order", () => {
    const ordered = scans(1, 4, 5, 6);
    const shuffled = [ordered[2], ordered[0], ordered[3], ordered[1]].filter((s) => s !== undefined);
    const latest = ordered[3];
    if (!latest) throw new Error("scan");
    expect(buildForwardTimeline({ latestStatus: latest, scans: shuffled })).toEqual(buildForwardTimeline({ latestStatus: latest, scans: ordered }));
  });

  test("an unknown latest code falls back to the newest known scan", () => {
    const all = scans(1, 4, 5);
    const timeline = buildForwardTimeline({ latestStatus: { code: 999, timestamp: "2024-05-02T00:00:00Z" }, scans: all });
    expect(timeline.stage).toBe("in-transit");
  });

  test("no known scans at all shows order placed", () => {
    const timeline = buildForwardTimeline({ latestStatus: { code: 999, timestamp: "bad" }, scans: [] });
    expect(timeline.stage).toBe("order-placed");
    expect(timeline.currentIndex).toBe(0);
  });
});

describe("forward timeline properties", () => {
  const knownCodes = [1, 2, 3, 28, 25, 1001, 4, 5, 18, 19, 20, 6, 8, 32, 10, 16, 17, 23, 7, 9, 11, 12, 13, 14, 15, 21, 26, 27];
  const scanList = fc
    .array(fc.record({ code: fc.oneof(fc.constantFrom(...knownCodes), fc.integer({ min: 0, max: 40 })), gap: fc.integer({ min: 0, max: 86_400_000 }) }), {
      minLength: 1,
      maxLength: 12,
    })
    .map((rows) => {
      let t = Date.UTC(2024, 0, 1);
      return rows.map(({ code, gap }) => {
        t += gap;
        return { code, timestamp: new Date(t).toISOString() };
      });
    });
  const input = fc.record({ scans: scanList, shipDate: fc.option(fc.constant("2023-12-31T00:00:00Z"), { nil: undefined }) });

  const build = ({ scans: all, shipDate }: { scans: StatusEvent[]; shipDate: string | undefined }) => {
    const latest = all[all.length - 1];
    if (!latest) throw new Error("minLength 1");
    return buildForwardTimeline({ latestStatus: latest, scans: all, shipDate });
  };

  /** Checks a property of the timeline built from every random input (fast-check shrinks a failure). */
  const everyTimeline = (check: (t: ReturnType<typeof build>, value: Parameters<typeof build>[0]) => boolean | void) => () =>
    fc.assert(fc.property(input, (value) => check(build(value), value)));

  test("2 to 7 steps, progress from 0 to 100 and never decreasing", () => {
    expect(
      everyTimeline((t) => {
        expect(t.steps.length).toBeGreaterThanOrEqual(2);
        expect(t.steps.length).toBeLessThanOrEqual(7);
        const progress = t.steps.map((s) => s.progress);
        expect(progress[0]).toBe(0);
        expect(progress[progress.length - 1]).toBe(100);
        for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1] ?? -1);
        expect(t.progress).toBe(progress[t.currentIndex]);
      }),
    ).not.toThrow();
  });

  test("exactly one current step; complete or skipped before it, upcoming after", () => {
    expect(
      everyTimeline((t) => {
        t.steps.forEach((s, i) => {
          const before = s.state === "skipped" ? "skipped" : "complete";
          expect(s.state).toBe(i < t.currentIndex ? before : i === t.currentIndex ? "current" : "upcoming");
        });
      }),
    ).not.toThrow();
  });

  test("the last reached step shows the latest status (or the newer of delivery run and failure)", () => {
    expect(
      everyTimeline((t, value) => {
        const currentMatches = t.steps[t.currentIndex]?.key === FORWARD_STEP_OF_STAGE[t.stage];
        const latestStage = forwardStageOfCode(value.scans[value.scans.length - 1]?.code ?? -1);
        const ruleFree = latestStage !== undefined && latestStage !== "out-for-delivery" && latestStage !== "failed-delivery";
        return currentMatches && (!ruleFree || t.stage === latestStage);
      }),
    ).not.toThrow();
  });

  // Strictly increasing times, and a latest_status that may be any scan (a stale one too).
  const staleInput = fc
    .array(fc.record({ code: fc.constantFrom(1, 4, 5, 6, 6, 7, 9, 8, 16, 10), gap: fc.integer({ min: 1, max: 86_400_000 }) }), {
      minLength: 1,
      maxLength: 10,
    })
    .chain((rows) => fc.record({ rows: fc.constant(rows), latestIndex: fc.nat({ max: rows.length - 1 }) }))
    .map(({ rows, latestIndex }) => {
      let t = Date.UTC(2024, 0, 1);
      const all = rows.map(({ code, gap }) => {
        t += gap;
        return { code, timestamp: new Date(t).toISOString() };
      });
      return { scans: all, latest: all[latestIndex] ?? { code: 1, timestamp: "" } };
    });

  test("the action form shows exactly when a failure is newer than every delivery run", () => {
    expect(() =>
      fc.assert(
        fc.property(staleInput, ({ scans: all, latest }) => {
          const t = buildForwardTimeline({ latestStatus: latest, scans: all });
          const latestStage = forwardStageOfCode(latest.code);
          const deliveryRuns = all.filter((s) => {
            const stage = forwardStageOfCode(s.code);
            return stage === "out-for-delivery" || stage === "failed-delivery";
          });
          const newest = deliveryRuns[deliveryRuns.length - 1];
          const expected =
            (latestStage === "out-for-delivery" || latestStage === "failed-delivery") &&
            newest !== undefined &&
            forwardStageOfCode(newest.code) === "failed-delivery";
          return t.showActionForm === expected && (t.stage === "failed-delivery") === expected;
        }),
      ),
    ).not.toThrow();
  });

  test("placed always comes first; delivered, when present, is last", () => {
    expect(
      everyTimeline((t) => {
        const at = t.steps.findIndex((s) => s.key === "delivered");
        return t.steps[0]?.key === "placed" && (at === -1 || at === t.steps.length - 1) && new Set(t.steps.map((s) => s.key)).size === t.steps.length;
      }),
    ).not.toThrow();
  });
});
