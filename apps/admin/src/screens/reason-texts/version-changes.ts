import type { ReturnReasonTextsResult, ReturnTextVersionTexts } from "@portal/core/api";
import { LOCALES, type LocaleCode, type TextTranslations } from "@portal/core/locale";

/** Which text a change is in, by the names the stored texts have now. */
export type ChangedText = { kind: "reason"; name: string } | { kind: "sub"; reason: string; name: string } | { kind: "instructions" };

/** One language of one text whose words restoring a version would change ("" = empty, the default language shows). */
export interface TextChange {
  text: ChangedText;
  locale: LocaleCode;
  now: string;
  restored: string;
}

type Words = { name: string; translations: TextTranslations };

/**
 * What restoring `version` over the stored texts would change, as the server does it: every
 * language of every text the version holds, for the reasons and sub reasons that still exist
 * (the import's later additions keep their words; its removals are left out).
 */
export function versionChanges(stored: ReturnReasonTextsResult, version: ReturnTextVersionTexts): TextChange[] {
  const defaultLocale = stored.default_locale;
  const compare = (text: ChangedText, now: Words, restored: Words): TextChange[] =>
    LOCALES.flatMap((locale) => {
      const before = locale === defaultLocale ? now.name : (now.translations[locale] ?? "");
      const after = locale === defaultLocale ? restored.name : (restored.translations[locale] ?? "");
      return before === after ? [] : [{ text, locale, now: before, restored: after }];
    });
  const reasons = stored.reasons.flatMap((reason) => {
    const old = version.reasons.find((candidate) => candidate.id === reason.id);
    if (!old) return [];
    const subs = reason.sub_reasons.flatMap((sub) => {
      const oldSub = old.sub_reasons.find((candidate) => candidate.id === sub.id);
      return oldSub ? compare({ kind: "sub", reason: reason.name, name: sub.name }, sub, oldSub) : [];
    });
    return [...compare({ kind: "reason", name: reason.name }, reason, old), ...subs];
  });
  const instructions = compare(
    { kind: "instructions" },
    { name: stored.exchange_instructions.text, translations: stored.exchange_instructions.translations },
    { name: version.exchange_instructions.text, translations: version.exchange_instructions.translations },
  );
  return [...reasons, ...instructions];
}
