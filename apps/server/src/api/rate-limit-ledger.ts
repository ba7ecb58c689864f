/**
 * The shared counters a ledger leases from: a key's hits per slot, in the database every
 * replica uses (see @portal/db's repositories/tracking-rate-limits.ts).
 */
export interface WindowStore {
  /** Adds `count` hits to the key's slot only if its hits over the slots from `since` to it stay ≤ `limit`; true when added. */
  reserve(key: string, slotStart: string, since: string, count: number, limit: number): Promise<boolean>;
  /** Takes back hits reserved in a slot and never used. */
  giveBack(key: string, slotStart: string, count: number): Promise<void>;
  /** The key's hits per slot from `since` on. */
  slots(key: string, since: string): Promise<Array<{ slotStart: string; hits: number }>>;
  /** Deletes slots that started before `slotStart`. */
  sweepBefore(slotStart: string): Promise<void>;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterMs: number };

export const WINDOW_MS = 60_000;
/**
 * Hits are counted per slot of this length. A request in slot b is admitted only while the
 * slots b − 12 … b (13 slots, 65 s) hold fewer than the limit: every 60 s window lies within
 * such a span, so no window ever holds more than the limit. The price is being strict by up
 * to one slot: a client's limit is spread over 60-65 s.
 */
export const SLOT_MS = 5_000;
const SLOTS_PER_WINDOW = WINDOW_MS / SLOT_MS;
/** A replica leases at most this share of a key's budget at once: the most it can hold unused. */
const LEASE_SHARE = 20;
/** Keys kept in memory; past this the oldest go (their unused lease is simply lost: conservative). */
const MAX_KEYS = 50_000;

interface KeyState {
  slotStartMs: number;
  /** Hits this replica has reserved in the database for this slot, and how many it has used. */
  granted: number;
  used: number;
  /** Leases taken in a row without leaving hits unused: each doubles the next. */
  leases: number;
  /** Hits reserved in slots that ended and never used, to take back at the next lease. */
  unused: Array<{ slotStartMs: number; count: number }>;
  /** Refused without asking the database until then: the earliest moment the window could admit. */
  blockedUntilMs: number;
  /** A lease being taken; concurrent requests of the key wait for it instead of taking their own. */
  pending: Promise<void> | undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();
const slotOf = (ms: number) => Math.floor(ms / SLOT_MS) * SLOT_MS;

/**
 * An exact sliding-window limiter whose counts live in the shared database but are written
 * in leases, not per request.
 *
 * Before admitting, a replica reserves hits in the current slot with a conditional increment
 * that succeeds only while the key's hits over the last 13 slots stay within the limit. Admitted
 * requests spend reserved hits, only within the slot they were reserved in; when they run out
 * it reserves the next lease (1, 2, 4, … up to limit/20). Every admitted request was counted in
 * the database, in the slot it was admitted in, before it was let through, by whichever replica
 * took it: together the replicas never admit more than the limit in any 60 s (docs/security.md
 * has the proof). Hits a replica reserved and did not use by the slot's end are taken back at
 * its next lease; until then they count, so the error is on the safe side only.
 *
 * Any failure of the store (including SQLite's busy lock) reaches the caller, which answers
 * 503: a request is never admitted on a count other replicas cannot see.
 */
export class RateLimitLedger {
  private readonly keys = new Map<string, KeyState>();
  private sweptSlotMs = 0;

  constructor(private readonly store: WindowStore) {}

  /** Admits one request of `key` at `nowMs`, or says how long until one could be; throws when the store fails. */
  async admit(key: string, limit: number, nowMs: number): Promise<Admission> {
    const slotStartMs = slotOf(nowMs);
    await this.sweep(slotStartMs);
    for (;;) {
      const state = this.stateOf(key, slotStartMs);
      if (state.slotStartMs !== slotStartMs) {
        // Last slot's lease is still being taken: wait, then start this slot afresh.
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

  private stateOf(key: string, slotStartMs: number): KeyState {
    let state = this.keys.get(key);
    if (state && state.slotStartMs !== slotStartMs && !state.pending) {
      // A new slot: what the last one left unused is taken back at the next lease.
      const left = state.granted - state.used;
      if (left > 0 && state.slotStartMs > slotStartMs - WINDOW_MS) state.unused.push({ slotStartMs: state.slotStartMs, count: left });
      state.leases = left > 0 ? 0 : state.leases;
      state.slotStartMs = slotStartMs;
      state.granted = 0;
      state.used = 0;
      // Refreshed at the end of the map, so the oldest keys are the first forgotten.
      this.keys.delete(key);
      this.keys.set(key, state);
    }
    if (!state) {
      if (this.keys.size >= MAX_KEYS) this.keys.delete(this.keys.keys().next().value as string);
      state = { slotStartMs, granted: 0, used: 0, leases: 0, unused: [], blockedUntilMs: 0, pending: undefined };
      this.keys.set(key, state);
    }
    return state;
  }

  private async lease(key: string, state: KeyState, limit: number, nowMs: number): Promise<void> {
    const slotStart = iso(state.slotStartMs);
    const sinceMs = state.slotStartMs - SLOTS_PER_WINDOW * SLOT_MS;
    const since = iso(sinceMs);
    while (state.unused.length > 0) {
      const { slotStartMs, count } = state.unused[0]!;
      if (slotStartMs >= sinceMs) await this.store.giveBack(key, iso(slotStartMs), count);
      state.unused.shift();
    }
    const wanted = Math.min(2 ** state.leases, Math.max(1, Math.floor(limit / LEASE_SHARE)), limit);
    if (await this.store.reserve(key, slotStart, since, wanted, limit)) return this.grant(state, wanted);
    // Not the whole lease: take what is left of the budget, if anything.
    const slots = await this.store.slots(key, since);
    const rest = Math.min(wanted, limit - slots.reduce((sum, slot) => sum + slot.hits, 0));
    if (rest >= 1 && (await this.store.reserve(key, slotStart, since, rest, limit))) return this.grant(state, rest);
    state.blockedUntilMs = earliestAdmission({ limit, slots, nowMs });
  }

  private grant(state: KeyState, hits: number): void {
    state.granted += hits;
    state.leases += 1;
  }

  private async sweep(slotStartMs: number): Promise<void> {
    if (this.sweptSlotMs >= slotStartMs - WINDOW_MS) return;
    this.sweptSlotMs = slotStartMs;
    for (const [key, state] of this.keys) {
      if (state.slotStartMs < slotStartMs - WINDOW_MS && !state.pending) this.keys.delete(key);
    }
    await this.store.sweepBefore(iso(slotStartMs - 2 * WINDOW_MS));
  }
}

/**
 * When a key could next be admitted one more hit if nobody else adds any: the start of the
 * first slot (from now on) whose 13-slot span holds fewer than the limit.
 */
export function earliestAdmission(input: { limit: number; slots: ReadonlyArray<{ slotStart: string; hits: number }>; nowMs: number }): number {
  const { limit, slots, nowMs } = input;
  const now = slotOf(nowMs);
  const hitsBySlot = new Map(slots.map((slot) => [Date.parse(slot.slotStart), slot.hits]));
  for (let candidate = now; candidate <= now + WINDOW_MS + SLOT_MS; candidate += SLOT_MS) {
    let held = 0;
    for (let slot = candidate - WINDOW_MS; slot <= candidate; slot += SLOT_MS) held += hitsBySlot.get(slot) ?? 0;
    if (held < limit) return Math.max(nowMs + 1, candidate);
  }
  return now + WINDOW_MS + 2 * SLOT_MS;
}
