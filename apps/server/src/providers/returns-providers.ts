import type { IfscLookupProvider } from "./ifsc-lookup.ts";
import { offlineIfscLookup } from "./offline/offline-ifsc-lookup.ts";
import { offlinePincodeLookup } from "./offline/offline-pincode-lookup.ts";
import { offlinePincodeServiceability } from "./offline/offline-pincode-serviceability.ts";
import { offlinePlaceSearch } from "./offline/offline-place-search.ts";
import type { PincodeLookupProvider } from "./pincode-lookup.ts";
import type { PincodeServiceabilityProvider } from "./pincode-serviceability.ts";
import type { PlaceSearchProvider } from "./place-search.ts";

/** The outside services the returns area leans on. Each can be replaced by a deployment. */
export interface ReturnProviders {
  placeSearch: PlaceSearchProvider;
  pincodeLookup: PincodeLookupProvider;
  ifscLookup: IfscLookupProvider;
  serviceability: PincodeServiceabilityProvider;
}

/** Offline implementations over the datasets installed with the server; no network needed. */
export function createOfflineProviders(): ReturnProviders {
  const pincodeLookup = offlinePincodeLookup();
  return {
    placeSearch: offlinePlaceSearch(),
    pincodeLookup,
    ifscLookup: offlineIfscLookup(),
    serviceability: offlinePincodeServiceability(pincodeLookup),
  };
}
