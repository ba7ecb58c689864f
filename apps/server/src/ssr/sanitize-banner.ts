import sanitizeHtml from "sanitize-html";
import type { Theme } from "@portal/core/theme";
import { mapBrandText } from "@portal/core/locale";
import type { AnalyticsCategory, BannerKind } from "@portal/core/api";

/**
 * Brand banners are HTML written by brand staff and stored as given. Before they reach a
 * page, only simple formatting, links and images survive: no scripts, no event handlers,
 * no styles, no javascript: URLs; links open safely in a new tab.
 */
export function sanitizeBannerHtml(html: string, kind?: BannerKind): string {
  // A page's banner links name their banner as a tracked link does (ui's trackedLinkProps): the
  // banner's click handler records them (Engagement's banner clicks). Set here, over any the brand wrote.
  const tracked: Record<string, string> = kind ? { "data-track-category": "Banner" satisfies AnalyticsCategory, "data-track-action": kind } : {};
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "span", "a", "ul", "ol", "li", "h2", "h3", "h4", "img"],
    allowedAttributes: { a: ["href", "rel", "target", ...(kind ? ["data-track-category", "data-track-action"] : [])], img: ["src", "alt", "width", "height"] },
    allowedSchemes: ["https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["https", "data"] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank", ...tracked }),
      // An image whose source would be stripped (javascript:, http:, relative, none) would show
      // as a broken image: its words (alt) stand in its place instead, as text.
      img: (tagName, attribs) => (isShownImageSource(attribs.src) ? { tagName, attribs } : { tagName: "span", attribs: {}, text: attribs.alt ?? "" }),
    },
  });
}

/** A source a banner image keeps: an https URL or an inline image (the page's CSP allows both). */
function isShownImageSource(src: string | undefined): boolean {
  const value = src?.trim() ?? "";
  return /^https:\/\/[^/\s]/i.test(value) || /^data:image\//i.test(value);
}

/** Sanitising is the costly part of a page's theme; a stored theme is one shared object. */
const pageThemes = new WeakMap<Theme, Theme>();

/** The theme as pages receive it: banners sanitised, everything else untouched. */
export function themeForPage(theme: Theme): Theme {
  let page = pageThemes.get(theme);
  if (!page) pageThemes.set(theme, (page = sanitisedTheme(theme)));
  return page;
}

function sanitisedTheme(theme: Theme): Theme {
  const config = theme.config ?? {};
  return {
    ...theme,
    config: {
      ...config,
      // Every language's banner: each is brand HTML.
      ...(config.forward_page_message
        ? { forward_page_message: mapBrandText(config.forward_page_message, (html) => sanitizeBannerHtml(html, "forward")) }
        : {}),
      ...(config.return_page_message ? { return_page_message: mapBrandText(config.return_page_message, (html) => sanitizeBannerHtml(html, "return")) } : {}),
    },
  };
}
