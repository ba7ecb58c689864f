import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { forwardTimelineOfEntry } from "./entry-timeline.ts";
import { SAMPLE_JOURNEYS, sampleTrackingEntry, type SampleJourney } from "../testing/tracking-fixtures.ts";
import { TrackingTimeline } from "./TrackingTimeline.tsx";

afterEach(cleanup);

function renderJourney(journey: SampleJourney, locale: "en" | "ar" = "en") {
  const timeline = forwardTimelineOfEntry(sampleTrackingEntry({ codes: SAMPLE_JOURNEYS[journey] }));
  const view = renderWithI18n(<TrackingTimeline timeline={timeline} />, locale);
  const list = screen.getByRole("list", { name: "Shipment progress" });
  const items = within(list).getAllByRole("listitem");
  return { view, list, items, timeline };
}

const summary = (items: HTMLElement[]) => items.map((li) => `${li.querySelector('[data-part="label"]')?.textContent}:${li.dataset.state}:${li.dataset.tone}`);

describe("TrackingTimeline", () => {
  test("an ordered list of core's steps: complete ones green, the current one marked, later ones upcoming", () => {
    const { items, view } = renderJourney("in-transit");
    expect(summary(items)).toEqual([
      "Order placed:complete:success",
      "Dispatched:complete:success",
      "In transit:current:progress",
      "Out for delivery:upcoming:neutral",
      "Delivered:upcoming:neutral",
    ]);
    expect(items[2]?.getAttribute("aria-current")).toBe("step");
    expect(items.filter((li) => li.hasAttribute("aria-current"))).toHaveLength(1);
    const root = view.container.querySelector('[data-part="timeline"]');
    expect(root?.getAttribute("data-tone")).toBe("progress");
    expect(root?.getAttribute("data-progress")).toBe("50");
    expect(screen.getByText("Step 3 of 5")).toBeTruthy();
  });

  test("reached steps show when they were reached, as a machine-readable time", () => {
    const { items } = renderJourney("in-transit");
    const time = items[1]?.querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe("2026-05-01T21:00:00.000Z");
    expect(time?.textContent).toMatch(/2026/);
    expect(items[3]?.querySelector("time")).toBeNull();
  });

  test("each step tells screen readers where it stands", () => {
    const { items } = renderJourney("in-transit");
    expect(items[0]?.textContent).toContain("Completed");
    expect(items[2]?.textContent).toContain("Current status");
    expect(items[4]?.textContent).toContain("Not reached yet");
  });

  test.each<[SampleJourney, string, string[]]>([
    ["delivered", "success", ["Order placed", "Dispatched", "In transit", "Out for delivery", "Delivered"]],
    ["failed-delivery", "failure", ["Order placed", "Dispatched", "In transit", "Out for delivery", "Failed delivery", "Delivered"]],
    ["failed-then-out-for-delivery", "progress", ["Order placed", "Dispatched", "In transit", "Out for delivery", "Delivered"]],
    ["lost", "lost", ["Order placed", "Dispatched", "In transit", "Lost"]],
    ["damaged", "lost", ["Order placed", "Dispatched", "Damaged"]],
    ["cancelled", "failure", ["Order placed", "Cancelled"]],
    ["returned-to-origin", "failure", ["Order placed", "Dispatched", "In transit", "Out for delivery", "Returned"]],
  ])("%s: tone %s with core's steps", (journey, tone, labels) => {
    const { items, view } = renderJourney(journey);
    expect(view.container.querySelector('[data-part="timeline"]')?.getAttribute("data-tone")).toBe(tone);
    expect(items.map((li) => li.querySelector('[data-part="label"]')?.textContent)).toEqual(labels);
    const current = items.find((li) => li.dataset.state === "current");
    expect(current?.dataset.tone).toBe(tone);
  });

  test("in an Arabic page the list keeps its order in the document (the layout mirrors it)", () => {
    const { items, view } = renderJourney("delivered", "ar");
    expect(view.container.querySelector("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(items[0]?.dataset.step).toBe("placed");
    expect(items.at(-1)?.dataset.step).toBe("delivered");
  });
});
