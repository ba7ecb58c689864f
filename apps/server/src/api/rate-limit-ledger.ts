import { isDatabaseBusy } from "../http/database-busy.ts";

/**
 * The shared counters a ledger leases from: one row of hits per bucket, key and window, in
 * the database every replica uses (see @portal/db's repositories/tracking-rate-limits.ts).
 */
export interface WindowStore {
  /** Adds `count` hits to the key's window only if the total stays ≤ `cap`; the new total, or undefined when it would not. */
  reserve(key: string, windowStart: string, count: number, cap: number): Promise<number | undefined>;
  /** Adds `count` hits to the key's window whatever the total (hits admitted while the store was busy). */
  add(key: string, windowStart: string, count: number): Promise<void>;
  /** The key's hits in a window (0 when none). */
  hits(key: string, windowStart: string): Promise<number>;
  /** Deletes windows that started before `windowStart`. */
  sweepBefore(windowStart: string): Promise<void>;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterMs: number };

export const WINDOW_MS = 60_000;
/** A replica leases at most this share of a key's budget at once: the most it can strand. */
const LEASE_SHARE = 20;
/** Keys kept in memory; past this the oldest go (their unused lease is simply lost: conservative). */
const MAX_KEYS = 50_000;
/**
 * While the store is busy (another process holds the database's write lock) a replica admits
 * a key from memory only up to 1/BUSY_SHARE of the limit in its sliding window, counting what
 * the database already holds: two replicas that both cannot write stay within the limit.
 */
const BUSY_SHARE = 2;
/** A key over its allowance while the store is busy is refused from memory this long. */
const BUSY_REFUSAL_MS = 1000;

interface KeyState {
  windowStartMs: number;
  /** Hits of the window before, read once per window (no replica adds to a window that ended). */
  previousHits: number | undefined;
  /** Hits this replica has reserved in the database for this window, and how many it has used. */
  granted: number;
  used: number;
  /** Of `granted`, hits admitted from memory while the store was busy, not yet written to it. */
  unrecorded: number;
  /** Such hits of the window before, carried over until they are written to its row. */
  previousUnrecorded: number;
  /** Leases taken this window: each doubles the next, so a client making one call strands nothing. */
  leases: number;
  /** Refused without asking the database until then: the earliest moment the window could admit. */
  blockedUntilMs: number;
  /** A lease being taken; concurrent requests of the key wait for it instead of taking their own. */
  pending: Promise<void> | undefined;
}

/**
 * A sliding-window limiter whose counts live in the shared database but are written in
 * leases, not per request. The window is the usual two-minute approximation: this minute's
 * hits plus last minute's weighted by the share of it still within the last 60 s.
 *
 * Before admitting, a replica reserves hits in the database with a conditional increment
 * that only succeeds while the window's total stays within what the limit allows at that
 * moment. Admitted requests spend reserved hits; when they run out it reserves the next
 * lease (1, 2, 4, … up to limit/20). Every admitted request was therefore counted in the
 * database before it was let through, by whichever replica took it, and the weight of last
 * minute only falls as time passes: together the replicas never let more than the limit
 * through. Reserved hits a replica does not use (its lease when the window ends or the key
 * goes quiet) still count, so the error is on the safe side: a client may be refused up to
 * (replicas × (lease − 1)) requests early. docs/security.md has the reasoning.
 */
export class RateLimitLedger {
  private readonly keys = new Map<string, KeyState>();
  private sweptWindowMs = 0;

  constructor(private readonly store: WindowStore) {}

  /**
   * Admits one request of `key` at `nowMs`, or says how long until one could be. While the store
   * is busy, admits from the allowance in memory (BUSY_SHARE); throws when the store fails otherwise.
   */
  async admit(key: string, limit: number, nowMs: number): Promise<Admission> {
    const windowStartMs = Math.floor(nowMs / WINDOW_MS) * WINDOW_MS;
    await this.sweep(windowStartMs);
    for (;;) {
      const state = this.stateOf(key, windowStartMs);
      if (state.windowStartMs !== windowStartMs) {
        // The last window's lease is still being taken: wait, then start this window afresh.
        await state.pending;
        continue;
      }
      if (nowMs < state.blockedUntilMs) return { admitted: false, retryAfterMs: state.blockedUntilMs - nowMs };
      if (state.used < state.granted) {
        state.used += 1;
        return { admitted: true };
      }
      if (state.pending) {
        await state.pending;
        continue;
      }
      const lease = this.lease(key, state, limit, nowMs);
      state.pending = lease;
      try {
        await lease;
      } finally {
        state.pending = undefined;
      }
      if (state.used >= state.granted && nowMs >= state.blockedUntilMs) {
        // Defensive: a lease either grants or blocks; never spin.
        return { admitted: false, retryAfterMs: 1000 };
      }
    }
  }

