import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import type { Logger } from "../log/logger.ts";
import { groupCommit } from "./group-commit.ts";
import { takeTurn } from "./loop-turns.ts";
import { pollLoop } from "./poll-loop.ts";

/** How one attempt ended: taken, worth another try later, or refused for good (no retry fixes it). */
export type Verdict = "done" | "retry" | "refused";

/** What a claim asks of a job table (job-claims.ts in @portal/db). */
export interface OutboxClaim {
  token: string;
  now: Date;
  /** Claims made before this are presumed dead (the lease ran out) and taken over. */
  staleBefore: Date;
  limit: number;
}

/** One attempt's outcome as the table records it. */
export interface OutboxSettle<Answer> {
  id: string;
  token: string;
  answer: Answer;
  done: boolean;
  /** When to try again; undefined after a failure means given up. */
  retryAt: Date | undefined;
}

/** A job table's side of the loop: its repository's claim and settle. */
export interface OutboxTable<Job, Answer> {
  claim(db: Kysely<Database>, claim: OutboxClaim): Promise<Job[]>;
  /** False when the claim was lost meanwhile (taken over as stale). */
  settle(db: Kysely<Database>, settle: OutboxSettle<Answer>): Promise<boolean>;
}

export interface Attempted<Answer> {
  answer: Answer;
  verdict: Verdict;
  /** The receiver's Retry-After, for schedules that honour it. */
  retryAfterSeconds?: number;
}

/** Memoises a look-up for the jobs of one claim (an endpoint, a provider account). */
export type BatchMemo = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export interface Outcome {
  settled: boolean;
  retryAt: Date | undefined;
}

/** What a worker does with its jobs; the loop does the claiming, recording and retrying. */
export interface OutboxHandler<Job extends OutboxJob, Answer extends { at: Date }> {
  attempt(job: Job, batch: BatchMemo): Promise<Attempted<Answer>>;
  /** The next attempt after attempt number `attempts` failed at `at`; undefined once all are spent. */
  retryAt(attempts: number, at: Date, retryAfterSeconds: number | undefined): Date | undefined;
  /** Runs after the outcome is recorded (e.g. switching off an endpoint that answered 410). */
  afterSettle?(job: Job, attempted: Attempted<Answer>, outcome: Outcome, batch: BatchMemo): Promise<void>;
  /** Logs the outcome: ids and statuses, never an address, a body or a secret. */
  report(job: Job, attempted: Attempted<Answer>, outcome: Outcome): void;
}

export interface OutboxJob {
  id: string;
  /** Attempts so far, this one included (the claim counts it). */
  attempts: number;
}

/**
 * each: a job's outcome is recorded on its own as soon as its answer comes.
 * grouped: also as soon as it comes (a slow job holds up no other, so a process killed while one
 * job hangs has recorded every answer it got), but the answers that arrive while a commit is
 * under way are recorded together in the next transaction: a few commits (disk flushes) per
 * batch instead of one per job.
 */
export type SettleMode = "each" | "grouped";

/** What a caller may set on any outbox worker (tests shorten the lease, servers keep the defaults). */
export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  log: Logger;
  now?: () => Date;
  /** How often to look for due jobs when the last poll found less than a full batch. */
  pollIntervalMs?: number;
  /**
   * The lease: a claim older than this is presumed dead (its process was killed mid-attempt)
   * and the job runs again. Longer than an attempt may take, so a live attempt is not doubled.
   */
  staleAfterMs?: number;
  /** Jobs taken per claim, attempted side by side. */
  batchSize?: number;
  /** The retry schedules' jitter (the handlers use it; tests fix it). */
  random?: () => number;
}

/** What a worker brings to the loop: its table, its handler and its defaults. */
export interface OutboxDefinition<Job extends OutboxJob, Answer extends { at: Date }> {
  /** In log lines: "<name> worker poll failed". */
  name: string;
  table: OutboxTable<Job, Answer>;
  handler: OutboxHandler<Job, Answer>;
  /** Default: each. */
  settle?: SettleMode;
  staleAfterMs: number;
  /** Default: 10. */
  batchSize?: number;
}

export interface OutboxWorker {
  /** Random per instance: the claim tokens it writes start with it (visible in the table). */
  readonly id: string;
  /** Claims and runs the jobs due now; resolves to how many were done. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the attempts in hand. */
  stop(): Promise<void>;
}

/**
 * The one loop of every outbox worker (brand events, NDR pushes, notifications): claim a batch
 * exclusively, attempt each job side by side, record each outcome under the claim's token,
 * retry on the handler's schedule or give up on a refusal. A job is settled only after its
 * answer, so a process killed mid-attempt leaves a claim that a worker on any replica retakes
 * once the lease runs out: at least once, never lost.
 */
export function createOutboxWorker<Job extends OutboxJob, Answer extends { at: Date }>(
  options: OutboxWorkerOptions,
  definition: OutboxDefinition<Job, Answer>,
): OutboxWorker {
  const { db, log } = options;
  const { table, handler } = definition;
  const now = options.now ?? (() => new Date());
  const staleAfterMs = options.staleAfterMs ?? definition.staleAfterMs;
  const batchSize = options.batchSize ?? definition.batchSize ?? 10;
  const id = randomUUID();

  async function runOnce(): Promise<number> {
    await takeTurn();
    const at = now();
    const token = `${id}:${randomUUID()}`;
    const jobs = await table.claim(db, { token, now: at, staleBefore: new Date(at.getTime() - staleAfterMs), limit: batchSize });
    const memo = new Map<string, Promise<unknown>>();
    const batch: BatchMemo = (key, load) => {
      let found = memo.get(key);
      if (!found) memo.set(key, (found = load()));
      return found as ReturnType<typeof load>;
    };
    const retryAtOf = (job: Job, attempted: Attempted<Answer>) =>
      attempted.verdict === "retry" ? handler.retryAt(job.attempts, attempted.answer.at, attempted.retryAfterSeconds) : undefined;
    type Recorded = { job: Job; attempted: Attempted<Answer>; retryAt: Date | undefined };
    const write = (on: Kysely<Database>, { job, attempted, retryAt }: Recorded) =>
      table.settle(on, { id: job.id, token, answer: attempted.answer, done: attempted.verdict === "done", retryAt });
    const record = (definition.settle ?? "each") === "each" ? (item: Recorded) => write(db, item) : groupCommit(db, write, { waitTurn: takeTurn });
    const finish = async (job: Job, attempted: Attempted<Answer>, outcome: Outcome) => {
      await handler.afterSettle?.(job, attempted, outcome, batch);
      handler.report(job, attempted, outcome);
      return outcome.settled && attempted.verdict === "done";
    };

    const done = await Promise.all(
      jobs.map(async (job) => {
        // One job's CPU-bound part (queries, rendering, building) per turn: see loop-turns.ts.
        await takeTurn();
        const attempted = await handler.attempt(job, batch);
        const retryAt = retryAtOf(job, attempted);
        return finish(job, attempted, { settled: await record({ job, attempted, retryAt }), retryAt });
      }),
    );
    return done.filter(Boolean).length;
  }

  const loop = pollLoop({ name: definition.name, log, runOnce, pollIntervalMs: options.pollIntervalMs ?? 1000, batchSize });
  return { id, runOnce, start: loop.start, stop: loop.stop };
}

/** A network failure in a few words for a delivery log: the cause's code and message, no more than 300 characters. */
export function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return (code ? `${code}: ${message}` : message).slice(0, 300);
}

/** True when a fetch failed because its AbortSignal.timeout ran out (or it was aborted). */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
