import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";

/**
 * Claiming jobs from an outbox table, for any number of workers on any number of replicas.
 *
 * A job table has at least these columns (brand_events is one; a notifications outbox can be
 * another): `id` text key, `status` (a JobStatus), `ready_at` (due from), `attempts`,
 * `claim_token` and `claimed_at` (who holds it since when), `created_at`, `updated_at`, and,
 * for tables claimed in subject order, `subject`.
 *
 * A claim is one UPDATE … WHERE id IN (the due ids) … RETURNING id: on PostgreSQL the inner
 * SELECT takes `FOR UPDATE SKIP LOCKED`, so concurrent workers take disjoint rows without
 * waiting on each other; SQLite runs one writer at a time, so the statement is atomic there
 * as it stands. Either way a job is held by one claim token at a time, and only the holder
 * can settle it (`settleJob` compares the token). A claim older than `staleBefore` is taken
 * over: its worker died (kill -9, a lost replica) mid-job, so the job runs again; at least
 * once, never lost.
 */
export type JobStatus = "pending" | "working" | "done" | "dead";

export const JOB_STATUSES = ["pending", "working", "done", "dead"] as const satisfies readonly JobStatus[];

export interface ClaimJobs {
  /** The job table's name (trusted: code passes a constant, never input). */
  table: string;
  /** Written into claim_token: the settling call must present it. */
  token: string;
  now: Date;
  /** Claims made before this are presumed dead and retaken. */
  staleBefore: Date;
  limit: number;
  /**
   * Jobs of one `subject` run one at a time in creation order: a job waits while an earlier
   * one of its subject is pending or working (dead ones no longer hold it back).
   */
  inSubjectOrder?: boolean;
}

/** Takes up to `limit` due jobs for one worker; the ids it now holds, oldest due first. */
export async function claimDueJobs(db: Kysely<any>, claim: ClaimJobs): Promise<string[]> {
  const result = await claimDueJobsStatement(db, claim).execute(db);
  return result.rows.map((row) => row.id).sort();
}

/**
 * The claim as one statement (exported for the query-plan tests). Due jobs are the pending ones
 * whose time has come and the working ones whose claim went stale.
 *
 * On PostgreSQL that is one OR, read from the `(status, ready_at)` index by a bitmap OR, and
 * `FOR UPDATE SKIP LOCKED` (which a UNION cannot carry) keeps concurrent workers apart. SQLite's
 * planner takes no index for an OR under one ORDER BY and scanned the whole table per claim (at
 * 100k queued messages, a stall of the sender's event loop per round), so there the two halves
 * are read apart, each from the index in `ready_at` order, and merged; one UPDATE, which SQLite
 * runs atomically.
 */
export function claimDueJobsStatement(db: Kysely<any>, claim: ClaimJobs) {
  const table = sql.table(claim.table);
  const now = claim.now.toISOString();
  const stale = claim.staleBefore.toISOString();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const inOrder = claim.inSubjectOrder
    ? sql`and not exists (
        select 1 from ${table} as e
        where e.subject = j.subject and e.status in ('pending', 'working')
          and (e.created_at < j.created_at or (e.created_at = j.created_at and e.id < j.id)))`
    : sql``;
  const set = sql`set status = 'working', claim_token = ${claim.token}, claimed_at = ${now}, attempts = attempts + 1, updated_at = ${now}`;
  if (postgres) {
    return sql<{ id: string }>`
      update ${table} ${set}
      where id in (
        select j.id from ${table} as j
        where ((j.status = 'pending' and j.ready_at <= ${now}) or (j.status = 'working' and j.claimed_at < ${stale}))
        ${inOrder}
        order by j.ready_at, j.created_at, j.id
        limit ${claim.limit}
        for update skip locked
      )
      returning id`;
  }
  const half = (due: RawBuilder<unknown>) =>
    sql`select id, ready_at, created_at from (
      select j.id, j.ready_at, j.created_at from ${table} as j where ${due} ${inOrder} order by j.ready_at limit ${claim.limit})`;
  return sql<{ id: string }>`
    update ${table} ${set}
    where id in (
      select id from (
        ${half(sql`j.status = 'pending' and j.ready_at <= ${now}`)}
        union all
        ${half(sql`j.status = 'working' and j.claimed_at < ${stale}`)}
      )
      order by ready_at, created_at, id
      limit ${claim.limit}
    )
    returning id`;
}

