import { Hono } from "hono";
import { API_ENDPOINTS, PlaceSearchQuerySchema, type PlaceSearchResponse } from "@portal/core/api";
import { rateLimit } from "../../rate-limit.ts";
import { sendFail } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import type { ReturnsDeps } from "../returns-deps.ts";

/**
 * GET place-search: suggestions for an address's locality, as the maps service answers
 * (`{ data: { predictions } }`, no envelope). Public data, so no brand is needed.
 */
export function placeSearchRoute(deps: ReturnsDeps): Hono {
  const app = new Hono();
  app.get(`/${API_ENDPOINTS.placeSearch.path}`, rateLimit(deps, "place-search"), async (c) => {
    const query = readQuery(c, PlaceSearchQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const predictions = await deps.providers.placeSearch.search(query.value.query);
    const answer: PlaceSearchResponse = { data: { predictions } };
    return c.json(answer, 200);
  });
  return app;
}
