/**
 * Letters of the portal's other languages: Arabic, Devanagari (hi, mr), Bengali, Gujarati,
 * Telugu, Tamil, and Latin letters beyond ASCII (Vietnamese).
 */
const NON_ENGLISH_LETTER =
  /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gujarati}\p{Script=Telugu}\p{Script=Tamil}]|(?=\P{ASCII})\p{Script=Latin}/u;

/**
 * The language whose comment rule (`commentSchemaFor`) applies to a comment that reaches
 * the API without its page: "en" unless the text is written in one of the portal's other
 * languages. Core limits only English comments to its character set, so this keeps markup
 * and emoji out of English comments without refusing a Hindi or Arabic one.
 */
export function commentLocaleOf(comment: string): "en" | "other" {
  return NON_ENGLISH_LETTER.test(comment) ? "other" : "en";
}
