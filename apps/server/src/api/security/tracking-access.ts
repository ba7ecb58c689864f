import { isTrackingInvalid } from "@portal/core/permissions";
import { securityKeyMatchesAny } from "./security-key.ts";

export interface TrackingAccessCheck {
  /** The brand enables the security check (enable_security_check). */
  securityCheckEnabled: boolean;
  /** The given key is one of the shipments' keys (security_key_valid). */
  securityKeyValid: boolean;
  /**
   * The shipment may be shown: the check is off or the key is valid. When not, the
   * shipment is answered exactly as an unknown one (product rules §6, "tracking is marked
   * invalid"; docs/security.md).
   */
  granted: boolean;
}

/**
 * What a link's security key unlocks for shipments of a brand. A wrong key and a missing
 * key are the same thing here, so an answer never tells a shopper (or a guesser) that a
 * key was close or wrong rather than absent.
 */
export function checkTrackingAccess(
  securityCheckEnabled: boolean,
  shipmentKeys: readonly (string | null)[],
  givenKey: string | undefined,
): TrackingAccessCheck {
  const securityKeyValid = securityKeyMatchesAny(shipmentKeys, givenKey);
  return { securityCheckEnabled, securityKeyValid, granted: !isTrackingInvalid({ enableSecurityCheck: securityCheckEnabled, securityKeyValid }) };
}
