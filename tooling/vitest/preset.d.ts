import type { UserWorkspaceConfig } from "vitest/config";
export type TestEnvironment = "node" | "happy-dom";
export interface PortalTestOptions {
  name: string;
  environment?: TestEnvironment;
  include?: string[];
  exclude?: string[];
  setupFiles?: string[];
  globalSetup?: string[];
  testTimeout?: number;
  hookTimeout?: number;
  /**
   * Run every file of a worker in one module graph (vitest's `isolate: false`): only for
   * projects whose tests change no global state (no mocks, stubs, fake timers, env writes,
   * active locale), where importing the graph anew per file was most of the project's time.
   */
  sharedModules?: boolean;
  /** Environment variables the project's test files run with. */
  env?: Record<string, string>;
}
export declare function portalTestProject(options: PortalTestOptions): UserWorkspaceConfig;
