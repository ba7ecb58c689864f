/**
 * The one rule for the links and e-mail a brand enters in its theme (website, logo, social
 * and app links, udf links, e-mail). Theme values are brand-entered text: only web targets
 * count, so a `javascript:` or `data:` value is no link at all. The admin console and
 * update-theme refuse what this refuses; the pages link what it accepts; the server builds
 * menu links on the website with it.
 */

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const BARE_HOST = /^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:[/?#].*)?$/;
const EMAIL_ADDRESS = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

/** An http(s) or site-relative href, or undefined. "acme.example" becomes "https://acme.example". */
export function webHref(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v || /\s/.test(v)) return undefined;
  if (/^https?:\/\//i.test(v)) return v;
  if (v.startsWith("//")) return `https:${v}`;
  if (v.startsWith("/")) return v;
  if (HAS_SCHEME.test(v)) return undefined;
  if (BARE_HOST.test(v)) return `https://${v}`;
  return undefined;
}

export function isWebLink(value: string): boolean {
  return webHref(value) !== undefined;
}

/** A page of the brand's own website (`/account/sign-in` on its `website`), or undefined without an absolute http(s) website. */
export function onWebsite(path: string, website: string | undefined): string | undefined {
  const base = webHref(website);
  if (!base || !/^https?:\/\//i.test(base)) return undefined;
  try {
    return new URL(path, base).href;
  } catch {
    return undefined;
  }
}

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value.trim());
}
