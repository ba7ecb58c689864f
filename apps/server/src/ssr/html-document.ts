import { createHash } from "node:crypto";
import type { TextDirection } from "@portal/i18n";
import type { InlineStyle, PageAssets } from "./client-assets.ts";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface DocumentParts {
  lang: string;
  dir: TextDirection;
  title: string;
  /** `:root{--portal-…}` from the brand's theme, so the first paint is already branded. */
  themeCss: string;
  assets: PageAssets;
  /** The brand's first-paint font files (manifest `fonts`), preloaded on this brand's pages only. */
  fontPreloads?: readonly string[];
  appHtml: string;
  /** Already escaped for a script element (serializeInitialState). */
  stateJson: string;
  stateElementId: string;
  /** The texts the page's render used, for a page that carries them (JSON already escaped for a script element). */
  texts?: { json: string; elementId: string };
  rootElementId: string;
  /**
   * The "as of" line of a page the service worker may keep (apps/portal/public/sw.js): written
   * hidden, outside the app's root so hydration never sees it; a kept copy served offline shows it.
   */
  offlineNote?: string;
}

/** The CSP source allowing a <style> element with exactly this text (SHA-256 of its UTF-8). */
export function styleHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/**
 * A built stylesheet made safe inside <style>, its hash, and its elements as UTF-8 bytes, once
 * per sheet (page assets are shared): two thirds of a page's bytes, never encoded per request.
 */
const inlinedSheets = new WeakMap<InlineStyle, { hash: string; bytes: Buffer }>();
function inlinedSheet(style: InlineStyle) {
  let sheet = inlinedSheets.get(style);
  if (!sheet) {
    const text = style.css.replace(/<\/(style)/gi, "<\\/$1");
    const elements =
      `<style>${text}</style>` +
      // A type no browser styles with, so never fetched (a `disabled` one still is, in
      // Chromium); the client's chunk loader counts it as loaded and does not fetch it again.
      `<link rel="stylesheet" type="text/x-inlined" href="${escapeHtml(style.href)}">`;
    inlinedSheets.set(style, (sheet = { hash: styleHashSource(text), bytes: Buffer.from(elements) }));
  }
  return sheet;
}

/** Theme CSS made safe inside <style>, with its hash; a theme's text repeats from page to page. */
const themeStyles = new Map<string, { text: string; hash: string }>();
function themeStyle(css: string) {
  let style = themeStyles.get(css);
  if (!style) {
    const text = css.replace(/</g, "\\3c ");
    style = { text, hash: styleHashSource(text) };
    // Bounded: themes change rarely; an editor's stream of previews must not grow it.
    if (themeStyles.size >= 256) themeStyles.clear();
    themeStyles.set(css, style);
  }
  return style;
}

export interface RenderedDocument {
  /** The document as sent (UTF-8). */
  bytes: Buffer<ArrayBuffer>;
  /** The same as text. */
  readonly html: string;
  /** The CSP sources of the document's <style> elements (contentSecurityPolicy's `styleHashes`). */
  styleHashes: string[];
}

/**
 * The whole HTML document. Everything interpolated is escaped. Its <style> elements are
 * allowed by hash, and it has no inline script, so the same content gives the same bytes.
 * Built as bytes: the inlined stylesheets' are kept (inlinedSheet), and only the text around
 * them is encoded per page (a page with one character beyond Latin-1 is a two-byte string, whose
 * encoding to UTF-8 of all 48 KB had been a few per cent of a first view).
 */
export function renderDocument(parts: DocumentParts): RenderedDocument {
  const theme = themeStyle(parts.themeCss);
  const sheets = parts.assets.inlineStyles.map(inlinedSheet);
  const head =
    `<!doctype html><html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}"><head>` +
    `<meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">` +
    `<title>${escapeHtml(parts.title)}</title>` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<style>${theme.text}</style>` +
    (parts.fontPreloads ?? []).map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`).join("");
  // Script preloads come after the content: asked for in the head, two dozen script downloads
  // share a slow line with the rest of the HTML, and content late in the page (a footer's
  // contact hours as the largest text) painted later than a static copy's (`pnpm bench:page`).
  // Hydration needs the whole document anyway.
  const preloads = [parts.assets.entryScript, ...parts.assets.modulePreloads].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join("");
  const body =
    parts.assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("") +
    `</head><body>` +
    (parts.offlineNote ? `<p class="portal-offline-note" role="status" data-offline-note hidden>${escapeHtml(parts.offlineNote)}</p>` : "") +
    `<div id="${parts.rootElementId}">${parts.appHtml}</div>` +
    // A JSON data block, which no browser runs: CSP's script-src does not apply to it.
    `<script type="application/json" id="${parts.stateElementId}">${parts.stateJson}</script>` +
    (parts.texts ? `<script type="application/json" id="${parts.texts.elementId}">${parts.texts.json}</script>` : "") +
    preloads +
    `<script type="module" src="${escapeHtml(parts.assets.entryScript)}"></script>` +
    `</body></html>`;
  const bytes = Buffer.concat([Buffer.from(head), ...sheets.map((sheet) => sheet.bytes), Buffer.from(body)]);
  return {
    bytes,
    get html() {
      return bytes.toString("utf8");
    },
    styleHashes: [theme.hash, ...sheets.map((sheet) => sheet.hash)],
  };
}
