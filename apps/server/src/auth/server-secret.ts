import { randomBytes } from "node:crypto";
import type { ServerEnv } from "../env.ts";

let drawnForThisProcess: Buffer | undefined;

/**
 * The one secret every server key is derived from (`purpose-key.ts`): SESSION_SECRET when
 * set. Unset, one random secret is drawn per process — enough for one process (a demo, a
 * test, a single server), but a restart ends every session and forgets known devices, and
 * replicas cannot read each other's tokens or sealed refund details, so production sets it
 * (docs/deploy.md). `missingSecretWarning` says so at start-up.
 */
export function serverSecretOf(env: Pick<ServerEnv, "sessionSecret">): Buffer {
  if (env.sessionSecret !== undefined) return Buffer.from(env.sessionSecret, "utf8");
  drawnForThisProcess ??= randomBytes(32);
  return drawnForThisProcess;
}

/** The start-up warning for a production server without SESSION_SECRET; undefined when none is due. */
export function missingSecretWarning(env: Pick<ServerEnv, "sessionSecret" | "mode">): string | undefined {
  if (env.sessionSecret !== undefined || env.mode !== "production") return undefined;
  return "SESSION_SECRET is not set: sessions, return logins and sealed refund details will not survive a restart or reach other replicas";
}
