import { escapeHtml } from "../ssr/html-document.ts";
import type { DemoAdminLink, DemoLink } from "./demo-links.ts";

/**
 * `/__demo`: every demo case as a plain page of links, grouped by brand, for people trying
 * the portal out. Demo mode only; no script, so it needs no nonce.
 */
export function renderDemoPage(links: readonly DemoLink[], admins: readonly DemoAdminLink[] = []): string {
  const brands = [...new Set(links.map((l) => l.brand))];
  const sections = brands
    .map((brand) => {
      const items = links
        .filter((l) => l.brand === brand)
        .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.case)}</a></li>`)
        .join("");
      return `<section><h2>${escapeHtml(brand)}</h2><ul>${items}</ul></section>`;
    })
    .join("");
  const adminItems = admins
    .map(
      (a) =>
        `<li><a data-demo-admin href="${escapeHtml(a.url)}">${escapeHtml(a.url)}</a>: <code>${escapeHtml(a.username)}</code> / <code>${escapeHtml(a.password)}</code> (${escapeHtml(a.description)})</li>`,
    )
    .join("");
  const adminSection = admins.length > 0 ? `<section><h2>Admin console</h2><ul data-demo-admins>${adminItems}</ul></section>` : "";
  return (
    `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo cases</title>` +
    `<style>body{font-family:system-ui,sans-serif;margin:1rem auto;max-width:48rem;padding-inline:1rem;line-height:1.5}` +
    `section{margin-block:1.5rem}h2{text-transform:capitalize}</style></head>` +
    `<body><h1>Demo cases</h1><p>${links.length} links across ${brands.length} demo brands.</p>${adminSection}${sections}</body></html>`
  );
}
