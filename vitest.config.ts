import { defineConfig } from "vitest/config";

// One vitest run over every package; each package's own vitest.config.ts names its project.
export default defineConfig({
  test: {
    // Vitest's default in a run is one worker less than the cores: one worker on this 2-core
    // machine, which left a core idle for the 500 s of unit and data tests.
    maxWorkers: 2,
    projects: [
      "packages/*/vitest.config.ts",
      "brands/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "apps/server/e2e/vitest.config.ts",
      "tooling/vitest.config.js",
    ],
  },
});
