import * as v from "valibot";
import { LOCALES } from "./locales.ts";
import { isBrandText, type BrandText } from "./brand-text.ts";

/** One of the portal's languages. */
export const LocaleSchema = v.picklist(LOCALES);
/** A brand text's other languages: {"hi": "…"} (locale/brand-text.ts). */
export const TextTranslationsSchema = v.record(LocaleSchema, v.string());
/**
 * A brand text: a plain string (the default language's) or one per language. A check, not a
 * union of schemas, so the theme schema the tracking page carries stays small.
 */
export const BrandTextSchema = v.custom<BrandText>(isBrandText, 'A brand text is a string or one string per portal language ({"en": "…"}).');
