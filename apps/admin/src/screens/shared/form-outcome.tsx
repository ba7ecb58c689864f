import type { ReactNode } from "react";

/** How a form's last submit ended, as the line under it says it; `idle` and under way say nothing. */
export type FormOutcomeLine = { refused: string } | { done: "saved" | "queued"; text: ReactNode; messageId?: string } | undefined;

/**
 * The line under a console form after a submit: a refusal as an alert, a success as a status.
 * Marked `data-<name>-result="refused|saved|queued"` so tests wait for the answer, not for time.
 */
export function FormOutcome({ name, outcome }: { name: string; outcome: FormOutcomeLine }) {
  const attribute = `data-${name}-result`;
  if (!outcome) return null;
  if ("refused" in outcome)
    return (
      <p role="alert" className="admin-error" {...{ [attribute]: "refused" }}>
        {outcome.refused}
      </p>
    );
  return (
    <p role="status" className="admin-success" {...{ [attribute]: outcome.done }} data-test-message={outcome.messageId}>
      {outcome.text}
    </p>
  );
}
