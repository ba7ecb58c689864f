import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { clearThrottle, findThrottle, saveThrottle } from "../../db/repositories/admin-login-throttle.ts";
import type { Database } from "../../db/schema.ts";

/**
 * Slows password guessing without letting anyone lock a real admin out for good. Failed
 * logins are counted under three keys, each with its own limit and longest lock:
 *
 * - the account from one client address: 5 failures, then locks doubling from 30 s to 15 min;
 * - one client address over all accounts: 20 failures, the same locks;
 * - the account from anywhere: 10 failures, then at most a 60 s pause. Attackers elsewhere
 *   can only ever slow the real admin by a minute; they cannot lock them out.
 *
 * Counts reset 15 minutes after the last failure, and a successful login clears the
 * account's counts. Keys are hashes: addresses and usernames are personal data.
 */
export type ThrottleScope = "account-client" | "client" | "account";

interface ThrottleRule {
  failuresBeforeLock: number;
  longestLockMs: number;
}

const FIRST_LOCK_MS = 30_000;
const RESET_AFTER_MS = 15 * 60_000;

export const THROTTLE_RULES = {
  "account-client": { failuresBeforeLock: 5, longestLockMs: 15 * 60_000 },
  client: { failuresBeforeLock: 20, longestLockMs: 15 * 60_000 },
  account: { failuresBeforeLock: 10, longestLockMs: 60_000 },
} as const satisfies Record<ThrottleScope, ThrottleRule>;

export interface LoginAttempt {
  brandId: string;
  username: string;
  clientAddress: string;
}

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");

function keysOf(attempt: LoginAttempt): Record<ThrottleScope, string> {
  const account = hash(`${attempt.brandId}\u0000${attempt.username.trim()}`);
  const client = hash(attempt.clientAddress);
  return { "account-client": `account-client:${account}.${client}`, client: `client:${client}`, account: `account:${account}` };
}

const SCOPES = Object.keys(THROTTLE_RULES) as ThrottleScope[];

/** Seconds until the attempt may be made, or 0 when it may be made now. */
export async function secondsUntilLoginAllowed(db: Kysely<Database>, attempt: LoginAttempt, now: Date): Promise<number> {
  const keys = keysOf(attempt);
  let waitMs = 0;
  for (const scope of SCOPES) {
    const state = await findThrottle(db, keys[scope]);
    const until = state?.lockedUntil ? Date.parse(state.lockedUntil) : 0;
    waitMs = Math.max(waitMs, until - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

export async function recordLoginFailure(db: Kysely<Database>, attempt: LoginAttempt, now: Date): Promise<void> {
  const keys = keysOf(attempt);
  for (const scope of SCOPES) {
    const rule: ThrottleRule = THROTTLE_RULES[scope];
    const state = await findThrottle(db, keys[scope]);
    const stale = !state || now.getTime() - Date.parse(state.lastFailureAt) > RESET_AFTER_MS;
    const failures = (stale ? 0 : state.failures) + 1;
    const over = failures - rule.failuresBeforeLock;
    const lockMs = over < 0 ? 0 : Math.min(rule.longestLockMs, FIRST_LOCK_MS * 2 ** Math.min(over, 20));
    await saveThrottle(db, keys[scope], {
      failures,
      lastFailureAt: now.toISOString(),
      lockedUntil: lockMs > 0 ? new Date(now.getTime() + lockMs).toISOString() : null,
    });
  }
}

export async function recordLoginSuccess(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  const keys = keysOf(attempt);
  await clearThrottle(db, keys["account-client"]);
  await clearThrottle(db, keys.account);
}
