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

/** What every real hash uses. */
export const STRONG_SCRYPT: ScryptParams = { N: 16384, r: 8, p: 1 };
/** Test runs only: a login test checks dozens of passwords, each a strong hash's 16 MiB of work. */
const TEST_SCRYPT: ScryptParams = { N: 16, r: 1, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** The parameters new hashes get: the cheap ones only in a test run that asks (env.ts). */
export function scryptParams(cheapTestRun = isCheapScryptTestRun()): ScryptParams {
  return cheapTestRun ? TEST_SCRYPT : STRONG_SCRYPT;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Room for stronger parameters later (N=16384, r=8 needs 16 MiB of Node's 32 MiB default).
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = scryptParams()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}
/** True when `password` matches `stored`. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (expected.length === 0) return false;
  const key = await derive(password, Buffer.from(parts[4] ?? "", "base64url"), { N, r, p });
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
