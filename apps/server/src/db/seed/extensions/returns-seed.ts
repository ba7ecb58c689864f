import type { DemoSeedExtension } from "./index.ts";

/** Demo data of the returns area. Idempotent: runs on every demo start. */
export const returnsDemoSeed: DemoSeedExtension = async () => {};
