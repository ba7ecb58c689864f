import * as v from "valibot";
import { requiredParam } from "./wire-fields.ts";

/**
 * GET place search, proxied to the maps service. Its answer is the maps service's own
 * `{ data: { predictions } }`, not the meta envelope.
 */
export const PlaceSearchQuerySchema = v.object({
  query: requiredParam("query"),
});
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
