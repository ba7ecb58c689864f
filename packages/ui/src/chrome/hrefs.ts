import { isEmailAddress, webHref } from "@portal/core/theme";

/**
 * Links built from theme data. Theme values are brand-entered text, so only web, mail and
 * phone targets come out (web links and e-mail by core's rule, `@portal/core/theme`'s
 * web-links.ts): a `javascript:` or `data:` value yields no link at all.
 */

/** A logo source: a web href or an inline raster/SVG image. */
export function imageSrc(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(v)) return v;
  return webHref(v);
}

export function mailtoHref(email: string | undefined): string | undefined {
  const v = email?.trim();
  return v && isEmailAddress(v) ? `mailto:${v}` : undefined;
}

/** `tel:` with the digits of a phone as written ("+91 98765-43210" -> "tel:+919876543210"). */
export function telHref(phone: string | undefined): string | undefined {
  const v = phone?.trim();
  if (!v) return undefined;
  const digits = v.replace(/\D/g, "");
  if (digits.length < 3) return undefined;
  return `tel:${v.startsWith("+") ? "+" : ""}${digits}`;
}

/** Absolute links leave the portal: they get `rel="noopener noreferrer"`. */
export function isExternalHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}

export interface ExternalLinkProps {
  href: string;
  rel?: "noopener noreferrer";
  target?: "_blank";
}

/** href plus `rel` for external targets; `newTab` opens it in a new tab (social and app links). */
export function linkProps(href: string, options: { newTab?: boolean } = {}): ExternalLinkProps {
  if (!isExternalHref(href)) return { href };
  return options.newTab ? { href, rel: "noopener noreferrer", target: "_blank" } : { href, rel: "noopener noreferrer" };
}
