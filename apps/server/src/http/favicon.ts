import type { Theme } from "@portal/core/theme";

/** Used when a brand sets no colours: the portal's neutral dress. */
const FALLBACK = { background: "#1f2937", text: "#ffffff" } as const;

/** A CSS colour we can put in an SVG attribute as it is; anything else falls back. */
const SAFE_COLOUR = /^(?:#[0-9a-f]{3,8}|(?:rgb|hsl)a?\([0-9.,%\s/]+\)|[a-z]{3,20})$/i;

function colour(value: string | undefined, fallback: string): string {
  return value && SAFE_COLOUR.test(value.trim()) ? value.trim() : fallback;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The brand's favicon: its initial in its own colours, drawn as a 64×64 SVG. Every brand has
 * one without shipping an image, and the browser's automatic `/favicon.ico` request gets an
 * icon (one small cacheable answer) instead of a rendered not-found page.
 */
export function faviconSvg(theme: Pick<Theme, "name" | "tokens">): string {
  const initial = [...(theme.name ?? "").trim()][0]?.toLocaleUpperCase() ?? "";
  const background = colour(theme.tokens?.primary, FALLBACK.background);
  const text = colour(theme.tokens?.primaryText, FALLBACK.text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${escapeXml(background)}"/>` +
    (initial
      ? `<text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${escapeXml(text)}">${escapeXml(initial)}</text>`
      : "") +
    `</svg>`
  );
}
