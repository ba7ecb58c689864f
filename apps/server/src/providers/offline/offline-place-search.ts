import type { PlaceSearchProvider } from "../place-search.ts";
import { loadIndiaPincodeIndex } from "./india-pincode-index.ts";

const DEFAULT_LIMIT = 5;

/** Place search over India Post's offices: "Koregaon Park, Pune, Maharashtra 411001". */
export function offlinePlaceSearch(): PlaceSearchProvider {
  return {
    async search(query, { limit = DEFAULT_LIMIT } = {}) {
      const index = await loadIndiaPincodeIndex();
      return index.search(query, limit).map((office) => ({
        description: `${office.name}, ${office.district}, ${office.state} ${office.pincode}`,
        place_id: office.pincode,
      }));
    },
  };
}
