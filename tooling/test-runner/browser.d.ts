import type { BrowserContext, BrowserContextOptions } from "playwright-core";
export declare function launchBrowser(options?: BrowserContextOptions): Promise<{ context: BrowserContext; close: () => Promise<void> }>;