  private stateOf(key: string, windowStartMs: number): KeyState {
    let state = this.keys.get(key);
    // Hits of last minute admitted from memory and never written still weigh on this one.
    let previousUnrecorded = 0;
    if (state && state.windowStartMs !== windowStartMs && !state.pending) {
      if (state.windowStartMs === windowStartMs - WINDOW_MS) previousUnrecorded = state.unrecorded;
      this.keys.delete(key);
      state = undefined;
    }
    if (!state) {
      if (this.keys.size >= MAX_KEYS) this.keys.delete(this.keys.keys().next().value as string);
      state = {
        windowStartMs,
        previousHits: undefined,
        granted: 0,
        used: 0,
        unrecorded: 0,
        previousUnrecorded,
        leases: 0,
        blockedUntilMs: 0,
        pending: undefined,
      };
      this.keys.set(key, state);
    }
    return state;
  }

  private async lease(key: string, state: KeyState, limit: number, nowMs: number): Promise<void> {
    const windowStartMs = state.windowStartMs;
    const windowStart = new Date(windowStartMs).toISOString();
    const previousWindowStart = new Date(windowStartMs - WINDOW_MS).toISOString();
    // Reads go on under another process's write lock (WAL); only writes can find it busy.
    state.previousHits ??= await this.store.hits(key, previousWindowStart);
    const previousShare = 1 - (nowMs - windowStartMs) / WINDOW_MS;
    try {
      await this.recordUnrecorded(key, state, windowStart, previousWindowStart);
      const previousWeight = (state.previousHits + state.previousUnrecorded) * previousShare;
      // The most hits this window may hold now: its total plus last minute's weight within the limit.
      const cap = Math.floor(limit - previousWeight);
      const wanted = Math.min(2 ** state.leases, Math.max(1, Math.floor(limit / LEASE_SHARE)), cap);
      if (wanted >= 1 && (await this.store.reserve(key, windowStart, wanted, cap)) !== undefined) return this.grant(state, wanted);
      // Not the whole lease: take what is left of the budget, if anything.
      const current = await this.store.hits(key, windowStart);
      const rest = Math.min(wanted, cap - current);
      if (rest >= 1 && (await this.store.reserve(key, windowStart, rest, cap)) !== undefined) return this.grant(state, rest);
      state.blockedUntilMs = earliestAdmission({ limit, windowStartMs, previousHits: state.previousHits, currentHits: current, nowMs });
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      // Cannot write: admit from memory, within a share of the limit that counts what the
      // database already holds (every replica's leases) and what this one admitted unwritten.
      const recorded = await this.store.hits(key, windowStart);
      const weight = (state.previousHits + state.previousUnrecorded) * previousShare + recorded + state.unrecorded;
      if (weight + 1 <= limit / BUSY_SHARE) {
        state.unrecorded += 1;
        state.granted += 1;
      } else {
        state.blockedUntilMs = nowMs + BUSY_REFUSAL_MS;
      }
    }
  }

  /** Writes the hits admitted from memory while the store was busy, so they count for every replica. */
  private async recordUnrecorded(key: string, state: KeyState, windowStart: string, previousWindowStart: string): Promise<void> {
    if (state.previousUnrecorded > 0) {
      await this.store.add(key, previousWindowStart, state.previousUnrecorded);
      // previousHits was read before this write, so it takes them in only now.
      state.previousHits = (state.previousHits ?? 0) + state.previousUnrecorded;
      state.previousUnrecorded = 0;
    }
    if (state.unrecorded > 0) {
      await this.store.add(key, windowStart, state.unrecorded);
      state.unrecorded = 0;
    }
  }

  private grant(state: KeyState, hits: number): void {
    state.granted += hits;
    state.leases += 1;
  }

  private async sweep(windowStartMs: number): Promise<void> {
    if (this.sweptWindowMs === windowStartMs) return;
    const sweptBefore = this.sweptWindowMs;
    this.sweptWindowMs = windowStartMs;
    for (const [key, state] of this.keys) {
      // A key of last minute with hits admitted from memory stays: they carry over (stateOf).
      const carries = state.unrecorded > 0 && state.windowStartMs === windowStartMs - WINDOW_MS;
      if (state.windowStartMs < windowStartMs && !state.pending && !carries) this.keys.delete(key);
    }
    try {
      await this.store.sweepBefore(new Date(windowStartMs - WINDOW_MS).toISOString());
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      this.sweptWindowMs = sweptBefore; // old rows only take room: sweep on a later request
    }
  }
}

/**
 * When the window could next admit one more hit, if nobody else adds any: within this
 * window once last minute's weight has fallen enough, else in the next window once this
 * window's (then last minute's) weight has.
 */
export function earliestAdmission(input: { limit: number; windowStartMs: number; previousHits: number; currentHits: number; nowMs: number }): number {
  const { limit, windowStartMs, previousHits, currentHits, nowMs } = input;
  const room = limit - currentHits - 1;
  if (room >= 0) {
    // previousHits × (1 − elapsed/W) ≤ room
    const at = previousHits > 0 ? windowStartMs + WINDOW_MS * (1 - room / previousHits) : nowMs;
    return Math.max(nowMs + 1, Math.ceil(at));
  }
  const next = windowStartMs + WINDOW_MS;
  const at = currentHits > 0 ? next + WINDOW_MS * Math.max(0, 1 - (limit - 1) / currentHits) : next;
  return Math.max(nowMs + 1, Math.ceil(at));
}
