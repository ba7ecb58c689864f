import type { PincodeLookupProvider } from "../pincode-lookup.ts";
import type { PincodeServiceabilityProvider } from "../pincode-serviceability.ts";

/**
 * Island territories reached only by sea or air: couriers do not run reverse pickups there,
 * so the shopper ships the parcel instead.
 */
const STATES_WITHOUT_PICKUP: ReadonlySet<string> = new Set(["Andaman & Nicobar Islands", "Lakshadweep"]);

/**
 * Offline rule: a pickup is possible at any existing Indian pincode outside the island
 * territories. Outside India there are no pickups (the shopper ships the parcel).
 */
export function offlinePincodeServiceability(pincodes: PincodeLookupProvider): PincodeServiceabilityProvider {
  return {
    async check({ pincode, country }) {
      // The directory is India's: a number elsewhere would name an unrelated Indian place.
      if (country.trim().toUpperCase() !== "IN") return { serviceable: false, place: undefined };
      const place = await pincodes.lookup(pincode);
      return { serviceable: place !== undefined && !STATES_WITHOUT_PICKUP.has(place.state), place };
    },
  };
}
