import { Trans, useLingui } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";
import type { ThemeVersion } from "@portal/core/api";
import { changedFieldLabel } from "./theme-field-labels.ts";

/** The last saves (who, when, which fields), each restorable. */
export function VersionsPanel({ versions, onRestore, busy }: { versions: ThemeVersion[]; onRestore: (v: ThemeVersion) => void; busy: boolean }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  return (
    <section className="admin-versions" aria-labelledby="versions-title">
      <h2 id="versions-title">
        <Trans>Saved versions</Trans>
      </h2>
      {versions.length === 0 ? (
        <p className="admin-muted">
          <Trans>No saves yet from the console.</Trans>
        </p>
      ) : (
        <ol className="admin-version-list" data-theme-versions>
          {versions.map((version, index) => (
            <li key={version.id}>
              <p>
                <strong>{format.dateTime(version.created_at)}</strong> · {version.username}
                {index === 0 ? <span className="admin-tag">{t`Current`}</span> : null}
              </p>
              <p className="admin-muted">
                {version.changed.length > 0 ? version.changed.map((path) => changedFieldLabel(i18n, path)).join(", ") : t`No field changed`}
              </p>
              {index > 0 ? (
                <button type="button" disabled={busy} onClick={() => onRestore(version)}>
                  <Trans>Restore this version</Trans>
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
