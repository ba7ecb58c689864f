import type { TextDirection } from "@portal/i18n";
import type { InlineStyle, PageAssets } from "./client-assets.ts";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface DocumentParts {
  lang: string;
  dir: TextDirection;
  title: string;
  nonce: string;
  /** `:root{--portal-…}` from the brand's theme, so the first paint is already branded. */
  themeCss: string;
  assets: PageAssets;
  /** The brand's first-paint font files (manifest `fonts`), preloaded on this brand's pages only. */
  fontPreloads?: readonly string[];
  appHtml: string;
  /** Already escaped for a script element (serializeInitialState). */
  stateJson: string;
  stateElementId: string;
  rootElementId: string;
}

/** A built stylesheet's text made safe inside <style>, once per sheet (page assets are shared). */
const styleText = new WeakMap<InlineStyle, string>();
function safeStyleText(style: InlineStyle): string {
  let text = styleText.get(style);
  if (text === undefined) styleText.set(style, (text = style.css.replace(/<\/(style)/gi, "<\\/$1")));
  return text;
}

/** The whole HTML document. Everything interpolated is escaped; scripts carry the CSP nonce. */
export function renderDocument(parts: DocumentParts): string {
  const nonce = escapeHtml(parts.nonce);
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="referrer" content="no-referrer">`,
    `<title>${escapeHtml(parts.title)}</title>`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<style nonce="${nonce}">${parts.themeCss.replace(/</g, "\\3c ")}</style>`,
    ...(parts.fontPreloads ?? []).map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    ...parts.assets.inlineStyles.flatMap((style) => [
      `<style nonce="${nonce}">${safeStyleText(style)}</style>`,
      // A type no browser styles with, so never fetched (a `disabled` one still is, in
      // Chromium); the client's chunk loader counts it as loaded and does not fetch it again.
      `<link rel="stylesheet" type="text/x-inlined" href="${escapeHtml(style.href)}">`,
    ]),
    ...parts.assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
  ].join("");
  // Script preloads come after the content: asked for in the head, two dozen script downloads
  // share a slow line with the rest of the HTML, and content late in the page (a footer's
  // contact hours as the largest text) painted ~120 ms later than a static copy's (bench:page,
  // Moto G profile). Hydration needs the whole document anyway.
  const preloads = [parts.assets.entryScript, ...parts.assets.modulePreloads].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join("");
  return (
    `<!doctype html><html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}"><head>${head}</head><body>` +
    `<div id="${parts.rootElementId}">${parts.appHtml}</div>` +
    `<script type="application/json" id="${parts.stateElementId}" nonce="${nonce}">${parts.stateJson}</script>` +
    preloads +
    `<script type="module" nonce="${nonce}" src="${escapeHtml(parts.assets.entryScript)}"></script>` +
    `</body></html>`
  );
}
