/** One suggestion of a place search, as the maps service answers (core's PlacePrediction). */
export interface PlaceSuggestion {
  description: string;
  /** Here the place's pincode, so the client can fill city and state with POST pincode. */
  place_id: string;
}

/**
 * Suggests places for what the shopper typed (a locality, post office or pincode). The
 * default is offline (India's post offices); a deployment may plug in a maps service.
 */
export interface PlaceSearchProvider {
  search(query: string, options?: { limit?: number }): Promise<PlaceSuggestion[]>;
}
