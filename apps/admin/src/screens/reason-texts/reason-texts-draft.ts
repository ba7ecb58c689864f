import * as v from "valibot";
import { ReturnReasonTextsBodySchema, textProblemOf, type ReturnReasonTextsBody, type ReturnReasonTextsResult, type TextProblem } from "@portal/core/api";
import type { LocaleCode, TextTranslations } from "@portal/core/locale";

/** What the editor holds: the server's answer, edited in place. */
export type ReasonTextsDraft = ReturnReasonTextsResult;

/** One editable text: a reason, a sub reason of a reason, or the exchange instructions. */
export type TextTarget = { kind: "reason"; reason: number } | { kind: "sub"; reason: number; sub: number } | { kind: "instructions" };

/**
 * A field's key: the body's path to it ("reasons.0.translations.ta"), so a schema issue names
 * the field it is about. The default language is `name` (or `text`), the others translations.
 */
export function fieldKey(target: TextTarget, locale: LocaleCode, defaultLocale: LocaleCode): string {
  const base =
    target.kind === "reason"
      ? `reasons.${target.reason}`
      : target.kind === "sub"
        ? `reasons.${target.reason}.sub_reasons.${target.sub}`
        : "exchange_instructions";
  const own = target.kind === "instructions" ? "text" : "name";
  return locale === defaultLocale ? `${base}.${own}` : `${base}.translations.${locale}`;
}

/** A text's words: the default language's and the others'. */
export function textOf(draft: ReasonTextsDraft, target: TextTarget): { text: string; translations: TextTranslations } {
  if (target.kind === "instructions") return draft.exchange_instructions;
  const reason = draft.reasons[target.reason];
  const owner = target.kind === "sub" ? reason?.sub_reasons[target.sub] : reason;
  return { text: owner?.name ?? "", translations: owner?.translations ?? {} };
}

/** The draft with one language of one text changed. */
export function withText(draft: ReasonTextsDraft, target: TextTarget, locale: LocaleCode, value: string): ReasonTextsDraft {
  const change = <T extends { translations: TextTranslations }>(owner: T, own: "name" | "text"): T =>
    locale === draft.default_locale ? { ...owner, [own]: value } : { ...owner, translations: { ...owner.translations, [locale]: value } };
  if (target.kind === "instructions") return { ...draft, exchange_instructions: change(draft.exchange_instructions, "text") };
  return {
    ...draft,
    reasons: draft.reasons.map((reason, index) => {
      if (index !== target.reason) return reason;
      if (target.kind === "reason") return change(reason, "name");
      return { ...reason, sub_reasons: reason.sub_reasons.map((sub, subIndex) => (subIndex === target.sub ? change(sub, "name") : sub)) };
    }),
  };
}

/** What is sent: every text, each language as typed (the schema trims, and drops the empty ones). */
export function bodyOf(draft: ReasonTextsDraft): ReturnReasonTextsBody {
  return {
    reasons: draft.reasons.map((reason) => ({
      id: reason.id,
      name: reason.name,
      translations: reason.translations,
      sub_reasons: reason.sub_reasons.map((sub) => ({ id: sub.id, name: sub.name, translations: sub.translations })),
    })),
    exchange_instructions: draft.exchange_instructions,
  };
}

/** The body checked with the server's own schema: the problem of each refused field, by field key. */
export function draftProblems(draft: ReasonTextsDraft): Map<string, TextProblem> {
  const checked = v.safeParse(ReturnReasonTextsBodySchema, bodyOf(draft));
  const problems = new Map<string, TextProblem>();
  if (checked.success) return problems;
  for (const issue of checked.issues) {
    const key = (issue.path ?? []).map((item) => String(item.key)).join(".");
    if (!problems.has(key)) problems.set(key, textProblemOf(issue));
  }
  return problems;
}
