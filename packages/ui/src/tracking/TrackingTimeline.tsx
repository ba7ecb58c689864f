import { LocalDateTime } from "./LocalDateTime.tsx";
import { useTimeline, type ToneTimeline } from "./use-timeline.ts";
import "./tracking-base.css";
import "./tracking-timeline.css";

export interface TrackingTimelineProps {
  timeline: ToneTimeline;
  /** The list's accessible name; default "Shipment progress". */
  label?: string;
  className?: string;
}

/**
 * A timeline as an ordered list: one step per item with its state and tone, the time it was
 * reached, and the current step marked for assistive technology. The steps run along the
 * inline axis (right to left in Arabic) on wider screens and down the page on phones.
 */
export function TrackingTimeline({ timeline, label, className }: TrackingTimelineProps) {
  const { rootProps, listProps, steps, positionText } = useTimeline(timeline, label === undefined ? {} : { label });
  return (
    <div className={className ? `portal-timeline ${className}` : "portal-timeline"} {...rootProps}>
      <p data-visually-hidden>{positionText}</p>
      <div data-part="track" aria-hidden="true">
        <div data-part="fill" />
      </div>
      <ol data-part="steps" {...listProps}>
        {steps.map((step) => (
          <li key={step.key} {...step.itemProps}>
            <span data-part="marker" aria-hidden="true" />
            <span data-part="text">
              <span data-part="label">{step.label}</span>
              <span data-visually-hidden>{step.stateText}</span>
              {step.at ? <LocalDateTime data-part="time" value={step.at} /> : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
