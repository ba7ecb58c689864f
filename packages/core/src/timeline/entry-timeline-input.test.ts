import { expect, test } from "vitest";
import { forwardTimelineInputOf } from "./entry-timeline-input.ts";

const scan = (code: number, timestamp: string) => ({ code, timestamp });

test("an entry's scans and brand switches become the timeline's input", () => {
  const latest = scan(7, "2024-05-03T10:00:00Z");
  const scans = [scan(1, "2024-05-01T10:00:00Z"), latest];
  expect(
    forwardTimelineInputOf({
      latest_status: latest,
      scans,
      config: { ship_date: "2024-05-01T09:00:00Z", enable_failed_delivery: false, form_status_codes: [9] },
    }),
  ).toEqual({ latestStatus: latest, scans, shipDate: "2024-05-01T09:00:00Z", failedDeliveryFormEnabled: false, formStatusCodes: [9] });
});

test("a config that says nothing leaves the timeline's defaults (no ship date, form on, every code)", () => {
  const latest = scan(1, "2024-05-01T10:00:00Z");
  expect(forwardTimelineInputOf({ latest_status: latest, scans: [latest], config: {} })).toEqual({
    latestStatus: latest,
    scans: [latest],
    shipDate: null,
    failedDeliveryFormEnabled: undefined,
    formStatusCodes: undefined,
  });
});
