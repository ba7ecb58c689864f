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
}
export declare function portalTestProject(options: PortalTestOptions): UserWorkspaceConfig;
