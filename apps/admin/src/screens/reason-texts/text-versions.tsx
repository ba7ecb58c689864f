import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import type { ReturnReasonTextsResult } from "@portal/core/api";
import { SavedVersions } from "../shared/saved-versions.tsx";

/** The latest saves of the texts: when, who, and how many words changed (an audit; restoring is the import's). */
export function TextVersions({ versions }: { versions: ReturnReasonTextsResult["versions"] }) {
  const { t } = useLingui();
  return (
    <SavedVersions
      titleId="text-versions-title"
      marker="data-text-versions"
      versions={versions}
      itemProps={(version) => ({ "data-changed": version.changed })}
      renderDetail={({ changed }) => <p className="admin-muted">{t`${plural(changed, { one: "# text changed", other: "# texts changed" })}`}</p>}
    />
  );
}
