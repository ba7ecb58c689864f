// Every brand package under brands/, found by file name (a brand made with `pnpm new-brand`
// appears without an edit here): its chrome and its sample themes, for the brand picker.
import { themeWithDefaults } from "@portal/core/brand";
import type { Theme } from "@portal/core/theme";
import type { BrandDefinition } from "@portal/ui";

interface SampleThemesModule {
  fullTheme: Theme;
  emptyTheme: Theme;
}

const chromes = import.meta.glob<BrandDefinition>("../brands/*/src/index.tsx", { eager: true, import: "default" });
const samples = import.meta.glob<SampleThemesModule>("../brands/*/src/sample-themes.ts", { eager: true });

export interface CatalogBrand {
  id: string;
  brand: BrandDefinition;
  /** The sample theme with the manifest's defaults where it is silent, as a page gets it. */
  fullTheme: Theme;
  emptyTheme: Theme;
}

function catalogEntry(path: string, brand: BrandDefinition): CatalogBrand {
  const sample = samples[path.replace(/index\.tsx$/, "sample-themes.ts")];
  const fallback: Theme = { name: brand.manifest.displayName, tokens: {}, config: {}, meta_data: {} };
  return {
    id: brand.id,
    brand,
    fullTheme: themeWithDefaults(sample?.fullTheme ?? fallback, brand.manifest),
    emptyTheme: themeWithDefaults(sample?.emptyTheme ?? fallback, brand.manifest),
  };
}

/** The default brand first, then by id. */
export const BRAND_CATALOG: readonly CatalogBrand[] = Object.entries(chromes)
  .map(([path, brand]) => catalogEntry(path, brand))
  .sort((a, b) => Number(b.id === "default") - Number(a.id === "default") || a.id.localeCompare(b.id));

export function catalogBrand(id: unknown): CatalogBrand {
  return BRAND_CATALOG.find((entry) => entry.id === id) ?? BRAND_CATALOG[0]!;
}
