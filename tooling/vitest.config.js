// The "tooling" test project (tests of the lint setup and other repo tooling).
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  // Pinned to this folder so `vitest run -c tooling/vitest.config.js` from the repo root
  // collects only tooling's tests (the root config's `projects` sets the same root).
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "tooling",
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/fixtures/**"],
    // No test here changes global state: one module graph per worker, not per file.
    isolate: false,
    // As every project (tooling/vitest/preset.js): projects sharing a group must agree on it.
    maxWorkers: availableParallelism(),
  },
});
