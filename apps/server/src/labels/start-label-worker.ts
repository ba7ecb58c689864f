import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log/logger.ts";
import { objectStoreFromEnv, uploadSigningSecret } from "../storage/object-store-from-env.ts";
import { createLabelWorker, type LabelWorker } from "./label-worker.ts";

/**
 * The label worker of a server process (main.ts), writing to the configured store. Polls
 * often enough that a label is ready soon after its delay, at most every 5 s.
 */
export function startLabelWorker({ db, env, log }: { db: Kysely<Database>; env: ServerEnv; log: Logger }): LabelWorker {
  const pollIntervalMs = Math.min(5000, Math.max(500, (env.labelReadyDelaySeconds * 1000) / 4));
  const worker = createLabelWorker({ db, store: objectStoreFromEnv(env, uploadSigningSecret(env)), log, pollIntervalMs });
  worker.start();
  return worker;
}
