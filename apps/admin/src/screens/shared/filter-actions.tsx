import { Trans } from "@lingui/react/macro";

/** A filter form's buttons: apply the draft (the form's submit), or clear every filter. */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <div className="admin-filter-actions">
      <button type="submit" className="admin-primary">
        <Trans>Apply filters</Trans>
      </button>
      <button type="button" onClick={onClear}>
        <Trans>Clear</Trans>
      </button>
    </div>
  );
}
