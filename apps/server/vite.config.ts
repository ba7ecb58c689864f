import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { linguiPlugins } from "@portal/tooling/vite-lingui";

// Bundles the Node server with the portal's SSR entry and the workspace packages it uses;
// third-party packages stay external and load from node_modules.
export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  ssr: { noExternal: [/^@portal\//] },
  build: {
    ssr: true,
    outDir: "dist",
    emptyOutDir: true,
    target: "node20",
    copyPublicDir: false,
    rollupOptions: {
      input: { main: "src/main.ts", cli: "src/cli.ts", bench: "src/bench.ts", "bench-lookups": "src/bench-lookups.ts", "bench-ops": "src/bench-ops.ts", "bench-import": "src/bench-import.ts", "bench-wrong-key": "src/bench-wrong-key.ts" },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
