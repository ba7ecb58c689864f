import { useLingui } from "@lingui/react/macro";
import type { ReverseStage } from "@portal/core/status";
import type { ReversePickupTimeline } from "@portal/core/timeline";

/**
 * A reverse pickup's steps as an ordered list: data-state (complete, current, upcoming)
 * and data-tone per step for brand styling; the current step is aria-current.
 */
export function PickupTimeline({ timeline }: { timeline: ReversePickupTimeline }) {
  const { t, i18n } = useLingui();
  return (
    <ol className="portal-pickup-timeline" aria-label={t`Pickup progress`} data-stage={timeline.stage} data-progress={timeline.progress}>
      {timeline.steps.map((step) => (
        <li
          key={step.key satisfies ReverseStage}
          data-step={step.key}
          data-state={step.state}
          data-tone={step.tone}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          {i18n._(step.label)}
        </li>
      ))}
    </ol>
  );
}
