import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { linguiPlugins } from "@portal/tooling/vite-lingui";

// Bundles the Node server with the portal's SSR entry and the workspace packages it uses;
// third-party packages stay external and load from node_modules. main.js and cli.js check
// the Node version, then load server.js and cli-main.js: entries of their own, at the top of
// dist/, since they find the portal's build and the data folder relative to their own file.
// The benchmarks (bench/, outside the server's source) are built beside them as dist/bench*.js.
export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  ssr: { noExternal: [/^@portal\//] },
  build: {
    ssr: true,
    outDir: "dist",
    emptyOutDir: true,
    target: "node24",
    copyPublicDir: false,
    rollupOptions: {
      input: {
        main: "src/start-main.ts",
        server: "src/main.ts",
        cli: "src/start-cli.ts",
        "cli-main": "src/cli.ts",
        bench: "bench/bench.ts",
        "bench-lookups": "bench/bench-lookups.ts",
        "bench-ops": "bench/bench-ops.ts",
        "bench-returns": "bench/bench-returns.ts",
        "bench-import": "bench/bench-import.ts",
        "bench-wrong-key": "bench/bench-wrong-key.ts",
        "bench-live": "bench/bench-live.ts",
        "bench-sale-day": "bench/bench-sale-day.ts",
        "bench-notify": "bench/bench-notify.ts",
        "bench-insights": "bench/bench-insights.ts",
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
