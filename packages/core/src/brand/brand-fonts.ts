import * as v from "valibot";
import { LOCALES, type LocaleCode } from "../locale/locales.ts";

/** A woff2 file of a font package, by the name the package gives it (e.g. "cairo-latin-wght-normal.woff2"). */
const WOFF2_FILE = v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.woff2$/));

/**
 * A typeface the brand's pages use, self-hosted from a font npm package (Fontsource) that the
 * brand's chrome imports: the build serves its subset files from our origin, and the page head
 * preloads the one file its first paint needs in the page's language.
 */
export const BrandFontSchema = v.object({
  /** The CSS family name the package declares (e.g. "Cairo Variable"). */
  family: v.pipe(v.string(), v.minLength(1)),
  /** The npm package the files come from, e.g. "@fontsource-variable/cairo". */
  package: v.pipe(v.string(), v.regex(/^@fontsource(-variable)?\/[a-z0-9-]+$/)),
  /** The file the first paint needs: `default` for every language not named in `byLocale`. */
  firstPaint: v.object({
    default: WOFF2_FILE,
    byLocale: v.optional(v.record(v.picklist(LOCALES), WOFF2_FILE), {}),
  }),
});

export type BrandFont = v.InferOutput<typeof BrandFontSchema>;

/** The woff2 files (font package file names) a page in this language preloads: one per typeface. */
export function firstPaintFontFiles(fonts: readonly BrandFont[], locale: LocaleCode): string[] {
  return fonts.map((font) => (font.firstPaint.byLocale as Partial<Record<LocaleCode, string>>)[locale] ?? font.firstPaint.default);
}
