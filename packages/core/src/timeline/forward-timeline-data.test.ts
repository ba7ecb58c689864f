import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FORWARD_CODES_BY_STAGE } from "../status/forward-stage.ts";
import type { StatusEvent } from "../status/status-event.ts";
import { forwardTimelineOfData } from "./forward-timeline-data.ts";
import { buildForwardTimeline, forwardTimelineData } from "./forward-timeline.ts";

/** Through JSON as a page inlines a loader's answer, and back. */
const throughPage = (timeline: ReturnType<typeof buildForwardTimeline>) => forwardTimelineOfData(JSON.parse(JSON.stringify(forwardTimelineData(timeline))));

describe("a forward timeline carried as a page's data", () => {
  test("comes back as built, labels and times included, for any scans and ship date", () => {
    const event = fc.record({
      code: fc.constantFrom(...Object.values(FORWARD_CODES_BY_STAGE).flat(), 99),
      timestamp: fc.oneof(
        fc.date({ noInvalidDate: true, min: new Date("2020-01-01"), max: new Date("2030-01-01") }).map((d) => d.toISOString()),
        fc.constant("not a date"),
      ),
    });
    fc.assert(
      fc.property(
        fc.array(event, { minLength: 1, maxLength: 8 }),
        fc.option(fc.constant("2024-05-01T08:00:00Z"), { nil: undefined }),
        (scans: StatusEvent[], shipDate) => {
          const latestStatus = scans[scans.length - 1]!;
          const built = buildForwardTimeline({ latestStatus, scans, shipDate });
          expect(throughPage(built)).toEqual(built);
        },
      ),
    );
  });

  test("carries no label: the page names each step's label by its key", () => {
    const scans = [
      { code: 1, timestamp: "2024-05-01T08:00:00Z" },
      { code: 4, timestamp: "2024-05-01T09:00:00Z" },
    ];
    const data = forwardTimelineData(buildForwardTimeline({ latestStatus: scans[1]!, scans }));
    expect(JSON.stringify(data)).not.toContain("label");
    expect(data.steps[1]).toEqual({ key: "dispatched", state: "current", at: "2024-05-01T09:00:00.000Z", tone: expect.any(String), progress: 25 });
  });
});
