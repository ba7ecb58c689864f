import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One vitest run over every package; each package's own vitest.config.ts names its project.
export default defineConfig({
  test: {
    // A worker per core: vitest's default in a run is one less, which leaves a core idle while
    // the data tests wait on their databases.
    maxWorkers: availableParallelism(),
    projects: [
      "packages/*/vitest.config.ts",
      "brands/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "apps/server/e2e/vitest.config.ts",
      "tooling/vitest.config.js",
    ],
  },
});
