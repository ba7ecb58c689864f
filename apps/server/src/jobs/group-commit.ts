import type { Kysely } from "kysely";

/** The most writes one transaction takes: on SQLite a transaction holds the event loop until its commit. */
export const GROUP_COMMIT_MAX = 50;

/**
 * Group commit: each call's write runs as soon as it can, but the calls that arrive while a
 * transaction is under way (or in the same turn of the event loop) share the next one. A
 * caller waits for its own commit only, never for a slower neighbour's. If a transaction
 * fails, every call in it rejects. `transact` opens the shared transaction (by default
 * `db.transaction()`; a caller may wrap it, e.g. in a shorter lock wait). Each transaction takes
 * at most GROUP_COMMIT_MAX.
 *
 * `waitTurn` runs before each transaction: the outbox passes its turn-taking (loop-turns.ts), so
 * the drain queues behind the steps already waiting and their writes meet in few transactions.
 * A page's view count passes none: a page never waits behind a burst of jobs.
 */
export function groupCommit<Db, Item, Result>(
  db: Kysely<Db>,
  write: (trx: Kysely<Db>, item: Item) => Promise<Result>,
  {
    transact = (work) => db.transaction().execute(work),
    waitTurn,
  }: {
    transact?: <T>(work: (trx: Kysely<Db>) => Promise<T>) => Promise<T>;
    waitTurn?: () => Promise<void>;
  } = {},
): (item: Item) => Promise<Result> {
  type Queued = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  const queue: Queued[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      if (waitTurn) await waitTurn();
      const taken = queue.splice(0, GROUP_COMMIT_MAX);
      try {
        const results = await transact(async (trx) => {
          const written: Result[] = [];
          for (const { item } of taken) written.push(await write(trx, item));
          return written;
        });
        for (const [index, queued] of taken.entries()) queued.resolve(results[index]!);
      } catch (error) {
        for (const queued of taken) queued.reject(error);
      }
    }
    draining = false;
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (draining) return;
      draining = true;
      setImmediate(() => void drain());
    });
}
