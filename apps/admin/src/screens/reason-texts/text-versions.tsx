import { useEffect, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import type { ReturnReasonTextsResult } from "@portal/core/api";
import { SavedVersions } from "../shared/saved-versions.tsx";
import { RestorePreview } from "./restore-preview.tsx";
import { restoreVersionId, type TextRestore } from "./use-text-restore.ts";

/**
 * The latest saves of the texts: when, who, how many words changed; each earlier one can be
 * restored after seeing what would change. A restore's answer takes focus: the list it is
 * about has just changed under it.
 */
export function TextVersions({
  versions,
  restore,
  dirty,
  onAsk,
  onConfirm,
  onCancel,
}: {
  versions: ReturnReasonTextsResult["versions"];
  restore: TextRestore;
  dirty: boolean;
  onAsk: (versionId: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const result = useRef<HTMLParagraphElement>(null);
  const chosen = restoreVersionId(restore);
  const busy = restore.step === "loading" || restore.step === "restoring";
  const list = useRef<HTMLDivElement>(null);
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (chosen) asked.current = chosen;
    if (restore.step === "restored" || restore.step === "failed") result.current?.focus();
    // Cancelled: back to the button that opened the question.
    if (restore.step === "idle" && asked.current) {
      list.current?.querySelector<HTMLElement>(`[data-version-id="${asked.current}"] [data-restore-version]`)?.focus();
      asked.current = undefined;
    }
  }, [restore.step, chosen]);
  const restoredCount = restore.step === "restored" ? restore.changed : 0;

  return (
    <div ref={list}>
      {restore.step === "restored" ? (
        <p role="status" className="admin-success" tabIndex={-1} ref={result} data-text-restore-result="restored">
          {t`${plural(restoredCount, { one: "Version restored: # text changed. Shoppers see it on their next page.", other: "Version restored: # texts changed. Shoppers see them on their next page." })}`}
        </p>
      ) : null}
      <SavedVersions
        titleId="text-versions-title"
        marker="data-text-versions"
        versions={versions}
        itemProps={(version) => ({ "data-changed": version.changed, "data-version-id": version.id })}
        renderTag={(_, index) => (index === 0 ? <span className="admin-tag">{t`Current`}</span> : null)}
        renderDetail={({ changed, id }, index) => (
          <>
            <p className="admin-muted">{t`${plural(changed, { one: "# text changed", other: "# texts changed" })}`}</p>
            {restore.step === "failed" && chosen === id ? (
              <p role="alert" className="admin-error" tabIndex={-1} ref={result} data-text-restore-result="failed">
                {restore.message || t`The version could not be restored. Please try again.`}
              </p>
            ) : null}
            {(restore.step === "confirm" || restore.step === "restoring") && chosen === id ? (
              <RestorePreview
                version={restore.version}
                changes={restore.changes}
                dirty={dirty}
                busy={restore.step === "restoring"}
                onConfirm={onConfirm}
                onCancel={onCancel}
              />
            ) : index > 0 ? (
              <button type="button" disabled={busy} onClick={() => onAsk(id)} data-restore-version>
                {restore.step === "loading" && chosen === id ? t`Loading…` : <Trans>Restore this version</Trans>}
              </button>
            ) : null}
          </>
        )}
      />
    </div>
  );
}
