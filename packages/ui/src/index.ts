export {
  defineBrand,
  DEFAULT_BRAND_FLAGS,
  type BrandChromeProps,
  type BrandDefinition,
  type BrandFlags,
  type TrackingVariantProps,
} from "./brand/define-brand.ts";

// Shared brand chrome: logo, contact, social and app links, copyright, footer visibility, language switch.
export * from "./chrome/index.ts";
