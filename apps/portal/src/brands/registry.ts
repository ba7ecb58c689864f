import type { BrandDefinition } from "@portal/ui";
import { BRAND_LOADERS, BRAND_SOURCES } from "./registry.gen.ts";

// Browser-side: loaders only. Every brand's manifest (manifest-registry.ts) is for the server;
// the browser reads its own brand's manifest from the brand chunk it loads.

export type BrandPackageId = keyof typeof BRAND_LOADERS;

export function isBrandPackage(id: string): id is BrandPackageId {
  return Object.hasOwn(BRAND_LOADERS, id);
}

/** Loads one brand's chrome: its own chunk in the browser. */
export async function loadBrand(id: BrandPackageId): Promise<BrandDefinition> {
  const module = await BRAND_LOADERS[id]();
  return module.default;
}

/** Manifest key of a brand's entry, for the server's modulepreload link. */
export function brandSource(id: BrandPackageId): string {
  return BRAND_SOURCES[id];
}

/** The code package a brand row names, or the default one when this build has no such package. */
export function brandPackageOf(name: string): BrandPackageId {
  return isBrandPackage(name) ? name : "default";
}
