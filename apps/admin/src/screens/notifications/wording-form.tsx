import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { WORDING_MAX_LENGTH } from "@portal/core/api";
import type { WordingSave } from "./use-wording.ts";
import { FormOutcome } from "../shared/form-outcome.tsx";

/** What the brand writes where the order number goes (brand-wording.ts on the server fills it in). */
const ORDER_TOKEN = "{order}";

/**
 * The brand's own sentence for the previewed moment and language: said instead of the portal's,
 * in that language, and in the brand's default language for shoppers of a language it did not
 * write. Plain words only; `{order}` becomes the order number.
 */
export function WordingForm({
  locale,
  stored,
  save,
  onSubmit,
  onEdit,
}: {
  locale: string;
  stored: string;
  /** Held by the preview: a save re-renders it, and the answer must outlive this form. */
  save: WordingSave;
  onSubmit: (text: string) => void;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(stored);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <form className="admin-notify-wording" onSubmit={submit} noValidate data-notify-wording>
      <label className="admin-field">
        <span>{t`Your own wording for this moment in this language`}</span>
        <input
          name="wording"
          type="text"
          lang={locale}
          dir="auto"
          maxLength={WORDING_MAX_LENGTH}
          value={text}
          aria-describedby="notify-wording-hint"
          onChange={(e) => {
            setText(e.target.value);
            onEdit();
          }}
        />
      </label>
      <p className="admin-muted" id="notify-wording-hint">
        <Trans>
          Up to {WORDING_MAX_LENGTH} characters of plain text; write {ORDER_TOKEN} for the order number. Leave it empty to use ours.
        </Trans>
      </p>
      <button type="submit" disabled={save.step === "saving"}>
        <Trans>Save wording</Trans>
      </button>
      <FormOutcome
        name="wording"
        outcome={
          save.step === "invalid"
            ? { refused: t`Write plain words only (no < or >, one line), at most ${WORDING_MAX_LENGTH} characters.` }
            : save.step === "failed"
              ? { refused: save.message || t`The wording could not be saved. Please try again.` }
              : save.step === "saved"
                ? { done: "saved", text: <Trans>Wording saved.</Trans> }
                : undefined
        }
      />
    </form>
  );
}
