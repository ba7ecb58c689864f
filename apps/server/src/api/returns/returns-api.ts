import { Hono } from "hono";
import type { ApiDeps } from "../api-deps.ts";

/** The /api/v1 calls of the returns area (spec section 7). Mounted by ../api-router.ts. */
export function createReturnsApi(_deps: ApiDeps): Hono {
  return new Hono();
}
