import { SERVER_SQLITE_LOCKING, type DatabaseConfig } from "@portal/db/connection";
import { isDatabaseBusy } from "../http/database-busy.ts";

/**
 * A connection as the server opens it (SERVER_SQLITE_LOCKING on SQLite: a short lock wait, then
 * a back-off), for tests that stand two replicas' workers on one database in one process. With
 * the default 5 s wait, one worker's synchronous write waits out the other's open transaction
 * while holding the only thread, so that transaction can never finish (a deadlock two processes
 * never meet).
 */
export const asServerConnects = (config: DatabaseConfig): DatabaseConfig => ({ ...config, ...SERVER_SQLITE_LOCKING });

/**
 * Runs a worker's polls the way poll-loop.ts does until `done`: a poll refused because the
 * database is busy is polled again on a later turn of the event loop (not counted as a round);
 * any other failure fails the test.
 */
export async function pollAsTheLoop(worker: { runOnce(): Promise<number> }, done: () => boolean, rounds = 100): Promise<void> {
  for (let round = 0; round < rounds && !done();) {
    try {
      await worker.runOnce();
      round += 1;
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
