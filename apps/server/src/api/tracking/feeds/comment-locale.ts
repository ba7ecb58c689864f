/**
 * Letters of the portal's other languages: Arabic, Devanagari (hi, mr), Bengali, Gujarati,
 * Telugu, Tamil, and Latin letters beyond ASCII (Vietnamese).
 */
const NON_ENGLISH_LETTER = /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gujarati}\p{Script=Telugu}\p{Script=Tamil}]|(?=\P{ASCII})\p{Script=Latin}/u;

/**
 * The language core's comment rule should apply to a comment: "en" unless the text is
 * written in one of the portal's other languages. The page language does not reach the
 * API, and core limits only English comments to its character set, so this keeps markup
 * and emoji out of English comments without refusing a Hindi or Arabic one.
 * TODO(core): carry the page language with feedback calls (a `lang` parameter) instead.
 */
export function commentLocaleOf(comment: string): "en" | "other" {
  return NON_ENGLISH_LETTER.test(comment) ? "other" : "en";
}
