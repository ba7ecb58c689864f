import { securityKeyMatches } from "./security-key.ts";

/** Room for a country code or trunk prefix in front of the stored number ("+91", "0", "00971"). */
const MAX_PREFIX_DIGITS = 5;

/**
 * Whether the phone number a shopper typed is one of the order's, compared in constant time.
 * Only digits count, and the typed number may carry a prefix: "+91 98450 12345" matches a
 * stored "9845012345", "0501234567" a stored UAE "501234567".
 */
export function phoneMatchesAny(stored: readonly (string | null)[], given: string | undefined): boolean {
  const typed = (given ?? "").replace(/\D/g, "");
  let matched = false;
  for (const phone of stored) {
    const digits = (phone ?? "").replace(/\D/g, "");
    const usable = digits.length >= 7 && typed.length >= digits.length && typed.length - digits.length <= MAX_PREFIX_DIGITS;
    // Compare even when unusable, so the time taken does not say which case it was.
    matched = securityKeyMatches(digits, typed.slice(-Math.max(digits.length, 1))) && usable ? true : matched;
  }
  return matched;
}

/** Whether the typed email is the order's, ignoring case and surrounding spaces, in constant time. */
export function emailMatches(stored: string | null, given: string | undefined): boolean {
  const normalise = (email: string | null | undefined) => (email ?? "").trim().toLowerCase();
  return securityKeyMatches(normalise(stored), normalise(given));
}
