import type { TrackingEntry } from "@portal/core/api";
import { trackingAccessOf, type TrackingAccess } from "@portal/core/permissions";

/** What this shopper may see and do, from the entry's security check answer (spec section 6). */
export function trackingAccessOfEntry(entry: Pick<TrackingEntry, "enable_security_check" | "security_key_valid">): TrackingAccess {
  return trackingAccessOf({ enableSecurityCheck: entry.enable_security_check, securityKeyValid: entry.security_key_valid });
}
