import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { useFormatters } from "@portal/i18n/react";

type SavedVersion = { id: string | number; created_at: string; username: string };

/**
 * The "Saved versions" panel of an editor (theme, return texts): newest first, each save with when
 * and who; the editor adds what changed and its own actions. `marker` names the list for tests
 * and styling (`data-theme-versions`, `data-text-versions`).
 */
export function SavedVersions<Version extends SavedVersion>({
  titleId,
  marker,
  versions,
  itemProps,
  renderTag,
  renderDetail,
}: {
  titleId: string;
  marker: `data-${string}`;
  versions: readonly Version[];
  itemProps?: (version: Version) => Record<`data-${string}`, string | number>;
  /** Beside who and when (e.g. "Current" on the newest). */
  renderTag?: (version: Version, index: number) => ReactNode;
  /** Under who and when: what changed, and actions such as Restore. */
  renderDetail: (version: Version, index: number) => ReactNode;
}) {
  const format = useFormatters();
  return (
    <section className="admin-versions" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Saved versions</Trans>
      </h2>
      {versions.length === 0 ? (
        <p className="admin-muted">
          <Trans>No saves yet from the console.</Trans>
        </p>
      ) : (
        <ol className="admin-version-list" {...{ [marker]: "" }}>
          {versions.map((version, index) => (
            <li key={version.id} {...itemProps?.(version)}>
              <p>
                <strong>{format.dateTime(version.created_at)}</strong> · {version.username}
                {renderTag?.(version, index)}
              </p>
              {renderDetail(version, index)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
