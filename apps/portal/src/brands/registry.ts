import type { BrandManifest } from "@portal/core/brand";
import type { BrandDefinition } from "@portal/ui";
import { BRAND_MANIFESTS } from "./manifests.gen.ts";
import { BRAND_LOADERS, BRAND_SOURCES } from "./registry.gen.ts";

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
/** A brand package's manifest; the default package's for a name no package has. */
export function brandManifest(id: string): BrandManifest {
  return isBrandPackage(id) ? BRAND_MANIFESTS[id] : BRAND_MANIFESTS.default;
}

export { BRAND_MANIFESTS };
