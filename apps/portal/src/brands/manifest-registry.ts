import type { BrandManifest } from "@portal/core/brand";
import { BRAND_MANIFESTS } from "./manifests.gen.ts";
import { brandPackageOf } from "./registry.ts";

/**
 * Every brand package's manifest, for the server (rules it enforces, defaults of stored
 * themes). Nothing the browser runs imports this module: a page gets its own brand's manifest
 * with that brand's chunk, so other brands add nothing to it.
 */
export function brandManifest(id: string): BrandManifest {
  return BRAND_MANIFESTS[brandPackageOf(id)];
}

export { BRAND_MANIFESTS };
export { brandPackageOf, brandSource, isBrandPackage, loadBrand, type BrandPackageId } from "./registry.ts";
