import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One vitest run over every package; each package's own vitest.config.ts names its project.
export default defineConfig({
  test: {
    // A worker per core for the run; each project sets the same (tooling/vitest/preset.js), since a
    // project resolves its own and vitest's default (cores - 1) runs files one by one on two cores.
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
