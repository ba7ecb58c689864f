// Which stored product images a page loads, and the initials tile's letters. No valibot here:
// the tracking page's first script carries this, and valibot loads only with a form.

/** Longest image address kept: longer ones are refused (a browser would not fetch them reliably either). */
export const PRODUCT_IMAGE_URL_MAX = 2048;

/** An absolute https address with a host and no credentials, within the length limit. */
export function isHttpsImageUrl(value: string): boolean {
  if (value.length > PRODUCT_IMAGE_URL_MAX || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/**
 * The address a page may load a stored product image from, or undefined (the page draws the
 * initials tile): an https URL, or a path on the portal's own origin (the demo's photos).
 * Anything else (http, data: badges of older rows, other schemes) shows the tile.
 */
export function productImageSrc(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  // One pattern (this runs in the tracking page's first script): stored https addresses passed the import's full check.
  return v && PAGE_IMAGE_SOURCE.test(v) ? v : undefined;
}

const PAGE_IMAGE_SOURCE = /^(?:https:\/\/[^\s/?#@\\]+[/?#]|\/(?![/\\]))\S*$/i;

/** Up to two letters for a product without a photo: the first of its first two words ("Linen Shirt, Sand" -> "LS"). */
export function productInitials(title: string): string {
  // A word's first letter or digit: one not following another, nor a combining mark (Devanagari, Tamil vowel signs).
  return (title.match(/(?<![\p{L}\p{M}\p{N}])[\p{L}\p{N}]/gu) ?? []).slice(0, 2).join("").toUpperCase();
}
