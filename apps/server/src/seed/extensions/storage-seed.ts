import type { DemoSeedExtension } from "./index.ts";

/** Demo data of the storage area. Idempotent: runs on every demo start. */
export const storageDemoSeed: DemoSeedExtension = async () => {};
