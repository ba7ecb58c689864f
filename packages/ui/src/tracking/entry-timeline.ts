import type { TrackingEntry } from "@portal/core/api";
import { buildForwardTimeline, forwardTimelineInputOf, type ForwardTimeline } from "@portal/core/timeline";

/** What the forward timeline needs of a tracking entry. */
export type TimelineEntry = Pick<TrackingEntry, "latest_status" | "scans" | "config">;

/**
 * The forward timeline of one shipment: core's rules (stages, shortened timelines, the
 * "later scan wins" failure rule, progress) fed by core's entry mapping, kept per entry.
 */
export function forwardTimelineOfEntry(entry: TimelineEntry): ForwardTimeline {
  // A page asks twice per entry (its title and its timeline); entries are never edited in place.
  let timeline = timelines.get(entry);
  if (!timeline) timelines.set(entry, (timeline = timelineOf(entry)));
  return timeline;
}

const timelines = new WeakMap<TimelineEntry, ForwardTimeline>();

function timelineOf(entry: TimelineEntry): ForwardTimeline {
  return buildForwardTimeline(forwardTimelineInputOf(entry));
}
