import * as v from "valibot";

// Request and answer schemas the returns area needs that core's API contract lacks.

/**
 * GET place-search. TODO(core): the spec names the query parameter `key` ("query key");
 * core's PlaceSearchQuerySchema calls it `query`. Both are accepted until core settles it.
 */
export const PlaceSearchParamsSchema = v.pipe(
  v.object({ key: v.optional(v.string()), query: v.optional(v.string()) }),
  v.transform(({ key, query }) => ({ query: (key ?? query ?? "").trim() })),
  v.check(({ query }) => query.length > 0, "key is required."),
  v.check(({ query }) => query.length <= 100, "key must be at most 100 characters."),
);
