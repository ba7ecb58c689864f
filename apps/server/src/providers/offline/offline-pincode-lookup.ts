import type { PincodeLookupProvider } from "../pincode-lookup.ts";
import { loadIndiaPincodeIndex } from "./india-pincode-index.ts";

/** City (district) and state of an Indian pincode from India Post's directory. */
export function offlinePincodeLookup(): PincodeLookupProvider {
  return {
    async lookup(pincode) {
      if (!/^\d{6}$/.test(pincode)) return undefined;
      return (await loadIndiaPincodeIndex()).place(pincode);
    },
  };
}
