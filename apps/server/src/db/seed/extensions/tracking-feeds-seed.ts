import type { DemoSeedExtension } from "./index.ts";

/** Demo data of the tracking-feeds area. Idempotent: runs on every demo start. */
export const trackingFeedsDemoSeed: DemoSeedExtension = async () => {};
