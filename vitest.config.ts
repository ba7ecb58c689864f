import { defineConfig } from "vitest/config";

// One vitest run over every package; each package's own vitest.config.ts names its project.
export default defineConfig({
  test: {
    projects: ["packages/*", "brands/*", "apps/*", "apps/server/e2e", "tooling"],
  },
});
