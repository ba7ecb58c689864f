/**
 * Small inline SVG images for demo couriers and products, so the demo shows pictures
 * without shipping image files or reaching the network.
 */
export function badgeImage({ text, background, color }: { text: string; background: string; color: string }): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="12" fill="${background}"/>` +
    `<text x="48" y="58" font-family="Arial,sans-serif" font-size="30" font-weight="700" fill="${color}" text-anchor="middle">${escapeXml(text)}</text>` +
    `</svg>`;
  return svgDataUri(svg);
}

/**
 * A brand's logo mark: one icon path (drawn in a 96 × 96 box) on the brand's colour, with no
 * letters, so a header shows a logo rather than an initials tile.
 */
export function logoMarkImage({ path, background, color }: { path: string; background: string; color: string }): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${background}"/>` +
    `<path d="${escapeXml(path)}" fill="${color}"/>` +
    `</svg>`;
  return svgDataUri(svg);
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
