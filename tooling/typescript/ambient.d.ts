// Non-code imports that Vite handles: Lingui catalogs (compiled by @lingui/vite-plugin)
// and plain stylesheets (extracted per chunk).
declare module "*.po" {
  export const messages: import("@lingui/core").Messages;
}
declare module "*.css" {}
// Vite's `import.meta.glob` (the portal's screens as lazy chunks, one map for router and server;
// the demo seed's per-brand documents read eagerly, so a `pnpm new-brand` file needs no import).
interface ImportMeta {
  glob<TModule>(patterns: string | readonly string[]): Record<string, () => Promise<TModule>>;
  glob<TModule>(patterns: string | readonly string[], options: { eager: true; import: "default" }): Record<string, TModule>;
}
