export {
  defineBrand,
  DEFAULT_BRAND_FLAGS,
  type BrandChromeProps,
  type BrandDefinition,
  type BrandFlags,
  type TrackingVariantProps,
} from "./brand/define-brand.ts";
