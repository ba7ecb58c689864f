// No imports: the analytics contract (core/api) names these kinds in every page's API code.

/**
 * The store and legal links a brand's footer may carry (product rules §2, "hard-coded store or
 * legal links"): a closed set, so each has a translated label and an analytics action of its own.
 */
export const FOOTER_LINK_KINDS = ["store-locator", "terms", "privacy", "returns-policy"] as const;
export type FooterLinkKind = (typeof FOOTER_LINK_KINDS)[number];
