import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OpsFiltersResult } from "@portal/core/api";
import { AnyOptions, SelectField } from "../../app/select-field.tsx";
import { NO_FILTER, type OpsFilterValues } from "./use-ops-reports.ts";

/** The filters; applied together with the button, so half-typed dates never query. */
export function OpsFilterForm({
  options,
  applied,
  onApply,
}: {
  options: OpsFiltersResult | undefined;
  applied: OpsFilterValues;
  onApply: (f: OpsFilterValues) => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState("");
  const set = <K extends keyof OpsFilterValues>(key: K, value: OpsFilterValues[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const buckets = (options?.buckets ?? []).filter((b) => draft.kind === "" || b.kind === draft.kind);
  const issues = buckets
    .filter((b) => draft.bucket === "" || String(b.bucket_id) === draft.bucket)
    .flatMap((b) => b.issues.map((i) => ({ ...i, kind: b.kind })));
  const kindLabel = { delivery: t`Delivery`, pickup: t`Pickup` } as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(t`The start date must be on or before the end date.`);
      return;
    }
    setProblem("");
    onApply(draft);
  };

  return (
    <form className="admin-filters" onSubmit={submit} aria-label={t`Filter delivery issues`}>
      <SelectField
        label={t`Type`}
        name="kind"
        value={draft.kind}
        onChange={(e) => setDraft({ ...draft, kind: e.target.value as OpsFilterValues["kind"], bucket: "", issue: "" })}
      >
        <option value="">{t`Failed deliveries and pickups`}</option>
        <option value="delivery">{t`Failed deliveries`}</option>
        <option value="pickup">{t`Failed pickups`}</option>
      </SelectField>
      <SelectField label={t`Bucket`} name="bucket" value={draft.bucket} onChange={(e) => setDraft({ ...draft, bucket: e.target.value, issue: "" })}>
        <AnyOptions
          anyLabel={t`Any bucket`}
          options={[...new Map(buckets.map((b) => [b.bucket_id, b])).values()].map((b) => ({
            key: String(b.bucket_id),
            value: String(b.bucket_id),
            label: b.bucket_name,
          }))}
        />
      </SelectField>
      <SelectField label={t`Issue`} name="issue" value={draft.issue} onChange={(e) => set("issue", e.target.value)}>
        <AnyOptions
          anyLabel={t`Any issue`}
          options={issues.map((i) => ({
            key: `${i.kind}:${i.issue_id}`,
            value: String(i.issue_id),
            label: `${kindLabel[i.kind]} ${i.issue_id}: ${i.issue_name}`,
          }))}
        />
      </SelectField>
      <SelectField label={t`Courier`} name="courier" value={draft.courier} onChange={(e) => set("courier", e.target.value)}>
        <AnyOptions anyLabel={t`Any courier`} options={(options?.couriers ?? []).map((c) => ({ key: c.id, value: c.id, label: c.name }))} />
      </SelectField>
      <label className="admin-field">
        <span>{t`Failed on or after`}</span>
        <input name="from" type="date" value={draft.from} onChange={(e) => set("from", e.target.value)} />
      </label>
      <label className="admin-field">
        <span>{t`Failed on or before`}</span>
        <input name="to" type="date" value={draft.to} onChange={(e) => set("to", e.target.value)} />
      </label>
      <SelectField
        label={t`Shopper answered`}
        name="answered"
        value={draft.answered}
        onChange={(e) => set("answered", e.target.value as OpsFilterValues["answered"])}
      >
        <option value="">{t`Answered or not`}</option>
        <option value="yes">{t`Answered`}</option>
        <option value="no">{t`Not answered`}</option>
      </SelectField>
      <div className="admin-filter-actions">
        <button type="submit" className="admin-primary">
          <Trans>Apply filters</Trans>
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(NO_FILTER);
            setProblem("");
            onApply(NO_FILTER);
          }}
        >
          <Trans>Clear</Trans>
        </button>
      </div>
      {problem ? (
        <p role="alert" className="admin-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
