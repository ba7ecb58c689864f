import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminBrand, AdminThemeResult, ThemeVersion } from "@portal/core/api";
import type { Theme } from "@portal/core/theme";
import { adminApi } from "../../api/admin-api.ts";
import { PreviewPanel, type PreviewSample } from "./preview-panel.tsx";
import { cleanTheme, useThemeDraft } from "./theme-draft.ts";
import { ThemeForm } from "./theme-form.tsx";
import { problemText } from "./theme-messages.ts";
import { themeProblems } from "./theme-problems.ts";
import { VersionsPanel } from "./versions-panel.tsx";

/** `generation` names the load the data came from: the editor is re-made when it changes. */
type Loaded =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; current: AdminThemeResult; versions: ThemeVersion[]; generation: number };

/** The theme editor of one brand: form, live preview, saved versions. */
export function ThemeScreen({ brand }: { brand: AdminBrand }) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [generation, setGeneration] = useState(0);
  const [justSaved, setJustSaved] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all([adminApi.currentTheme(brand.subdomain), adminApi.versions(brand.subdomain)]).then(([current, versions]) => {
      if (!live) return;
      if (current.ok && versions.ok) setLoaded({ state: "ready", current: current.value, versions: versions.value.versions, generation });
      else setLoaded({ state: "failed", message: (!current.ok && current.message) || (!versions.ok && versions.message) || "" });
    });
    return () => {
      live = false;
    };
  }, [brand.subdomain, generation]);

  if (loaded.state === "failed") {
    return (
      <p role="alert" className="admin-error">
        {loaded.message || t`The theme could not be loaded. Please reload the page.`}
      </p>
    );
  }
  if (loaded.state === "loading") {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    // Re-made from the reloaded theme, not when the reload is asked for: an editor made
    // earlier would start its draft from the theme as it was before the save or restore, and
    // then call the saved theme an unsaved change.
    <ThemeEditor
      key={loaded.generation}
      brand={brand}
      saved={loaded.current.theme}
      sample={{ waybill: loaded.current.sample_waybill, securityKey: loaded.current.sample_security_key }}
      versions={loaded.versions}
      justSaved={justSaved}
      onSaved={() => {
        setJustSaved(true);
        setGeneration((g) => g + 1);
      }}
    />
  );
}

type SaveState = { step: "idle" } | { step: "saving" } | { step: "saved" } | { step: "refused"; message: string };

interface EditorProps {
  brand: AdminBrand;
  saved: Theme;
  sample: PreviewSample;
  versions: ThemeVersion[];
  /** The editor was re-made after a save or restore: say so. */
  justSaved: boolean;
  onSaved: () => void;
}

function ThemeEditor({ brand, saved, sample, versions, justSaved, onSaved }: EditorProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const draft = useThemeDraft(saved);
  const [save, setSave] = useState<SaveState>(justSaved ? { step: "saved" } : { step: "idle" });
  const [showProblems, setShowProblems] = useState(false);
  const cleaned = cleanTheme(draft.draft);
  const problems = themeProblems(cleaned, saved);
  const changed = JSON.stringify(cleaned) !== JSON.stringify(cleanTheme(saved));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (problems.length > 0) {
      setSave({ step: "refused", message: t`The theme was not saved. Fix the problems listed above.` });
      return;
    }
    setSave({ step: "saving" });
    const answer = await adminApi.saveTheme(brand.subdomain, cleaned);
    // Saved: this editor stays "saving" until the one made from the reloaded theme says so.
    if (answer.ok) onSaved();
    else setSave({ step: "refused", message: answer.message || t`The theme could not be saved. Please try again.` });
  };

  const restore = async (version: ThemeVersion) => {
    setSave({ step: "saving" });
    const answer = await adminApi.restoreVersion(brand.subdomain, version.id);
    if (answer.ok) onSaved();
    else setSave({ step: "refused", message: answer.message || t`The version could not be restored. Please try again.` });
  };

  const visibleProblems = showProblems ? problems : problems.filter((p) => p.kind === "contrast" || p.kind === "not-hex");

  return (
    <div className="admin-theme-page">
      <h1>
        <Trans>Theme of {brand.name}</Trans>
      </h1>
      {/* Stays at the top of the window over the form and the preview below it: Save, the save's
          answer, and on a narrow screen a way to the preview. Outside the form, so it sticks to the whole page. */}
      <div className="admin-save-bar" data-save-bar>
        <button type="submit" form={formId} className="admin-primary" disabled={save.step === "saving"} data-save-theme>
          {save.step === "saving" ? t`Saving…` : t`Save theme`}
        </button>
        <a href="#preview-title" className="admin-preview-jump" data-preview-jump>
          <Trans>Go to the preview</Trans>
        </a>
        <SaveStatus save={save} changed={changed} />
      </div>
      <div className="admin-theme">
        <div className="admin-theme-main">
          <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
            <div aria-live="polite">
              {visibleProblems.length > 0 ? (
                <ul className="admin-problems" data-theme-problems>
                  {visibleProblems.map((problem, index) => (
                    <li key={index}>{problemText(i18n, problem)}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <ThemeForm draft={draft} problems={problems} />
          </form>
          <VersionsPanel versions={versions} busy={save.step === "saving"} onRestore={(v) => void restore(v)} />
        </div>
        <aside className="admin-theme-side">
          <PreviewPanel brand={brand} theme={cleaned} sample={sample} />
        </aside>
      </div>
    </div>
  );
}

/** The save's answer beside the button; "saved" takes focus when it arrives, since the editor (and its button) is made anew. */
function SaveStatus({ save, changed }: { save: SaveState; changed: boolean }) {
  const saved = useRef<HTMLParagraphElement>(null);
  const isSaved = save.step === "saved" && !changed;
  useEffect(() => {
    if (isSaved) saved.current?.focus();
  }, [isSaved]);
  if (save.step === "refused") {
    return (
      <p role="alert" className="admin-error" data-save-result="refused">
        {save.message}
      </p>
    );
  }
  if (isSaved) {
    return (
      <p role="status" className="admin-success" data-save-result="saved" tabIndex={-1} ref={saved}>
        <Trans>Saved. Shoppers see the new theme now.</Trans>
      </p>
    );
  }
  return changed ? (
    <p className="admin-muted">
      <Trans>Unsaved changes: the preview shows them; shoppers do not see them until you save.</Trans>
    </p>
  ) : null;
}
