import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { useFormatters } from "@portal/i18n/react";
import type { ReturnReasonTextsResult } from "@portal/core/api";

/** The latest saves of the texts: when, who, and how many words changed (an audit; restoring is the import's). */
export function TextVersions({ versions }: { versions: ReturnReasonTextsResult["versions"] }) {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <section className="admin-versions" aria-labelledby="text-versions-title">
      <h2 id="text-versions-title">
        <Trans>Saved versions</Trans>
      </h2>
      {versions.length === 0 ? (
        <p className="admin-muted">
          <Trans>No saves yet from the console.</Trans>
        </p>
      ) : (
        <ol className="admin-version-list" data-text-versions>
          {versions.map((version) => {
            const changed = version.changed;
            return (
              <li key={version.id} data-changed={changed}>
                <p>
                  <strong>{format.dateTime(version.created_at)}</strong> · {version.username}
                </p>
                <p className="admin-muted">{t`${plural(changed, { one: "# text changed", other: "# texts changed" })}`}</p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
