import { useEffect, useRef, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { INSTRUCTIONS_TEXT_MAX_LENGTH, REASON_TEXT_MAX_LENGTH, missingLanguages, type AdminBrand } from "@portal/core/api";
import { NATIVE_LANGUAGE_NAME } from "@portal/core/locale";
import { TextLanguageFields } from "./text-language-fields.tsx";
import { TextVersions } from "./text-versions.tsx";
import { useReasonTexts } from "./use-reason-texts.ts";
import { useTextRestore } from "./use-text-restore.ts";

/**
 * Return reasons (issue 33 item 11): the words of the brand's reasons, sub reasons and exchange
 * instructions in each portal language. Which reasons exist and their rules come from the
 * import; here only their texts change. The shopper's return flow shows a save on its next load.
 * A saved version can be restored, after seeing what it would change.
 */
export function ReasonTextsScreen({ brand }: { brand: AdminBrand }) {
  const { t } = useLingui();
  const texts = useReasonTexts(brand);
  const { page, save, problems } = texts;
  const restoring = useTextRestore(brand, page.state === "ready" ? page.saved : undefined, texts.replace);
  const dirty = page.state === "ready" && JSON.stringify(page.draft) !== JSON.stringify(page.saved);
  const result = useRef<HTMLParagraphElement>(null);
  const brandName = brand.name;
  const defaultLanguage = page.state === "ready" ? NATIVE_LANGUAGE_NAME[page.draft.default_locale] : "";
  const form = useRef<HTMLFormElement>(null);
  // The answer takes focus: the button may be far below the text it is about. A refused draft
  // focuses its first refused field instead, opening its reason's group if it was folded.
  useEffect(() => {
    if (save.step === "invalid") {
      const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const group = field?.closest("details");
      if (group) group.open = true;
      (field ?? result.current)?.focus();
    } else if (save.step === "saved" || save.step === "failed") result.current?.focus();
  }, [save.step]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void texts.submit();
  };

  return (
    <section className="admin-reason-texts" aria-labelledby="reason-texts-title">
      <h1 id="reason-texts-title">
        <Trans>Return reasons of {brandName}</Trans>
      </h1>
      {page.state === "failed" ? (
        <p role="alert" className="admin-error">
          {page.message || t`The return reasons could not be loaded. Please try again.`}
        </p>
      ) : page.state === "loading" ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <form ref={form} onSubmit={submit} noValidate data-reason-texts data-default-locale={page.draft.default_locale}>
          <p className="admin-muted">
            <Trans>
              Each text in the brand's default language ({defaultLanguage}) and in the portal's other languages. A language left empty shows the default text,
              marked with its language. Plain text only: up to {REASON_TEXT_MAX_LENGTH} characters for a reason, {INSTRUCTIONS_TEXT_MAX_LENGTH} for the exchange
              instructions. Which reasons are offered comes from the import.
            </Trans>
          </p>
          {page.draft.reasons.length === 0 ? (
            <p role="status">
              <Trans>This brand has no return reasons yet: they arrive with the import.</Trans>
            </p>
          ) : null}
          {page.draft.reasons.map((reason, index) => {
            const missing =
              missingLanguages(reason.translations, page.draft.default_locale).length +
              reason.sub_reasons.reduce((sum, sub) => sum + missingLanguages(sub.translations, page.draft.default_locale).length, 0);
            return (
              <details className="admin-reason" key={reason.id} data-reason-id={reason.id}>
                <summary>
                  <span>{reason.name}</span>{" "}
                  <span className="admin-muted">
                    {reason.active ? null : t`(not offered to shoppers)`}{" "}
                    {missing > 0 ? t`${plural(missing, { one: "# translation missing", other: "# translations missing" })}` : t`All languages written`}
                  </span>
                </summary>
                <fieldset className="admin-fieldset">
                  <legend>{t`Reason`}</legend>
                  <TextLanguageFields draft={page.draft} target={{ kind: "reason", reason: index }} problems={problems} onEdit={texts.edit} />
                </fieldset>
                {reason.sub_reasons.map((sub, subIndex) => {
                  const subReasonName = sub.name;
                  return (
                    <fieldset className="admin-fieldset" key={sub.id} data-sub-reason-id={sub.id}>
                      <legend>{t`Sub reason: ${subReasonName}`}</legend>
                      <TextLanguageFields draft={page.draft} target={{ kind: "sub", reason: index, sub: subIndex }} problems={problems} onEdit={texts.edit} />
                    </fieldset>
                  );
                })}
              </details>
            );
          })}
          <fieldset className="admin-fieldset" data-exchange-instructions>
            <legend>{t`Exchange instructions`}</legend>
            <TextLanguageFields draft={page.draft} target={{ kind: "instructions" }} problems={problems} onEdit={texts.edit} />
          </fieldset>
          <div className="admin-reason-save">
            <button type="submit" className="admin-primary" disabled={save.step === "saving"}>
              <Trans>Save texts</Trans>
            </button>
            {save.step === "invalid" ? (
              <p role="alert" className="admin-error" tabIndex={-1} ref={result} data-reason-texts-result="invalid">
                {t`Some texts cannot be saved yet: each is marked where it is.`}
              </p>
            ) : save.step === "failed" ? (
              <p role="alert" className="admin-error" tabIndex={-1} ref={result} data-reason-texts-result="failed">
                {save.message || t`The texts could not be saved. Please try again.`}
              </p>
            ) : save.step === "saved" ? (
              <p role="status" className="admin-success" tabIndex={-1} ref={result} data-reason-texts-result="saved">
                <Trans>Texts saved. Shoppers see them on their next page.</Trans>
              </p>
            ) : null}
          </div>
          <TextVersions
            versions={page.draft.versions}
            restore={restoring.restore}
            dirty={dirty}
            onAsk={(versionId) => void restoring.ask(versionId)}
            onConfirm={() => void restoring.confirm()}
            onCancel={restoring.cancel}
          />
        </form>
      )}
    </section>
  );
}
