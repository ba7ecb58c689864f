import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";

/**
 * A filter form's draft, applied together with the button so half-typed values never query:
 * a date range that ends before it starts is refused with a message, and Clear applies `cleared`.
 */
export function useFilterDraft<F extends object>({
  applied,
  cleared,
  onApply,
  tidy = (f) => f,
}: {
  applied: F;
  cleared: F;
  onApply: (f: F) => void;
  /** What the draft becomes when applied (trimmed text, say). */
  tidy?: (f: F) => F;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState("");
  return {
    draft,
    setDraft,
    set: <K extends keyof F>(key: K, value: F[K]) => setDraft((d) => ({ ...d, [key]: value })),
    problem,
    submit: (event: FormEvent) => {
      event.preventDefault();
      // `from`/`to` (ISO dates) where the form has a date range.
      const { from, to } = draft as { from?: string; to?: string };
      if (from && to && from > to) {
        setProblem(t`The start date must be on or before the end date.`);
        return;
      }
      setProblem("");
      onApply(tidy(draft));
    },
    clear: () => {
      setDraft(cleared);
      setProblem("");
      onApply(cleared);
    },
  };
}
