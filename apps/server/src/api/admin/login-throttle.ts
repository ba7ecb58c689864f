import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { clearThrottle, countAttempt, latestLockOf, uncountAttempt, type LockPlan } from "@portal/db/repositories/admin-login-throttle";
import type { Database } from "@portal/db/schema";

/**
 * Slows password guessing without letting anyone lock the real admin out. Every admitted
 * attempt is counted under each of its keys *before* the password is checked (a good login
 * takes its count back), so concurrent guesses cannot all slip in:
 *
 * - the account from one client address: 5 attempts, then locks doubling from 30 s to 15 min;
 * - one client address over all accounts: 20, the same locks;
 * - the account from browsers that never logged in to it: 10, then locks doubling from 30 s
 *   to 1 h, the count starting again only after a quiet day. Attackers anywhere can keep such
 *   browsers out for as long as they keep guessing;
 * - the account from one known device (a browser that logged in to it before, proven by its
 *   signed cookie, known-device.ts): 5, then locks as for the account (so a stolen cookie gets
 *   no more guesses than strangers). A known device is exempt from the account-wide count, so
 *   the owner's own browser gets in whatever strangers do.
 *
 * Otherwise a count starts again 15 min after its last attempt or the end of its last lock. Keys are hashes: addresses and usernames are personal data. Why this holds, and
 * what an attacker can still do: docs/security.md, "Admin login".
 */
export type ThrottleScope = "account-client" | "client" | "account" | "device";

interface ThrottleRule {
  failuresBeforeLock: number;
  longestLockMs: number;
  quietResetMs: number;
  /** What a good login does to the scope's count: clear it (the scope is this client's own) or take back only its own attempt (the scope is shared). */
  onSuccess: "clear" | "uncount";
}

const FIRST_LOCK_MS = 30_000;
const MINUTE_MS = 60_000;

export const THROTTLE_RULES = {
  "account-client": { failuresBeforeLock: 5, longestLockMs: 15 * MINUTE_MS, quietResetMs: 15 * MINUTE_MS, onSuccess: "clear" },
  client: { failuresBeforeLock: 20, longestLockMs: 15 * MINUTE_MS, quietResetMs: 15 * MINUTE_MS, onSuccess: "uncount" },
  account: { failuresBeforeLock: 10, longestLockMs: 60 * MINUTE_MS, quietResetMs: 24 * 60 * MINUTE_MS, onSuccess: "uncount" },
  device: { failuresBeforeLock: 5, longestLockMs: 60 * MINUTE_MS, quietResetMs: 24 * 60 * MINUTE_MS, onSuccess: "clear" },
} as const satisfies Record<ThrottleScope, ThrottleRule>;

/** The scopes an attempt counts under, per-client ones first; a known device skips the account-wide one. */
const SCOPES_BY_DEVICE = {
  known: ["device", "account-client", "client"],
  unknown: ["account-client", "client", "account"],
} as const satisfies Record<"known" | "unknown", readonly ThrottleScope[]>;

export interface LoginAttempt {
  /** `loginAccountOf` the brand and username tried. */
  account: string;
  clientAddress: string;
  /** The id of a known device of this account the request proved, if any. */
  knownDevice: string | undefined;
}

interface CountedKey {
  scope: ThrottleScope;
  key: string;
}

export type LoginAdmission = { admitted: true; counted: readonly CountedKey[] } | { admitted: false; retryAfterSeconds: number };

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");

/** Who a login is for: one value per brand host and username, also what known-device cookies are bound to. */
export function loginAccountOf(brandId: string, username: string): string {
  return hash(`${brandId}\u0000${username.trim()}`);
}

function keysOf(attempt: LoginAttempt): CountedKey[] {
  const client = hash(attempt.clientAddress);
  const keyOf = {
    "account-client": `account-client:${attempt.account}.${client}`,
    client: `client:${client}`,
    account: `account:${attempt.account}`,
    device: `device:${attempt.account}.${attempt.knownDevice ?? ""}`,
  } satisfies Record<ThrottleScope, string>;
  return SCOPES_BY_DEVICE[attempt.knownDevice === undefined ? "unknown" : "known"].map((scope) => ({ scope, key: keyOf[scope] }));
}

function lockPlan(rule: ThrottleRule, now: Date): LockPlan {
  const until: [string, ...string[]] = [new Date(now.getTime() + FIRST_LOCK_MS).toISOString()];
  for (let ms = FIRST_LOCK_MS * 2; until.length < 32; ms *= 2) {
    until.push(new Date(now.getTime() + Math.min(ms, rule.longestLockMs)).toISOString());
    if (ms >= rule.longestLockMs) break;
  }
  return { fromFailures: rule.failuresBeforeLock, until };
}

/**
 * Decides, before the password is checked, whether this attempt may be tried, and counts it
 * if so. A refusal says nothing about the password: the same answer for right and wrong.
 */
export async function admitLoginAttempt(db: Kysely<Database>, attempt: LoginAttempt, now: Date): Promise<LoginAdmission> {
  const keys = keysOf(attempt);
  // Refuse while any key is locked, without counting anything.
  const waitSeconds = await secondsLocked(db, keys, now);
  if (waitSeconds > 0) return { admitted: false, retryAfterSeconds: waitSeconds };

  const counted: CountedKey[] = [];
  for (const counting of keys) {
    const rule: ThrottleRule = THROTTLE_RULES[counting.scope];
    const quietSince = new Date(now.getTime() - rule.quietResetMs).toISOString();
    const failures = await countAttempt(db, { key: counting.key, now: now.toISOString(), quietSince, locks: lockPlan(rule, now) });
    if (failures === undefined) {
      // Locked by a concurrent attempt since the check above: this one was not tried.
      await uncount(db, counted);
      return { admitted: false, retryAfterSeconds: Math.max(1, await secondsLocked(db, keys, now)) };
    }
    counted.push(counting);
  }
  return { admitted: true, counted };
}

/** After a good login: clears the client's own counts and takes this attempt back from shared ones. */
export async function recordLoginSuccess(db: Kysely<Database>, admission: { counted: readonly CountedKey[] }): Promise<void> {
  for (const { scope, key } of admission.counted) {
    const rule: ThrottleRule = THROTTLE_RULES[scope];
    if (rule.onSuccess === "clear") await clearThrottle(db, key);
    else await uncountAttempt(db, key, rule.failuresBeforeLock);
  }
}

async function uncount(db: Kysely<Database>, counted: readonly CountedKey[]): Promise<void> {
  for (const { scope, key } of counted) await uncountAttempt(db, key, THROTTLE_RULES[scope].failuresBeforeLock);
}

async function secondsLocked(db: Kysely<Database>, keys: readonly CountedKey[], now: Date): Promise<number> {
  const until = await latestLockOf(
    db,
    keys.map(({ key }) => key),
  );
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now.getTime()) / 1000)) : 0;
}
