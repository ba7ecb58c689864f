import { useLingui } from "@lingui/react/macro";
import type { OpsFiltersResult } from "@portal/core/api";
import { AnyOptions, SelectField } from "../../app/select-field.tsx";
import { AlertLine } from "../shared/alert-line.tsx";
import { DateRangeFields } from "../shared/date-range-fields.tsx";
import { FilterActions } from "../shared/filter-actions.tsx";
import { useFilterDraft } from "../shared/use-filter-draft.ts";
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
  const { draft, setDraft, set, problem, submit, clear } = useFilterDraft({ applied, cleared: NO_FILTER, onApply });
  const buckets = (options?.buckets ?? []).filter((b) => draft.kind === "" || b.kind === draft.kind);
  const issues = buckets
    .filter((b) => draft.bucket === "" || String(b.bucket_id) === draft.bucket)
    .flatMap((b) => b.issues.map((i) => ({ ...i, kind: b.kind })));
  const kindLabel = { delivery: t`Delivery`, pickup: t`Pickup` } as const;

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
      <DateRangeFields labels={{ from: t`Failed on or after`, to: t`Failed on or before` }} from={draft.from} to={draft.to} onChange={set} />
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
      <FilterActions onClear={clear} />
      <AlertLine message={problem} />
    </form>
  );
}
