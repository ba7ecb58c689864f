import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { linguiPlugins } from "@portal/tooling/vite-lingui";
import { precompressAssets } from "@portal/tooling/vite-precompress";
import { sonnerStylesheetAsFile } from "./sonner-stylesheet.ts";
import { brandManifestsAsData } from "./brand-manifest-data.ts";

/** Readable chunk names: `brand-kestrel-<hash>.js`, `messages-ar-<hash>.js`. */
function chunkName(facadeModuleId: string | null | undefined): string {
  const brand = facadeModuleId?.match(/brands\/([^/]+)\/src\/index\.tsx$/)?.[1];
  if (brand) return `brand-${brand}`;
  const locale = facadeModuleId?.match(/locales\/([^/]+)\/messages\.po$/)?.[1];
  if (locale) return `messages-${locale}`;
  return "[name]";
}

// Client bundle only; the server bundles src/entry-server.tsx itself (apps/server/vite.config.ts).
export default defineConfig({
  plugins: [brandManifestsAsData(), react(), ...linguiPlugins(), sonnerStylesheetAsFile(), precompressAssets()],
  build: {
    outDir: "dist/client",
    manifest: true,
    emptyOutDir: true,
    target: "es2020",
    rollupOptions: {
      input: "src/entry-client.tsx",
      output: {
        chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId)}-[hash].js`,
      },
    },
  },
});
