import { defineProject } from "vitest/config";

// Browser tests: the built server on a free port with a throwaway demo database, driven by
// one real Chromium shared by the files (a fresh context each). `pnpm test` builds first and
// runs this project in a vitest process of its own beside the others (tooling/test-runner/run.mjs);
// run alone with `pnpm build && npx vitest run --project e2e`.
export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["./portal-server.global-setup.ts", "./shared-chromium.global-setup.ts"],
    setupFiles: ["./shared-chromium.setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for a page's state (a toast, a count after a step renders). Vitest's
    // default gives up after 1 s, which a loaded two-core machine exceeds now and then (a POST
    // and its render): a wait bounded by time, not state. A poll that passes
    // returns as soon as the state holds, so a long bound costs nothing; one that never holds
    // still fails, well within the test's timeout.
    expect: { poll: { timeout: 15_000 } },
    // One file at a time: the files share the demo server's database, and some write to it.
    fileParallelism: false,
    // In one vitest run with the other projects, after them: they would compete for the cores.
    sequence: { groupOrder: 1 },
  },
});
