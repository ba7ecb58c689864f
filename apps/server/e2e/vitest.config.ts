import { defineProject } from "vitest/config";

// Browser tests: the built server on a free port with a throwaway demo database, driven by
// real Chromium. `pnpm test` builds first; run alone with `pnpm build && npx vitest run --project e2e`.
export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["./portal-server.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium at a time: the machine has 2 cores.
    fileParallelism: false,
    // After the unit and data tests (which use both cores), not beside them.
    sequence: { groupOrder: 1 },
  },
});
