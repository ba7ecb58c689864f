import { Trans, useLingui } from "@lingui/react/macro";
import type { ThemeVersion } from "@portal/core/api";
import { SavedVersions } from "../shared/saved-versions.tsx";
import { changedFieldLabel } from "./theme-field-labels.ts";

/** The last saves (who, when, which fields), each restorable. */
export function VersionsPanel({ versions, onRestore, busy }: { versions: ThemeVersion[]; onRestore: (v: ThemeVersion) => void; busy: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <SavedVersions
      titleId="versions-title"
      marker="data-theme-versions"
      versions={versions}
      renderTag={(_, index) => (index === 0 ? <span className="admin-tag">{t`Current`}</span> : null)}
      renderDetail={(version, index) => (
        <>
          <p className="admin-muted">
            {version.changed.length > 0 ? version.changed.map((path) => changedFieldLabel(i18n, path)).join(", ") : t`No field changed`}
          </p>
          {index > 0 ? (
            <button type="button" disabled={busy} onClick={() => onRestore(version)}>
              <Trans>Restore this version</Trans>
            </button>
          ) : null}
        </>
      )}
    />
  );
}
