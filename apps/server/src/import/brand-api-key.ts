import { createHash, randomBytes } from "node:crypto";

/**
 * A brand's key for POST /api/v1/ingest. It is shown once when made; the database keeps only
 * its SHA-256 (a 256-bit random key needs no slow hash: there is nothing to guess).
 */
const PREFIX = "pik_";
const KEY_SHAPE = /^pik_[A-Za-z0-9_-]{43}$/;

export function generateBrandApiKey(): string {
  return `${PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** What brands.api_key_hash stores for a key. */
export function hashBrandApiKey(key: string): string {
  return `sha256:${createHash("sha256").update(key, "utf8").digest("hex")}`;
}

/** A string that could be a key at all; anything else is refused before any lookup. */
export function looksLikeBrandApiKey(value: string): boolean {
  return KEY_SHAPE.test(value);
}
