import * as v from "valibot";
import { LOCALES, isLocale, type LocaleCode } from "../locale/locales.ts";
import type { TextTranslations } from "../locale/brand-text.ts";
import { requiredParam } from "./wire-fields.ts";

/** A reason or sub reason fits one line of a phone's select: longer ones are cut off there. */
export const REASON_TEXT_MAX_LENGTH = 120;
/** Exchange instructions are a short paragraph under the size choice. */
export const INSTRUCTIONS_TEXT_MAX_LENGTH = 600;

const hasControl = (text: string, allowNewline: boolean) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 32 && !(allowNewline && code === 10)) || code === 127;
  });

/** What a text's checks answer; the console words each in the admin's language (its field key, `textProblemOf`). */
export const BRAND_TEXT_CHECK = {
  markup: "Texts are shown as plain text: leave out < and >.",
  oneLine: "Texts are one line, with no control characters.",
  control: "Texts hold no control characters.",
} as const;

/** Why one field's text was refused, for words of the console's own. */
export type TextProblem = "required" | "too-long" | "markup" | "control";

/** The problem a valibot issue of ReturnReasonTextsBodySchema names. */
export function textProblemOf(issue: { type: string; message: string }): TextProblem {
  if (issue.type === "non_empty") return "required";
  if (issue.type === "max_length") return "too-long";
  return issue.message === BRAND_TEXT_CHECK.markup ? "markup" : "control";
}

/**
 * One language's value of a brand text the portal shows as text (never as HTML): trimmed, at
 * most `max` characters, no < or > (nothing that would read as markup), no control
 * characters (instructions may break lines). "" means the language falls back to the default.
 */
export function brandTextFieldSchema(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return v.pipe(
    v.string("Each text is a string."),
    v.trim(),
    v.maxLength(max, `Each text is at most ${max} characters.`),
    v.check((text) => !/[<>]/.test(text), BRAND_TEXT_CHECK.markup),
    v.check((text) => !hasControl(text, multiline), multiline ? BRAND_TEXT_CHECK.control : BRAND_TEXT_CHECK.oneLine),
  );
}

/** The other languages of one text: any of the portal's languages, each checked like the text itself. */
function translationsSchema(field: ReturnType<typeof brandTextFieldSchema>) {
  return v.pipe(
    v.record(v.string(), field),
    v.check((record) => Object.keys(record).every(isLocale), `A translation's language is one of: ${LOCALES.join(", ")}.`),
    // Empty means "use the default language": not stored.
    v.transform((record) => Object.fromEntries(Object.entries(record).filter(([, text]) => text !== "")) as TextTranslations),
  );
}

const ReasonText = brandTextFieldSchema(REASON_TEXT_MAX_LENGTH);
const InstructionsText = brandTextFieldSchema(INSTRUCTIONS_TEXT_MAX_LENGTH, { multiline: true });
const RequiredReasonText = v.pipe(ReasonText, v.nonEmpty("Each reason and sub reason needs its text in the brand's default language."));
const ReasonId = v.pipe(v.number("A reason's id is a number."), v.integer("A reason's id is a whole number."));

export const SubReasonTextsSchema = v.object({ id: ReasonId, name: RequiredReasonText, translations: translationsSchema(ReasonText) });

export const ReasonTextsSchema = v.object({
  id: ReasonId,
  name: RequiredReasonText,
  translations: translationsSchema(ReasonText),
  sub_reasons: v.optional(v.array(SubReasonTextsSchema), []),
});

export const InstructionTextsSchema = v.object({ text: InstructionsText, translations: translationsSchema(InstructionsText) });

/**
 * POST admin/return-reason-texts: the brand's reasons, sub reasons and exchange instructions,
 * each in its default language (`name`, `text`) with its other languages beside it. The
 * console checks a draft with this schema before sending; the server checks the body with it.
 * Only texts change: which reasons exist, their order and rules stay the import's.
 */
export const ReturnReasonTextsBodySchema = v.object({
  reasons: v.pipe(v.array(ReasonTextsSchema), v.maxLength(200, "At most 200 reasons.")),
  exchange_instructions: InstructionTextsSchema,
});
export type ReturnReasonTextsBody = v.InferInput<typeof ReturnReasonTextsBodySchema>;
export type ReturnReasonTextsInput = v.InferOutput<typeof ReturnReasonTextsBodySchema>;

const StoredTranslations = v.record(v.picklist(LOCALES), v.string());

/** GET admin/return-reason-texts (and the save's answer): what the console edits. */
export const ReturnReasonTextsResultSchema = v.object({
  /** The brand's default language (its theme's `default_locale`): the one `name`/`text` are in. */
  default_locale: v.picklist(LOCALES),
  reasons: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      active: v.boolean(),
      translations: StoredTranslations,
      sub_reasons: v.array(v.object({ id: v.number(), name: v.string(), translations: StoredTranslations })),
    }),
  ),
  exchange_instructions: v.object({ text: v.string(), translations: StoredTranslations }),
  /** The latest saves, newest first: who, when, how many (text, language) values changed. */
  versions: v.optional(v.array(v.object({ id: v.string(), username: v.string(), changed: v.number(), created_at: v.string() })), []),
});
export type ReturnReasonTextsResult = v.InferOutput<typeof ReturnReasonTextsResultSchema>;

/** GET admin/return-reason-texts/version?brand=…&version_id=…: which saved version to show. */
export const ReturnTextVersionQuerySchema = v.object({ brand: requiredParam("brand"), version_id: requiredParam("version_id") });

/** POST admin/return-reason-texts/restore?brand=…: saves an earlier version's words again, as a new version. */
export const RestoreReturnTextsBodySchema = v.object({ version_id: requiredParam("version_id") });

/**
 * A saved version's words as they were saved (the console shows what restoring it would
 * change): each text in the default language with its other languages.
 */
export const ReturnTextVersionTextsSchema = v.object({
  id: v.string(),
  username: v.string(),
  created_at: v.string(),
  reasons: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      translations: StoredTranslations,
      sub_reasons: v.array(v.object({ id: v.number(), name: v.string(), translations: StoredTranslations })),
    }),
  ),
  exchange_instructions: v.object({ text: v.string(), translations: StoredTranslations }),
});
export type ReturnTextVersionTexts = v.InferOutput<typeof ReturnTextVersionTextsSchema>;

/** The languages a text has no words in yet, other than its default (which a reason must have). */
export function missingLanguages(translations: TextTranslations, defaultLocale: LocaleCode): LocaleCode[] {
  return LOCALES.filter((locale) => locale !== defaultLocale && (translations[locale] ?? "").trim() === "");
}
