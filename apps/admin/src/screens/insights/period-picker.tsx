import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { InsightPeriod } from "@portal/core/api";
import { useFormatters } from "@portal/i18n/react";
import { lastDays, PERIOD_PRESETS, periodProblem, type PeriodProblem } from "./insight-period.ts";

interface PeriodPickerProps {
  period: InsightPeriod;
  previous: InsightPeriod | undefined;
  today: Date;
  onPeriod: (period: InsightPeriod) => void;
}

/** The period: quick choices (last 7/30/90 days) or two dates; says which period it compares with. */
export function PeriodPicker({ period, previous, today, onPeriod }: PeriodPickerProps) {
  const { t } = useLingui();
  const f = useFormatters();
  const [draft, setDraft] = useState(period);
  const [problem, setProblem] = useState<PeriodProblem>();
  const problemText = {
    missing: t`Enter both dates.`,
    order: t`The start must be on or before the end.`,
    length: t`Choose at most 366 days.`,
  } satisfies Record<PeriodProblem, string>;
  const day = (d: string) => f.date(`${d}T00:00:00Z`, "UTC");
  const [start, end] = [day(period.from), day(period.to)];
  const [previousStart, previousEnd] = previous ? [day(previous.from), day(previous.to)] : ["", ""];
  const apply = (next: InsightPeriod) => {
    const found = periodProblem(next);
    setProblem(found);
    if (!found) onPeriod(next);
  };
  return (
    <form
      className="admin-filters insight-period"
      aria-label={t`Period`}
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <div className="insight-presets" role="group" aria-label={t`Quick periods`}>
        {PERIOD_PRESETS.map((days) => {
          const preset = lastDays(days, today);
          const chosen = preset.from === period.from && preset.to === period.to;
          return (
            <button
              key={days}
              type="button"
              className="admin-button"
              aria-pressed={chosen}
              data-preset={days}
              onClick={() => {
                setDraft(preset);
                apply(preset);
              }}
            >
              {t`Last ${days} days`}
            </button>
          );
        })}
      </div>
      <label className="admin-field">
        <span>{t`From`}</span>
        <input type="date" name="from" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      </label>
      <label className="admin-field">
        <span>{t`To`}</span>
        <input type="date" name="to" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </label>
      <div className="admin-filter-actions">
        <button type="submit" className="admin-button admin-primary">{t`Show`}</button>
      </div>
      {problem ? (
        <p role="alert" className="admin-error">
          {problemText[problem]}
        </p>
      ) : null}
      <p className="admin-muted insight-compare" data-period={`${period.from}/${period.to}`}>
        {previous ? t`${start} to ${end}, compared with ${previousStart} to ${previousEnd} (UTC days).` : t`${start} to ${end} (UTC days).`}
      </p>
    </form>
  );
}
