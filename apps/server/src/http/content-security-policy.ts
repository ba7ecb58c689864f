/** What varies between two pages' policies. */
export interface PagePolicyOptions {
  /** The brand configured a Google Analytics id: its tag and collection hosts are allowed. */
  googleAnalytics: boolean;
  /** A theme preview framed by the admin console that asked for it; otherwise never framed. */
  frameAncestor?: string;
  /** Origins the brand's images come from (its theme's logo, banner images, image hosts). */
  imageOrigins?: readonly string[];
  /** Where uploaded photos are posted and shown from, when that is not this origin (an S3-compatible store). */
  uploadOrigin?: string;
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/** Only well-formed origins reach the header: a stray `;` or space would add a directive. */
function origins(values: readonly (string | undefined)[]): string {
  return [...new Set(values.filter((v): v is string => v !== undefined && ORIGIN.test(v)))].map((v) => ` ${v}`).join("");
}

const STYLE_HASH = /^'sha256-[A-Za-z0-9+/]+=*'$/;

/**
 * A page's Content-Security-Policy. Scripts only from our origin (a page has no inline
 * script: its state is a JSON data block, which CSP does not run); <style> elements only
 * those the page was rendered with, by their hash (`styleHashes`, see html-document.ts), so
 * no 'unsafe-inline' and no style attributes (the portal renders none, the banner sanitiser
 * strips them, and the toast library's stylesheet is a file). Hashes rather than a nonce
 * keep a page the same bytes for the same content, which lets the server keep it rendered
 * (rendered-pages.ts). Images only from our origin, data: URLs (placeholders, badges) and
 * the brand's configured image hosts.
 */
export function contentSecurityPolicy(styleHashes: readonly string[], options: PagePolicyOptions): string {
  // Google's tag and collection hosts are allowed only for brands that configured an id.
  const gaScript = options.googleAnalytics ? " https://www.googletagmanager.com" : "";
  const gaConnect = options.googleAnalytics ? " https://*.google-analytics.com https://*.analytics.google.com" : "";
  // gtag falls back to image beacons where fetch and sendBeacon are unavailable.
  const gaImages = options.googleAnalytics ? " https://*.google-analytics.com https://*.googletagmanager.com" : "";
  const upload = origins([options.uploadOrigin]);
  const styles = [...new Set(styleHashes.filter((hash) => STYLE_HASH.test(hash)))].map((hash) => ` ${hash}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${gaScript}`,
    `style-src 'self'${styles}`,
    `img-src 'self' data:${origins([...(options.imageOrigins ?? []), options.uploadOrigin])}${gaImages}`,
    `connect-src 'self'${upload}${gaConnect}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestor && ORIGIN.test(options.frameAncestor) ? options.frameAncestor : "'none'"}`,
  ].join("; ");
}

/**
 * The admin console's policy: only its own scripts and stylesheets (its HTML has no inline
 * style or script; React sets styles through the DOM, which CSP allows); previews may frame
 * the brands' hosts (any port) and the console's own origin (the notifications screen's e-mail,
 * served with its own sandboxing policy), and the console itself is never framed. Images and requests
 * only to itself, the host's brand's configured asset hosts (`imageOrigins`: logo, banner
 * images, `image_hosts`) and the S3-compatible store logos are uploaded to: no `https:`
 * wildcard, so an injected image or fetch cannot carry data to any host on the internet.
 */
export function adminContentSecurityPolicy(baseDomain: string, assets: { imageOrigins?: readonly string[]; uploadOrigin?: string | undefined } = {}): string {
  const brandHosts = `http://*.${baseDomain}:* https://*.${baseDomain}:* http://*.${baseDomain} https://*.${baseDomain}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data:${origins([...(assets.imageOrigins ?? []), assets.uploadOrigin])}`,
    `connect-src 'self'${origins([assets.uploadOrigin])}`,
    `frame-src 'self' ${brandHosts}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
