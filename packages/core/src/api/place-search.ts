import * as v from "valibot";

/**
 * GET place search, proxied to the maps service. Its answer is the maps service's own
 * `{ data: { predictions } }`, not the meta envelope.
 */
export const PLACE_SEARCH_MAX_LENGTH = 100;

/**
 * The product rules name the text `key` ("query key"); `query`, which earlier clients send, is
 * read the same. Either way the server sees `{ query }`, trimmed and at most 100 characters.
 */
export const PlaceSearchQuerySchema = v.pipe(
  v.object({ key: v.optional(v.string()), query: v.optional(v.string()) }),
  v.transform(({ key, query }) => ({ query: (key ?? query ?? "").trim() })),
  v.check(({ query }) => query.length > 0, "key is required."),
  v.check(({ query }) => query.length <= PLACE_SEARCH_MAX_LENGTH, `key must be at most ${PLACE_SEARCH_MAX_LENGTH} characters.`),
);
export type PlaceSearchQuery = v.InferInput<typeof PlaceSearchQuerySchema>;

export const PlacePredictionSchema = v.object({
  description: v.string(),
  place_id: v.nullish(v.string(), ""),
});
export type PlacePrediction = v.InferOutput<typeof PlacePredictionSchema>;

export const PlaceSearchResponseSchema = v.object({
  data: v.object({ predictions: v.optional(v.array(PlacePredictionSchema), []) }),
});
export type PlaceSearchResponse = v.InferOutput<typeof PlaceSearchResponseSchema>;

/** Suggestions are replaced only by a non-empty list, so they do not flicker away while typing. */
export function nextSuggestions(current: readonly PlacePrediction[], predictions: readonly PlacePrediction[]): readonly PlacePrediction[] {
  return predictions.length > 0 ? predictions : current;
}
