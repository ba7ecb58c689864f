import * as v from "valibot";

/** Longest image address kept: longer ones are refused (a browser would not fetch them reliably either). */
export const PRODUCT_IMAGE_URL_MAX = 2048;

const PRODUCT_IMAGE_URL_MESSAGE = "image_url must be an https:// web address of the product's photo.";

/**
 * A product's photo address as order data brings it (import documents, ingest): blank or
 * absent means none; otherwise an absolute https URL. Plain http would be blocked as mixed
 * content on the https page, and any other scheme (data:, javascript:) is not a photo host.
 */
export const ProductImageUrlSchema = v.nullish(
  v.pipe(
    v.string(PRODUCT_IMAGE_URL_MESSAGE),
    v.trim(),
    v.check((value) => value === "" || isHttpsImageUrl(value), PRODUCT_IMAGE_URL_MESSAGE),
  ),
  "",
);

function isHttpsImageUrl(value: string): boolean {
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
 * Inline raster and SVG images stay allowed (older rows and the demo's badges); they fetch nothing.
 */
export function productImageSrc(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(v)) return v;
  if (v.startsWith("/") && !v.startsWith("//") && !v.includes("\\")) return v;
  return isHttpsImageUrl(v) ? v : undefined;
}

/** Up to two letters for a product without a photo: the first of its first two words ("Linen Shirt, Sand" -> "LS"). */
export function productInitials(title: string): string {
  const words = title.split(/[\s,/()-]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}
