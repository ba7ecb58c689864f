import { SCRIPT_BY_LOCALE, type LocaleCode, type WritingScript } from "./locales.ts";

/** Each script the page languages are written in, with the letters it matches. */
const SCRIPT_PATTERN = new Map<WritingScript, RegExp>(Object.values(SCRIPT_BY_LOCALE).map((script) => [script, new RegExp(`\\p{Script=${script}}`, "gu")]));

/** Where a script is not the page's, the language to mark it with (Latin brand texts are English). */
const LANGUAGE_OF_SCRIPT = {
  Latin: "en",
  Arabic: "ar",
  Devanagari: "hi",
  Bengali: "bn",
  Gujarati: "gu",
  Telugu: "te",
  Tamil: "ta",
} as const satisfies Record<WritingScript, LocaleCode>;

/**
 * The language to put on brand-written text (a banner) shown on a page in `pageLocale`:
 * undefined when the text is written in the page's own script (it inherits the page's
 * `lang`), else the language of the script most of its letters use. Screen readers then
 * pronounce an English banner on an Arabic page as English.
 */
export function foreignLanguageOfText(text: string, pageLocale: LocaleCode): LocaleCode | undefined {
  let best: { script: WritingScript; count: number } | undefined;
  for (const [script, pattern] of SCRIPT_PATTERN) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > (best?.count ?? 0)) best = { script, count };
  }
  if (!best || best.script === SCRIPT_BY_LOCALE[pageLocale]) return undefined;
  return LANGUAGE_OF_SCRIPT[best.script];
}

/** The text of sanitised HTML, for language detection only (tags and entities dropped). */
export function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[#\w]+;/g, " ");
}
