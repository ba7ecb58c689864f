import type { DemoSeedExtension } from "./index.ts";

/** Demo data of the admin area. Idempotent: runs on every demo start. */
export const adminDemoSeed: DemoSeedExtension = async () => {};
