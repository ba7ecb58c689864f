export { defineBrand, type BrandChromeProps, type BrandDefinition, type TrackingVariantProps } from "./brand/define-brand.ts";
export { isStaticChrome, staticChrome, type StaticChrome } from "./brand/static-chrome.tsx";
export { loadedOnFirstUse, type LoadedOnFirstUse } from "./loaded-on-first-use.tsx";

// Shared brand chrome: logo, contact, social and app links, copyright, footer visibility, language switch.
export * from "./chrome/index.ts";

// Form rows and a form's live status lines, unstyled.
export * from "./forms/index.ts";

// Rating and feedback: store per widget, hooks returning prop bags, thin views.
export * from "./rating/index.ts";
// Analytics: one pluggable sink, provider, useAnalytics() and trackedLinkProps.
export * from "./analytics/index.ts";

// A product's photo over its initials tile.
export * from "./product/index.ts";

// Tracking page: timeline, status summary, details, shipping label, default layout.
export * from "./tracking/index.ts";

// Failed-delivery (NDR) and failed-pickup forms.
export * from "./feed-forms/index.ts";
