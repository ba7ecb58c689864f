import { brandTextValues } from "@portal/core/locale";
import type { Theme } from "@portal/core/theme";

/** The origin of an absolute http(s) URL; relative paths and data: URLs are covered by 'self' and data:. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** `src` of every <img> in sanitised banner HTML (sanitize-html writes attributes double-quoted). */
function bannerImageSources(html: string | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
}

/**
 * Where a brand's page may load images from besides itself: its logo's host, the hosts of
 * images in its (sanitised) banners and the product-image hosts its theme lists
 * (`config.image_hosts`). Pass the theme as pages get it (`themeForPage`).
 */
export function themeImageOrigins(theme: Theme): string[] {
  const config = theme.config ?? {};
  const urls = [
    theme.logo,
    ...brandTextValues(config.forward_page_message).flatMap(bannerImageSources),
    ...brandTextValues(config.return_page_message).flatMap(bannerImageSources),
    ...(config.image_hosts ?? []),
  ];
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== undefined))];
}
