// Non-code imports that Vite handles: Lingui catalogs (compiled by @lingui/vite-plugin)
// and plain stylesheets (extracted per chunk).
declare module "*.po" {
  export const messages: import("@lingui/core").Messages;
}
declare module "*.css" {}
