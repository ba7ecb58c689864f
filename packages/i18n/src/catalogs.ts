/**
 * `@portal/i18n/catalogs`: the catalogs' loaders. A subpath of its own, not in the package's
 * index: their tables name every language's catalog files, and a browser entry that imports
 * the index for its formatters must not carry them (the portal imports these on demand).
 */
export { CATALOG_LOADERS, EXTRA_CATALOG_LOADERS, catalogFile, loadCatalog, type ExtraCatalog } from "./catalog-loaders.ts";
export { createI18nFor } from "./create-i18n-for.ts";
