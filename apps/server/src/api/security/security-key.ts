import { hash, timingSafeEqual } from "node:crypto";

/**
 * Whether the key a shopper's link carries is the shipment's security key, compared in
 * constant time. Both sides are hashed first so the comparison always sees equal lengths
 * (a length mismatch must not answer faster), and the comparison runs even when there is
 * nothing to compare against (no shipment, no stored key, no key given), so the time taken
 * does not tell those cases apart.
 */
export function securityKeyMatches(expected: string | null | undefined, given: string | null | undefined): boolean {
  const hasBoth = Boolean(expected) && Boolean(given);
  const same = timingSafeEqual(digest(expected ?? ""), digest(given ?? "\u0000"));
  return hasBoth && same;
}

/** True when any of the keys matches; every key is compared, so the position of a match does not show in the time taken. */
export function securityKeyMatchesAny(expected: readonly (string | null | undefined)[], given: string | null | undefined): boolean {
  let matched = false;
  for (const key of expected.length > 0 ? expected : [undefined]) {
    matched = securityKeyMatches(key, given) || matched;
  }
  return matched;
}

/** One-shot hashing: a Hash object per call cost more than the SHA-256 itself (two per page). */
function digest(value: string): Buffer {
  return hash("sha256", value, "buffer");
}
