// Non-code imports that Vite handles: Lingui catalogs (compiled by @lingui/vite-plugin)
// and plain stylesheets (extracted per chunk).
declare module "*.po" {
  export const messages: import("@lingui/core").Messages;
}
declare module "*.css" {}
// Vite's `import.meta.glob` (the portal's screens as lazy chunks, one map for router and server).
interface ImportMeta {
  glob<TModule>(patterns: string | readonly string[]): Record<string, () => Promise<TModule>>;
}
