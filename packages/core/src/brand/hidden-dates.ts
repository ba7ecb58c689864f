import type { BrandManifest, HideableDate } from "./brand-manifest.ts";

/**
 * Whether the brand shows a date on its tracking pages (product rules §6, "hidden dates"). The
 * portal leaves the line out and the server does not answer it, so a hidden date is not in
 * the page's HTML, its inlined state or the API.
 */
export function isDateShown(manifest: Pick<BrandManifest, "hiddenDates">, date: HideableDate): boolean {
  return !manifest.hiddenDates.includes(date);
}
