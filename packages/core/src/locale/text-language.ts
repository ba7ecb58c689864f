import type { LocaleCode } from "./locales.ts";

/** The script each page language is written in; English and Vietnamese share Latin. */
const SCRIPT_OF_LOCALE = {
  en: "Latin",
  vi: "Latin",
  ar: "Arabic",
  hi: "Devanagari",
  mr: "Devanagari",
  bn: "Bengali",
  gu: "Gujarati",
  te: "Telugu",
  ta: "Tamil",
} as const satisfies Record<LocaleCode, string>;
type Script = (typeof SCRIPT_OF_LOCALE)[LocaleCode];

const SCRIPT_PATTERN = {
  Latin: /\p{Script=Latin}/gu,
  Arabic: /\p{Script=Arabic}/gu,
  Devanagari: /\p{Script=Devanagari}/gu,
  Bengali: /\p{Script=Bengali}/gu,
  Gujarati: /\p{Script=Gujarati}/gu,
  Telugu: /\p{Script=Telugu}/gu,
  Tamil: /\p{Script=Tamil}/gu,
} as const satisfies Record<Script, RegExp>;

/** Where a script is not the page's, the language to mark it with (Latin brand texts are English). */
const LANGUAGE_OF_SCRIPT = {
  Latin: "en",
  Arabic: "ar",
  Devanagari: "hi",
  Bengali: "bn",
  Gujarati: "gu",
  Telugu: "te",
  Tamil: "ta",
} as const satisfies Record<Script, LocaleCode>;

/**
 * The language to put on brand-written text (a banner) shown on a page in `pageLocale`:
 * undefined when the text is written in the page's own script (it inherits the page's
 * `lang`), else the language of the script most of its letters use. Screen readers then
 * pronounce an English banner on an Arabic page as English.
 */
export function foreignLanguageOfText(text: string, pageLocale: LocaleCode): LocaleCode | undefined {
  let best: { script: Script; count: number } | undefined;
  for (const script of Object.keys(SCRIPT_PATTERN) as Script[]) {
    const count = text.match(SCRIPT_PATTERN[script])?.length ?? 0;
    if (count > (best?.count ?? 0)) best = { script, count };
  }
  if (!best || best.script === SCRIPT_OF_LOCALE[pageLocale]) return undefined;
  return LANGUAGE_OF_SCRIPT[best.script];
}

/** The text of sanitised HTML, for language detection only (tags and entities dropped). */
export function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[#\w]+;/g, " ");
}
