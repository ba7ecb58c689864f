import { defineConfig } from "vitest/config";

// One vitest run over every package; each package's own vitest.config.ts names its project.
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "brands/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "apps/server/e2e/vitest.config.ts",
      "tooling/vitest.config.js",
    ],
  },
});
