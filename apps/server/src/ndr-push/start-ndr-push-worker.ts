import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log/logger.ts";
import { createNdrPushWorker, type NdrPushWorker } from "./ndr-push-worker.ts";

/** The NDR push worker of a server process (main.ts): every replica runs one. */
export function startNdrPushWorker({ db, env, log }: { db: Kysely<Database>; env: ServerEnv; log: Logger }): NdrPushWorker {
  const worker = createNdrPushWorker({
    db,
    log,
    bases: { clickpost: env.ndrClickpostUrl, shiprocket: env.ndrShiprocketUrl },
    timeoutMs: env.ndrPushTimeoutSeconds * 1000,
    pollIntervalMs: 1000,
  });
  worker.start();
  return worker;
}
