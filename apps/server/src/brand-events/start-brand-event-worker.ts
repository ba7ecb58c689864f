import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log/logger.ts";
import { createBrandEventWorker, type BrandEventWorker } from "./delivery-worker.ts";

/** The brand-event delivery worker of a server process (main.ts): every replica runs one. */
export function startBrandEventWorker({ db, env, log }: { db: Kysely<Database>; env: ServerEnv; log: Logger }): BrandEventWorker {
  const worker = createBrandEventWorker({ db, log, timeoutMs: env.brandEventsTimeoutSeconds * 1000, pollIntervalMs: 1000 });
  worker.start();
  return worker;
}