export interface SettleJob {
  table: string;
  id: string;
  /** The token the claim wrote; a job retaken by another worker meanwhile is not settled. */
  token: string;
  now: Date;
  /** done, dead (given up), or pending again at `readyAt` (a retry). */
  status: Exclude<JobStatus, "working">;
  readyAt?: Date;
  /** Further columns of the table to write in the same statement (the attempt's outcome). */
  set?: Record<string, string | number | null>;
}

/** Ends the holder's claim on a job. False when the claim was lost (taken over as stale). */
export async function settleJob(db: Kysely<any>, settle: SettleJob): Promise<boolean> {
  const result = await db
    .updateTable(settle.table)
    .set({
      ...settle.set,
      status: settle.status,
      claim_token: null,
      claimed_at: null,
      updated_at: settle.now.toISOString(),
      ...(settle.readyAt ? { ready_at: settle.readyAt.toISOString() } : {}),
    })
    .where("id", "=", settle.id)
    .where("claim_token", "=", settle.token)
    .where("status", "=", "working")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Claims due jobs (claimDueJobs) and reads the rows now held, oldest first. */
export async function claimJobRows<Row>(db: Kysely<any>, claim: ClaimJobs): Promise<Row[]> {
  const ids = await claimDueJobs(db, claim);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(claim.table).selectAll().where("id", "in", ids).orderBy("created_at").orderBy("id").execute();
  return rows as Row[];
}

/** A new job's claim columns: pending, due at `readyAt`, never tried, held by no worker. */
export function newJobColumns(readyAt: string) {
  return { status: "pending" as const, ready_at: readyAt, attempts: 0, claim_token: null, claimed_at: null };
}

/** An outbox job's `last_*` columns before its first attempt (what settleAttempt writes later). */
export const NO_ATTEMPT_YET = { last_attempt_at: null, last_response_status: null, last_response_body: null, last_error: null } as const;

/** What one attempt of an outbox job got back, as its table's `last_*` columns keep it. */
export interface AttemptAnswer {
  at: Date;
  /** HTTP status (or SMTP reply code); null when no answer came. */
  status: number | null;
  bodyExcerpt: string | null;
  error: string | null;
}

export interface SettleAttempt {
  table: string;
  id: string;
  token: string;
  answer: AttemptAnswer;
  done: boolean;
  /** After a failure: when to try again; undefined gives the job up. */
  retryAt: Date | undefined;
  /** The column stamped with the attempt's time when it is done (sent_at, delivered_at). */
  doneAtColumn: string;
  /** Further columns the table keeps of an attempt. */
  set?: Record<string, string | number | null>;
}

/**
 * Records an attempt in the outbox columns every job table shares (last_attempt_at,
 * last_response_*, last_error) and ends the claim: done, pending again at `retryAt`, or dead.
 * False when the claim was lost meanwhile.
 */
export async function settleAttempt(db: Kysely<any>, attempt: SettleAttempt): Promise<boolean> {
  const at = attempt.answer.at.toISOString();
  return settleJob(db, {
    table: attempt.table,
    id: attempt.id,
    token: attempt.token,
    now: attempt.answer.at,
    status: attempt.done ? "done" : attempt.retryAt ? "pending" : "dead",
    readyAt: attempt.retryAt,
    set: {
      ...attempt.set,
      last_attempt_at: at,
      last_response_status: attempt.answer.status,
      last_response_body: attempt.answer.bodyExcerpt,
      last_error: attempt.answer.error,
      ...(attempt.done ? { [attempt.doneAtColumn]: at } : {}),
    },
  });
}
