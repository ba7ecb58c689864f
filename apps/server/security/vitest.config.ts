import { defineConfig } from "vitest/config";
import { linguiPlugins } from "@portal/tooling/vite-lingui";

// `pnpm test:security`: the XSS payload corpus (and its helpers' unit tests) against the
// built server (demo data plus imported payload records) in real Chromium. Slow, so not part
// of `pnpm test`; build first.
export default defineConfig({
  root: import.meta.dirname,
  // Core's rules (limits, messages) are imported as the server imports them: their `msg` macros need Lingui's transform.
  plugins: linguiPlugins(),
  test: {
    name: "security",
    environment: "node",
    include: ["**/*.test.ts"],
    globalSetup: ["../e2e/portal-server.global-setup.ts"],
    testTimeout: 900_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
