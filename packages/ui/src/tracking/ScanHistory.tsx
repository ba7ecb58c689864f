import type { HistoryScan } from "@portal/core/timeline";
import { LocalDateTime } from "./LocalDateTime.tsx";
import { useScanHistory, type ScanDayView } from "./use-scan-history.ts";
import "./scan-history.css";

export interface ScanHistoryProps {
  scans: readonly HistoryScan[];
  /** How many of the newest scans show before the disclosure. */
  visible?: number;
}

/**
 * The courier's scans under the stage timeline: description, location and time, by day,
 * newest first. A code the portal recognises also shows its stage in the page's language
 * beside the courier's words, which keep their own language (`lang`, `dir="auto"`). Older scans sit in a native `<details>`, which opens without JavaScript.
 */
export function ScanHistory({ scans, visible }: ScanHistoryProps) {
  const view = useScanHistory(scans, visible === undefined ? {} : { visible });
  if (view.isEmpty) return null;
  return (
    <section className="portal-scan-history" aria-labelledby="scan-history-title" {...view.rootProps}>
      <h2 id="scan-history-title" data-part="title">
        {view.title}
      </h2>
      <ScanDays days={view.shown} />
      {view.earlier.length > 0 ? (
        <details data-part="earlier">
          <summary>{view.earlierText}</summary>
          <ScanDays days={view.earlier} />
        </details>
      ) : null}
    </section>
  );
}

function ScanDays({ days }: { days: ScanDayView[] }) {
  return (
    <ol data-part="days">
      {days.map((day) => (
        <li key={day.key} data-part="day">
          <h3 data-part="day-heading">
            <time dateTime={day.date}>{day.heading}</time>
          </h3>
          <ol data-part="scans">
            {day.scans.map((scan) => (
              <li key={scan.key} {...scan.itemProps}>
                <LocalDateTime data-part="scan-time" value={scan.at} precision="time" />
                {scan.label ? <span data-part="scan-label">{scan.label}</span> : null}
                <span {...scan.textProps} data-part="scan-text">
                  {scan.text}
                </span>
                {scan.location ? <span data-part="scan-location">{scan.location}</span> : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
