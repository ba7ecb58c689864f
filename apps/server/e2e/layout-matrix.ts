/** The languages issue 13 checks layout in: left to right, right to left (ar), long words (ta). */
export const LAYOUT_LOCALES = ["en", "ar", "ta"] as const;

/** A small phone, a common phone and a desktop, in CSS px. */
export const LAYOUT_WIDTHS = [320, 412, 1366] as const;

/** A demo link (always English) in another language. */
export const inLocale = (url: string, locale: string): string => url.replace("/en/", `/${locale}/`);
