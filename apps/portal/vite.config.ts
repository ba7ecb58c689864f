import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { linguiPlugins } from "@portal/tooling/vite-lingui";
import { precompressAssets } from "@portal/tooling/vite-precompress";
import { shortMessageIds } from "@portal/tooling/vite-short-message-ids";
import { sonnerStylesheetAsFile } from "./sonner-stylesheet.ts";
import { brandManifestsAsData } from "./brand-manifest-data.ts";

const FRAMEWORK_MODULES =
  /node_modules\/(react|react-dom|scheduler|use-sync-external-store|@tanstack\/[^/]+|@lingui\/(core|react))\/|apps\/portal\/src\/framework\//;

/** React's useSyncExternalStore under the shim's name, in the framework chunk as the shim was. */
const SYNC_EXTERNAL_STORE = fileURLToPath(new URL("src/framework/use-sync-external-store.ts", import.meta.url));

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
  resolve: {
    alias: [
      // The router's store reads through use-sync-external-store's shim, a polyfill for React
      // before 18; this React has useSyncExternalStore itself, which the package's non-shim
      // entry uses directly (0.4 KiB brotli less on every page, `pnpm bench:bundle`).
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: "use-sync-external-store/with-selector" },
      // Lingui's provider reads the shim itself: React's own function, re-exported (less on every page too).
      { find: /^use-sync-external-store\/shim$/, replacement: SYNC_EXTERNAL_STORE },
    ],
  },
  plugins: [brandManifestsAsData(), react(), ...linguiPlugins(), shortMessageIds(), sonnerStylesheetAsFile(), precompressAssets()],
  build: {
    outDir: "dist/client",
    manifest: true,
    emptyOutDir: true,
    // Every browser the app runs in at all (it calls Object.hasOwn: Chrome 93, Safari 15.4) reads
    // ES2022 syntax, so class fields ship as written: fewer bytes than es2020 (`pnpm bench:bundle`),
    // and one helper chunk fewer.
    target: "es2022",
    rollupOptions: {
      input: "src/entry-client.tsx",
      output: {
        codeSplitting: {
          groups: [
            // React, the router and Lingui change only with a dependency upgrade: one chunk of their
            // own keeps its hash (and the shopper's cached copy, most of the page's bytes) across app releases.
            { name: "framework", test: FRAMEWORK_MODULES, priority: 2 },
            // Everything else the entry imports statically, in the entry's chunk: left alone, the
            // bundler split the small modules a brand or a lazy screen shares with it (dates,
            // locales, stage codes) into six tiny files, more brotli on a tracking page than one file
            // (`pnpm bench:bundle`). Lazy chunks import them from the entry.
            { name: "entry-client", tags: ["$initial"], priority: 1 },
          ],
        },
        chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId)}-[hash].js`,
      },
    },
  },
});
