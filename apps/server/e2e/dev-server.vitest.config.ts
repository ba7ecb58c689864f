import { defineConfig } from "vitest/config";

// `pnpm test:dev`: `pnpm dev` started in a copy of the workspace, a brand edited, the next
// server render checked. Outside `pnpm test` for Vite's cold start.
export default defineConfig({
  test: {
    name: "dev-server",
    root: import.meta.dirname,
    environment: "node",
    include: ["dev-server.hot.ts"],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
