import { Hono } from "hono";
import type { ApiDeps } from "../api-deps.ts";

/** Pre-signed upload URLs, the local upload receiver and shipping labels. */
export function createStorageApi(_deps: ApiDeps): Hono {
  return new Hono();
}
