import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { isCheapScryptTestRun } from "../env.ts";

/**
 * Admin passwords, hashed with scrypt and a random salt. The stored form names its own
 * parameters (`scrypt$N$r$p$salt$hash`, base64url), so raising them later still verifies
 * old hashes.
 */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * What every real hash uses: OWASP's Password Storage Cheat Sheet asks scrypt for N=2^17, r=8,
 * p=1 at least (issue 32 item 9; it was N=2^14). Each derivation takes 128 MiB, so at most
 * MAX_DERIVATIONS run at once. Hashes made with other parameters are redone at the next
 * successful login (`needsRehash`, api/admin/login-routes.ts).
 */
export const STRONG_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** Derivations at once: with the strong parameters 128 MiB each, so logins queue instead of piling up memory. */
const MAX_DERIVATIONS = 2;
/** Stored parameters past these are refused rather than run (a corrupt row must not take gigabytes). */
const MAX_STORED_N = 2 ** 20;
const MAX_STORED_R = 32;
/** Test runs only: a login test checks dozens of passwords, each a strong hash's 16 MiB of work. */
const TEST_SCRYPT: ScryptParams = { N: 16, r: 1, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** The parameters new hashes get: the cheap ones only in a test run that asks (env.ts). */
export function scryptParams(cheapTestRun = isCheapScryptTestRun()): ScryptParams {
  return cheapTestRun ? TEST_SCRYPT : STRONG_SCRYPT;
}

let running = 0;
const waiting: Array<() => void> = [];

async function derive(password: string, salt: Buffer, options: Required<Pick<ScryptOptions, "N" | "r" | "p">>): Promise<Buffer> {
  if (running >= MAX_DERIVATIONS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      // scrypt needs 128 × N × r bytes (N=2^17, r=8: 128 MiB; Node's default allows 32 MiB).
      const maxmem = 128 * options.N * options.r + 16 * 1024 * 1024;
      scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The parameters a stored hash names, or undefined when it is not a usable scrypt hash. */
function storedParams(stored: string): ScryptParams | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > MAX_STORED_N || r > MAX_STORED_R || p > 16) return undefined;
  return { N, r, p };
}

/** Whether a stored hash was made with other parameters than new hashes get: redo it at the next successful login. */
export function needsRehash(stored: string, params: ScryptParams = scryptParams()): boolean {
  const own = storedParams(stored);
  return own === undefined || own.N !== params.N || own.r !== params.r || own.p !== params.p;
}

export async function hashPassword(password: string, params: ScryptParams = scryptParams()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}
/** True when `password` matches `stored`. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = storedParams(stored);
  if (params === undefined) return false;
  const parts = stored.split("$");
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (expected.length === 0) return false;
  const key = await derive(password, Buffer.from(parts[4] ?? "", "base64url"), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash no password matches, computed once. Checking it when the username is unknown
 * makes a failed login take as long as a wrong password, so timing does not reveal
 * which usernames exist.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString("base64url"));
  return decoy;
}
