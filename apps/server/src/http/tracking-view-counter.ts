import { SqliteAdapter, type Kysely } from "kysely";
import { withShortLockWait } from "@portal/db/connection";
import { countTrackingView, type TrackingView } from "@portal/db/insights";
import type { Database } from "@portal/db/schema";
import { groupCommit } from "../jobs/group-commit.ts";

type CountView = (view: TrackingView) => Promise<void>;

/** One counter per database, shared by the page and the track-order API. */
const counters = new WeakMap<Kysely<Database>, CountView>();

/**
 * Counts a tracking page view (docs/insights.md) and resolves once it is committed, so the
 * count stays exact. On SQLite the views that arrive while one commit is under way share the
 * next transaction (group commit): a sale day's burst of first views pays one commit (WAL
 * write and sync) per batch instead of one per page, which was the largest share of a first
 * view's cost (docs/performance.md). SQLite has one writer, so a batch cannot deadlock; on
 * PostgreSQL each view keeps its own transaction (batches on several replicas could take row
 * locks in opposite orders, and the server groups commits itself).
 * The lock wait stays short (withShortLockWait): a held lock costs the batch one short wait.
 */
export function recordTrackingView(db: Kysely<Database>, view: TrackingView): Promise<void> {
  let count = counters.get(db);
  if (!count) counters.set(db, (count = counterFor(db)));
  return count(view);
}

function counterFor(db: Kysely<Database>): CountView {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return (view) => withShortLockWait(db, (connection) => countTrackingView(connection, view));
  return groupCommit(db, countTrackingView, {
    transact: (work) => withShortLockWait(db, (connection) => connection.transaction().execute(work)),
  });
}
