import { defineConfig } from "vitest/config";

// `pnpm test:layout`: the full layout walk (every demo case, 3 languages, 3 widths) against the
// built server, outside `pnpm test` for its run time. The sampled walk stays in layout.e2e.test.ts.
export default defineConfig({
  test: {
    name: "layout-walk",
    root: import.meta.dirname,
    environment: "node",
    include: ["layout-walk.walk.ts"],
    globalSetup: ["./portal-server.global-setup.ts"],
    // One brand's cases in three languages take a few minutes on two cores.
    testTimeout: 30 * 60_000,
    hookTimeout: 120_000,
  },
});
