import { launchSharedChromium } from "@portal/tooling/browser";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's one Chromium (ws:// endpoint); shared-chromium.setup.ts hands it to launchBrowser. */
    sharedChromium: string;
  }
}

/**
 * One Chromium for every browser test file of the run: each file opens a fresh context in it
 * (launchBrowser), which costs far less than starting a browser per file.
 */
export default async function setup(project: TestProject) {
  const chromium = await launchSharedChromium();
  project.provide("sharedChromium", chromium.wsEndpoint);
  return () => chromium.close();
}
