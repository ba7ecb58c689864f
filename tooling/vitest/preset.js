// Plain JS so Node can load it from each package's vitest.config.ts without a TS loader.
import { availableParallelism } from "node:os";
import { defineProject } from "vitest/config";
import { linguiPlugins } from "./lingui-plugins.js";

/**
 * The one test preset every package uses: Lingui macros compiled, tests beside the code
 * (`*.test.ts(x)`), a DOM only where a package renders React.
 * @param {import("./preset.d.ts").PortalTestOptions} options
 */
export function portalTestProject(options) {
  return defineProject({
    plugins: linguiPlugins(),
    test: {
      name: options.name,
      environment: options.environment ?? "node",
      include: options.include ?? ["src/**/*.test.{ts,tsx}"],
      exclude: options.exclude ?? ["**/node_modules/**", "**/dist/**"],
      setupFiles: options.setupFiles ?? [],
      globalSetup: options.globalSetup ?? [],
      testTimeout: options.testTimeout ?? 10_000,
      hookTimeout: options.hookTimeout ?? 60_000,
      env: options.env ?? {},
      isolate: !(options.sharedModules ?? false),
      // A worker per core, set on each project: a project resolves its own maxWorkers (the root
      // config's does not reach it), and vitest's default of cores - 1 is 1 on two cores, which
      // made vitest run every file of every project one after another.
      maxWorkers: availableParallelism(),
    },
  });
}
