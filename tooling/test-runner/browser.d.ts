import type { BrowserContext, BrowserContextOptions } from "playwright-core";
export declare function launchBrowser(options?: BrowserContextOptions): Promise<{ context: BrowserContext; close: () => Promise<void> }>;
export declare const SHARED_CHROMIUM_ENV: string;
export declare function launchSharedChromium(): Promise<{ wsEndpoint: string; close: () => Promise<void> }>;
