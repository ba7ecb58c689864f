import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { linguiPlugins } from "@portal/tooling/vite-lingui";
import { precompressAssets } from "@portal/tooling/vite-precompress";

/** Readable chunk names for the catalogs: `messages-ar-<hash>.js`. */
function chunkName(facadeModuleId: string | null | undefined): string {
  const locale = facadeModuleId?.match(/locales\/([^/]+)\/messages\.po$/)?.[1];
  return locale ? `messages-${locale}` : "[name]";
}

// The admin console: its own entry and bundle, served by the server under /admin/. It shares
// no chunk with the shopper portal (apps/portal), which never loads any of it.
export default defineConfig({
  base: "/admin/",
  plugins: [react(), ...linguiPlugins(), precompressAssets()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2020",
    rollupOptions: {
      output: { chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId)}-[hash].js` },
    },
  },
});
