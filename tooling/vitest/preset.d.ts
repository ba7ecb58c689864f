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
  /** Environment variables the project's test files run with. */
  env?: Record<string, string>;
}
export declare function portalTestProject(options: PortalTestOptions): UserWorkspaceConfig;
