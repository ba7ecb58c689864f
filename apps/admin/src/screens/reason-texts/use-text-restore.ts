import { useState } from "react";
import type { AdminBrand, ReturnReasonTextsResult, ReturnTextVersionTexts } from "@portal/core/api";
import { adminApi } from "../../api/admin-api.ts";
import { versionChanges, type TextChange } from "./version-changes.ts";

/**
 * Restoring a saved version: "loading" its words, "confirm" shows what would change and waits
 * for a yes, "restoring" while the server saves them as a new version, then "restored" (how
 * many texts changed) or "failed" (the server's words, beside the version it is about).
 */
export type TextRestore =
  | { step: "idle" }
  | { step: "loading"; versionId: string }
  | { step: "confirm"; version: ReturnTextVersionTexts; changes: TextChange[] }
  | { step: "restoring"; version: ReturnTextVersionTexts; changes: TextChange[] }
  | { step: "restored"; changed: number }
  | { step: "failed"; versionId: string; message: string };

/** The version a restore step is about, if any. */
export function restoreVersionId(restore: TextRestore): string | undefined {
  switch (restore.step) {
    case "loading":
    case "failed":
      return restore.versionId;
    case "confirm":
    case "restoring":
      return restore.version.id;
    case "idle":
    case "restored":
      return undefined;
  }
}

export function useTextRestore(brand: AdminBrand, stored: ReturnReasonTextsResult | undefined, onRestored: (texts: ReturnReasonTextsResult) => void) {
  const [restore, setRestore] = useState<TextRestore>({ step: "idle" });

  const ask = async (versionId: string) => {
    if (!stored) return;
    setRestore({ step: "loading", versionId });
    const answer = await adminApi.returnTextVersion(brand.subdomain, versionId);
    setRestore(
      answer.ok
        ? { step: "confirm", version: answer.value, changes: versionChanges(stored, answer.value) }
        : { step: "failed", versionId, message: answer.message },
    );
  };

  const confirm = async () => {
    if (restore.step !== "confirm") return;
    const { version, changes } = restore;
    setRestore({ step: "restoring", version, changes });
    const answer = await adminApi.restoreReturnTexts(brand.subdomain, version.id);
    if (!answer.ok) {
      setRestore({ step: "failed", versionId: version.id, message: answer.message });
      return;
    }
    onRestored(answer.value);
    // The new version's own count (newest first); what was shown if the list is somehow empty.
    setRestore({ step: "restored", changed: answer.value.versions[0]?.changed ?? changes.length });
  };

  const cancel = () => setRestore({ step: "idle" });

  return { restore, ask, confirm, cancel };
}
