import { useLingui } from "@lingui/react/macro";
import { INSTRUCTIONS_TEXT_MAX_LENGTH, REASON_TEXT_MAX_LENGTH, missingLanguages, type TextProblem } from "@portal/core/api";
import { LOCALES, NATIVE_LANGUAGE_NAME, directionOf, type LocaleCode } from "@portal/core/locale";
import { fieldKey, textOf, type ReasonTextsDraft, type TextTarget } from "./reason-texts-draft.ts";

/**
 * One brand text in every portal language: the default language's field first (required),
 * then one per other language, each typed in its own language and direction (Arabic right to
 * left). Names the languages still missing: shoppers of those see the default language's text.
 */
export function TextLanguageFields({
  draft,
  target,
  problems,
  onEdit,
}: {
  draft: ReasonTextsDraft;
  target: TextTarget;
  problems: ReadonlyMap<string, TextProblem>;
  onEdit: (target: TextTarget, locale: LocaleCode, text: string) => void;
}) {
  const { t } = useLingui();
  const defaultLocale = draft.default_locale;
  const { text, translations } = textOf(draft, target);
  const multiline = target.kind === "instructions";
  const max = multiline ? INSTRUCTIONS_TEXT_MAX_LENGTH : REASON_TEXT_MAX_LENGTH;
  const missing = missingLanguages(translations, defaultLocale);
  const missingNames = missing.map((locale) => NATIVE_LANGUAGE_NAME[locale]).join(", ");
  const ordered = [defaultLocale, ...LOCALES.filter((locale) => locale !== defaultLocale)];
  const problemWords = {
    required: t`Write this text in the default language: every other language falls back to it.`,
    "too-long": t`At most ${max} characters.`,
    markup: t`Plain text only: leave out < and >.`,
    control: multiline ? t`Leave out control characters.` : t`Write it on one line, without control characters.`,
  } as const satisfies Record<TextProblem, string>;

  return (
    <>
      <p className="admin-muted" data-missing={missing.join(" ")}>
        {missing.length === 0 ? t`Written in every language.` : t`Not yet written in: ${missingNames}. Shoppers of these languages see the default text.`}
      </p>
      <div className="admin-text-languages">
        {ordered.map((locale) => {
          const key = fieldKey(target, locale, defaultLocale);
          const problem = problems.get(key);
          const value = locale === defaultLocale ? text : (translations[locale] ?? "");
          const languageName = NATIVE_LANGUAGE_NAME[locale];
          const shared = {
            name: key,
            lang: locale,
            dir: directionOf(locale) === "rtl" ? "rtl" : "auto",
            value,
            required: locale === defaultLocale,
            "aria-invalid": problem ? true : undefined,
            "aria-describedby": problem ? `${key}-problem` : undefined,
            "data-text-language": locale,
          } as const;
          return (
            <label className="admin-field" key={locale}>
              <span>{locale === defaultLocale ? t`${languageName} (default language)` : languageName}</span>
              {multiline ? (
                <textarea {...shared} rows={3} onChange={(e) => onEdit(target, locale, e.target.value)} />
              ) : (
                <input {...shared} type="text" onChange={(e) => onEdit(target, locale, e.target.value)} />
              )}
              {problem ? (
                <small className="admin-error" id={`${key}-problem`}>
                  {problemWords[problem]}
                </small>
              ) : null}
            </label>
          );
        })}
      </div>
    </>
  );
}
